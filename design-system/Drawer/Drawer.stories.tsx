import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fontsSettled } from '../../.storybook/fonts';
import { DialogButton } from '../Dialog/DialogButton';
import { settle } from '../Dialog/storyUtils';
import { Drawer, DrawerClose } from './Drawer';

const entries = ['Deposit', 'Withdraw', 'Betting record', 'Reward center', 'Customer service', 'Feedback'];

function Menu({ items = entries }: { items?: string[] }) {
  return (
    <nav aria-label="Side menu">
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((label) => (
          <li key={label} style={{ display: 'flex', flexDirection: 'column' }}>
            <DrawerClose asChild>
              <DialogButton tone="secondary">{label}</DialogButton>
            </DrawerClose>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const meta = {
  title: 'Overlays/Drawer',
  component: Drawer,
  argTypes: { trigger: { control: false }, header: { control: false }, footer: { control: false } },
  args: {
    title: 'Menu',
    trigger: <DialogButton>Open menu</DialogButton>,
    children: <Menu />,
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openDrawer() {
  const drawer = await screen.findByRole('dialog');
  await settle();
  return drawer;
}

async function openFromTrigger() {
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  return openDrawer();
}

const gone = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });

export const Closed: Story = {
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** The scrim covers exactly the centred column, so it is the reference for the column's edges. */
const columnOf = (drawer: HTMLElement) => (drawer.previousElementSibling as HTMLElement).getBoundingClientRect();

/** Opens at the inline-end (right) edge of the column, full height, at most two thirds of the column. */
export const Open: Story = {
  play: async ({ args }) => {
    const drawer = await openFromTrigger();
    await expect(drawer).toHaveAccessibleName('Menu');
    await fontsSettled();
    const rect = drawer.getBoundingClientRect();
    const column = columnOf(drawer);
    await expect(Math.round(rect.right)).toBe(Math.round(column.right));
    await expect(rect.width).toBeLessThanOrEqual((column.width * 2) / 3 + 1);
    await expect(Math.round(rect.height)).toBe(window.innerHeight);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

/** `data-ready` marks the drawer once it has mounted and taken the focus: Escape works from then on. */
export const EscapeCloses: Story = {
  play: async ({ args }) => {
    const drawer = await openFromTrigger();
    await waitFor(() => expect(drawer).toHaveAttribute('data-ready', 'true'));
    await expect(drawer.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await gone();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  },
};

export const ScrimCloses: Story = {
  play: async () => {
    const drawer = await openFromTrigger();
    const scrim = drawer.previousElementSibling;
    await expect(scrim).not.toBeNull();
    await userEvent.click(scrim as Element);
    await gone();
  },
};

/** Navigating (an entry wrapped in DrawerClose) closes the drawer. */
export const NavigationCloses: Story = {
  play: async () => {
    const drawer = await openFromTrigger();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Withdraw' }));
    await gone();
  },
};

/** The SideMenu shape: hidden title, a header slot and a pinned footer, long scrolling body. */
export const WithHeaderAndFooter: Story = {
  args: {
    defaultOpen: true,
    hideTitle: true,
    header: <strong>player_8812</strong>,
    footer: (
      <DrawerClose asChild>
        <DialogButton tone="secondary" style={{ width: '100%' }}>
          Log out
        </DialogButton>
      </DrawerClose>
    ),
    children: (
      <Menu items={[...entries, 'VIP', 'Refer a friend', 'All promotions', 'Slots', 'Live casino', 'Fishing']} />
    ),
  },
  play: async () => {
    const drawer = await openDrawer();
    await expect(drawer).toHaveAccessibleName('Menu');
    await expect(within(drawer).getByText('player_8812')).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'Log out' })).toBeVisible();
  },
};

/** Controlled by the parent, as the shell's SideMenu does. */
export const Controlled: Story = {
  args: { trigger: undefined },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <DialogButton aria-expanded={open} onClick={() => setOpen(true)}>
          Menu button
        </DialogButton>
        <Drawer
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
    await userEvent.click(screen.getByRole('button', { name: 'Menu button' }));
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await gone();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Light: Story = {
  args: { defaultOpen: true },
  globals: { theme: 'light' },
  play: async () => {
    await expect(await openDrawer()).toBeVisible();
  },
};

/** In RTL the inline-end edge is the left: the drawer mirrors. */
export const RightToLeft: Story = {
  args: { defaultOpen: true },
  globals: { direction: 'rtl', locale: 'ur' },
  play: async () => {
    const drawer = await openDrawer();
    await fontsSettled();
    await expect(Math.round(drawer.getBoundingClientRect().left)).toBe(Math.round(columnOf(drawer).left));
  },
};
