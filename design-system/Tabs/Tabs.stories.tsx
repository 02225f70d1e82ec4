import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { fontsSettled } from '../../.storybook/fonts';
import { vars } from '../../themes/contract.css';
import { type TabItem, TabPanel, Tabs, tabsVariants } from './Tabs';

const lobbyTabs: TabItem[] = [
  { value: 'all', label: 'All' },
  { value: 'hot', label: 'Hot' },
  { value: 'recent', label: 'Recent' },
  { value: 'fav', label: 'Favourites' },
];

const vendorTabs: TabItem[] = [
  { value: 'all', label: 'All' },
  { value: 'hot', label: 'Hot' },
  { value: 'vp', label: 'Video poker' },
  { value: 'jp', label: 'Jackpots' },
  { value: 'sc', label: 'Scratch cards' },
  { value: 'tg', label: 'Table games' },
  { value: 'ac', label: 'Arcade' },
  { value: 'fish', label: 'Fishing' },
  { value: 'live', label: 'Live casino' },
  { value: 'pvp', label: 'Player vs player' },
];

const meta = {
  title: 'Display/Tabs',
  component: Tabs,
  argTypes: { variant: { control: 'inline-radio', options: tabsVariants } },
  args: { items: lobbyTabs, label: 'Game list', variant: 'underline', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Underline tabs used as a filter bar; arrow keys move and select. */
export const Underline: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const all = canvas.getByRole('tab', { name: 'All' });
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Recent' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('recent');
    await expect(canvas.getByRole('tab', { name: 'Recent' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Favourites' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Favourites' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(all).toHaveFocus();
    await fontsSettled();
    await expect(all.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // Tabs that fit do not fade.
    const list = canvas.getByRole('tablist');
    await expect(list).not.toHaveAttribute('data-more-end');
    await expect(list).not.toHaveAttribute('data-more-start');
  },
};

export const Pill: Story = {
  args: { variant: 'pill', defaultValue: 'hot' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const WithBadges: Story = {
  args: {
    label: 'Messages',
    items: [
      { value: 'inbox', label: 'Inbox', badge: 3 },
      { value: 'news', label: 'Announcements', badge: 120 },
      { value: 'chat', label: 'Live chat', badge: 0 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Inbox 3 unread' })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Announcements 120 unread' })).toHaveTextContent('99+');
    await expect(canvas.getByRole('tab', { name: 'Live chat' })).toBeInTheDocument();
  },
};

/** Many tabs: the bar scrolls sideways, the page does not, and the selected tab scrolls into view. */
export const ScrollableMany: Story = {
  args: { items: vendorTabs, label: 'Game category', variant: 'pill' },
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('tablist', { name: 'Game category' });
    await fontsSettled();
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    // The strip says it scrolls: its end edge fades while more tabs lie beyond it.
    await waitFor(() => expect(list).toHaveAttribute('data-more-end'));
    await expect(list).not.toHaveAttribute('data-more-start');
    await expect(getComputedStyle(list).maskImage).toContain('linear-gradient');
    await userEvent.click(canvas.getByRole('tab', { name: 'All' }));
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'Player vs player' });
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(Math.abs(list.scrollLeft)).toBeGreaterThan(0));
    const listBox = list.getBoundingClientRect();
    const lastBox = last.getBoundingClientRect();
    await expect(lastBox.right).toBeLessThanOrEqual(listBox.right + 1);
    // At the end, the start edge fades instead.
    await waitFor(() => expect(list).toHaveAttribute('data-more-start'));
    await expect(list).not.toHaveAttribute('data-more-end');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const StartsOnFarTab: Story = {
  args: { items: vendorTabs, label: 'Game category', defaultValue: 'live' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    const live = canvas.getByRole('tab', { name: 'Live casino' });
    await fontsSettled();
    await expect(live.getBoundingClientRect().right).toBeLessThanOrEqual(list.getBoundingClientRect().right + 1);
  },
};

export const DisabledTab: Story = {
  args: {
    label: 'Login method',
    items: [
      { value: 'username', label: 'Username' },
      { value: 'sms', label: 'SMS code', disabled: true },
    ],
  },
  play: async ({ args, canvas, userEvent }) => {
    const sms = canvas.getByRole('tab', { name: 'SMS code' });
    await expect(sms).toBeDisabled();
    await userEvent.click(sms);
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** With panels: each tab shows its own content (the login page's username / SMS forms). */
export const WithPanels: Story = {
  args: {
    label: 'Login method',
    items: [
      { value: 'username', label: 'Username' },
      { value: 'sms', label: 'SMS code' },
    ],
  },
  render: (args) => (
    <Tabs {...args}>
      <TabPanel value="username">Log in with your username and password.</TabPanel>
      <TabPanel value="sms">Log in with a code sent to your phone.</TabPanel>
    </Tabs>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('username and password');
    await userEvent.click(canvas.getByRole('tab', { name: 'SMS code' }));
    const panel = canvas.getByRole('tabpanel', { name: 'SMS code' });
    await expect(panel).toHaveTextContent('code sent to your phone');
    await expect(canvas.getByRole('tab', { name: 'SMS code' })).toHaveAttribute('aria-controls', panel.id);
  },
};

function Controlled() {
  const [tab, setTab] = useState('hot');
  return (
    <div style={{ display: 'grid', gap: vars.space.sm }}>
      <Tabs items={lobbyTabs} value={tab} onValueChange={setTab} label="Game list" variant="pill" />
      <p>Showing: {tab}</p>
    </div>
  );
}

export const ControlledValue: Story = {
  render: () => <Controlled />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Favourites' }));
    await expect(canvas.getByText('Showing: fav')).toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl', locale: 'ur' },
  args: { dir: 'rtl', items: vendorTabs, label: 'Game category' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'All' }));
    // In RTL the next tab is to the left.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Light: Story = {
  globals: { theme: 'light' },
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.lg }}>
      <Tabs {...args} items={[...lobbyTabs, { value: 'inbox', label: 'Inbox', badge: 4 }]} />
      <Tabs {...args} variant="pill" items={[...lobbyTabs, { value: 'inbox', label: 'Inbox', badge: 4 }]} />
    </div>
  ),
};
