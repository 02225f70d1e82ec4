import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fontsSettled } from '../../.storybook/fonts';
import { DialogButton } from '../Dialog/DialogButton';
import { settle } from '../Dialog/storyUtils';
import { BottomSheet, BottomSheetClose } from './BottomSheet';

const tips = (
  <ol>
    <li>Open this page in Safari.</li>
    <li>Tap the Share button in the toolbar.</li>
    <li>Choose “Add to Home Screen”, then tap Add.</li>
  </ol>
);

const meta = {
  title: 'Overlays/BottomSheet',
  component: BottomSheet,
  argTypes: { trigger: { control: false }, footer: { control: false } },
  args: {
    title: 'Add to Home Screen',
    description: 'Play full screen, straight from your home screen.',
    children: tips,
    trigger: <DialogButton>Install</DialogButton>,
    onOpenChange: fn(),
  },
} satisfies Meta<typeof BottomSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openSheet() {
  const sheet = await screen.findByRole('dialog');
  await settle();
  return sheet;
}

async function openFromTrigger() {
  await userEvent.click(screen.getByRole('button', { name: 'Install' }));
  return openSheet();
}

const gone = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });

/** Drags the grab area (handle + header) by `dy` px over `ms`. */
async function dragHandle(sheet: HTMLElement, dy: number, ms: number) {
  const area = sheet.firstElementChild as HTMLElement;
  await fontsSettled();
  const { left, top } = area.getBoundingClientRect();
  const at = { pointerId: 7, button: 0, clientX: left + 10, isPrimary: true };
  fireEvent.pointerDown(area, { ...at, clientY: top + 5 });
  fireEvent.pointerMove(area, { ...at, clientY: top + 5 + dy / 2 });
  fireEvent.pointerMove(area, { ...at, clientY: top + 5 + dy });
  await new Promise((resolve) => setTimeout(resolve, ms));
  fireEvent.pointerUp(area, { ...at, clientY: top + 5 + dy });
}

export const Closed: Story = {
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** Slides up from the bottom edge of the column. */
export const Open: Story = {
  play: async () => {
    const sheet = await openFromTrigger();
    await expect(sheet).toHaveAccessibleName('Add to Home Screen');
    await fontsSettled();
    await expect(Math.round(sheet.getBoundingClientRect().bottom)).toBe(window.innerHeight);
  },
};

export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await openFromTrigger();
    await userEvent.keyboard('{Escape}');
    await gone();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const ScrimCloses: Story = {
  play: async () => {
    const sheet = await openFromTrigger();
    await userEvent.click(sheet.previousElementSibling as Element);
    await gone();
  },
};

/** Dragging the handle well down closes the sheet. */
export const DragDownCloses: Story = {
  play: async ({ args }) => {
    const sheet = await openFromTrigger();
    await fontsSettled();
    await dragHandle(sheet, sheet.offsetHeight * 0.6, 400);
    await gone();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A short, slow drag springs back. */
export const ShortDragSpringsBack: Story = {
  play: async () => {
    const sheet = await openFromTrigger();
    await dragHandle(sheet, 12, 400);
    await settle();
    await expect(screen.getByRole('dialog')).toBeVisible();
    await fontsSettled();
    await waitFor(() => expect(Math.round(sheet.getBoundingClientRect().bottom)).toBe(window.innerHeight));
  },
};

/** The add-to-home-screen sheet with its download-profile action pinned at the bottom. */
export const WithFooter: Story = {
  args: {
    defaultOpen: true,
    footer: (
      <BottomSheetClose asChild>
        <DialogButton>Download profile</DialogButton>
      </BottomSheetClose>
    ),
  },
  play: async () => {
    const sheet = await openSheet();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Download profile' }));
    await gone();
  },
};

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    title: 'Game rules',
    description: undefined,
    children: Array.from({ length: 40 }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: static fixture
      <p key={i}>Rule {i + 1}: the highest hand wins; ties split the pot.</p>
    )),
  },
  play: async () => {
    const sheet = await openSheet();
    await fontsSettled();
    await expect(sheet.getBoundingClientRect().top).toBeGreaterThan(0);
  },
};

export const WithoutCloseButton: Story = {
  args: { defaultOpen: true, showClose: false },
  play: async () => {
    const sheet = await openSheet();
    await expect(within(sheet).queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

export const Light: Story = {
  args: { defaultOpen: true },
  globals: { theme: 'light' },
  play: async () => {
    await expect(await openSheet()).toBeVisible();
  },
};

export const RightToLeft: Story = {
  args: { defaultOpen: true },
  globals: { direction: 'rtl', locale: 'ur' },
  play: async () => {
    await expect(await openSheet()).toBeVisible();
  },
};
