import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fontsSettled } from '../../.storybook/fonts';
import { TextField } from '../TextField';
import { Dialog, DialogClose, dialogSizes } from './Dialog';
import { DialogButton } from './DialogButton';
import { columnWidth, settle } from './storyUtils';

const footer = (
  <>
    <DialogClose asChild>
      <DialogButton tone="secondary">Not now</DialogButton>
    </DialogClose>
    <DialogClose asChild>
      <DialogButton>Claim bonus</DialogButton>
    </DialogClose>
  </>
);

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  argTypes: {
    size: { control: 'inline-radio', options: dialogSizes },
    trigger: { control: false },
    footer: { control: false },
  },
  args: {
    title: 'Welcome bonus',
    description: 'Your first deposit is matched up to 100%.',
    children: 'Deposit today and the bonus is credited to your wallet straight away. Wagering rules apply.',
    footer,
    trigger: <DialogButton>Open dialog</DialogButton>,
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openFromTrigger() {
  await userEvent.click(screen.getByRole('button', { name: 'Open dialog' }));
  return openDialog();
}

async function openDialog() {
  const dialog = await screen.findByRole('dialog');
  await settle();
  return dialog;
}

/** Closed: only the trigger shows. */
export const Closed: Story = {
  play: async () => {
    await expect(screen.getByRole('button', { name: 'Open dialog' })).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** Opened from its trigger; title and description name and describe it. */
export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await openFromTrigger();
    await expect(dialog).toHaveAccessibleName('Welcome bonus');
    await expect(dialog).toHaveAccessibleDescription('Your first deposit is matched up to 100%.');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await openFromTrigger();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open dialog' })).toHaveFocus());
  },
};

export const CloseButtonCloses: Story = {
  play: async ({ args }) => {
    const dialog = await openFromTrigger();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const FooterActionCloses: Story = {
  play: async () => {
    const dialog = await openFromTrigger();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Claim bonus' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
  },
};

/** Open from the first render (defaultOpen), no trigger needed. */
export const DefaultOpen: Story = {
  args: { defaultOpen: true, trigger: undefined },
  play: async () => {
    await expect(await openDialog()).toBeVisible();
  },
};

export const Small: Story = {
  args: { defaultOpen: true, size: 'sm', description: undefined, children: 'Saved.', footer: undefined },
  play: async () => {
    await expect(await openDialog()).toBeVisible();
  },
};

export const Large: Story = {
  args: { defaultOpen: true, size: 'lg' },
  play: async () => {
    await expect(await openDialog()).toBeVisible();
  },
};

export const WithoutCloseButton: Story = {
  args: { defaultOpen: true, showClose: false },
  play: async () => {
    const dialog = await openDialog();
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

export const HiddenTitle: Story = {
  args: { defaultOpen: true, hideTitle: true, description: undefined },
  play: async () => {
    await expect(await openDialog()).toHaveAccessibleName('Welcome bonus');
  },
};

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    title: 'Terms and conditions',
    description: undefined,
    children: Array.from({ length: 30 }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: static fixture
      <p key={i}>
        {i + 1}. Bonus funds must be wagered before withdrawal. Games contribute differently to wagering requirements.
      </p>
    )),
  },
  play: async () => {
    const dialog = await openDialog();
    await fontsSettled();
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
  },
};

/** Scrim taps and Escape are ignored, e.g. while a request is in flight. */
export const NotDismissible: Story = {
  args: { defaultOpen: true, dismissible: false },
  play: async () => {
    await openDialog();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeVisible();
  },
};

/** Controlled with `open`/`onOpenChange`; the parent owns the state. */
export const Controlled: Story = {
  args: { trigger: undefined },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <DialogButton onClick={() => setOpen(true)}>Show terms</DialogButton>
        <Dialog
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange?.(next);
          }}
        />
      </>
    );
  },
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Show terms' }));
    await openDialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Light: Story = {
  args: { defaultOpen: true },
  globals: { theme: 'light' },
  play: async () => {
    await expect(await openDialog()).toBeVisible();
  },
};

export const RightToLeft: Story = {
  args: { defaultOpen: true },
  globals: { direction: 'rtl', locale: 'ur' },
  play: async () => {
    await expect(await openDialog()).toBeVisible();
  },
};

const formFooter = (
  <>
    <DialogClose asChild>
      <DialogButton tone="secondary">Cancel</DialogButton>
    </DialogClose>
    <DialogButton>Add</DialogButton>
  </>
);

const formBody = (
  <div style={{ display: 'grid', gap: '1rem' }}>
    <TextField label="Host name" hint="For example play.example.com" />
    <TextField label="Note" optional />
  </div>
);

/**
 * A dialog with a form on a 390 px phone: it takes the phone's width (small margins, not the 300 px of
 * `sm`), and its footer buttons stay in sight.
 */
export const Form: Story = {
  args: {
    defaultOpen: true,
    size: 'form',
    title: 'Add a host name',
    description: 'Players reach this brand at the new address once its DNS points here.',
    children: formBody,
    footer: formFooter,
  },
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog.getBoundingClientRect().width).toBeGreaterThanOrEqual(columnWidth(dialog) * 0.9);
    const add = within(dialog).getByRole('button', { name: 'Add' });
    await expect(add.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Host name' }));
    await expect(within(dialog).getByRole('textbox', { name: 'Host name' })).toHaveFocus();
  },
};

/** The same form at size sm leaves wide margins on a phone: what `form` is for. */
export const FormSmallForComparison: Story = {
  args: { ...Form.args, size: 'sm' },
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog.getBoundingClientRect().width).toBeLessThan(columnWidth(dialog) * 0.9);
  },
};

export const FormLight: Story = {
  args: Form.args,
  globals: { theme: 'light' },
  play: Form.play,
};

export const FormChinese: Story = {
  args: {
    ...Form.args,
    title: '添加域名',
    description: '域名解析指向此处后，玩家即可通过新地址访问。',
    children: (
      <div style={{ display: 'grid', gap: '1rem' }}>
        <TextField label="域名" />
      </div>
    ),
  },
  globals: { locale: 'zh-CN' },
  play: async () => {
    await expect(await openDialog()).toBeVisible();
  },
};
