import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Headset, Mail, Send, Users } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { EntryList } from './EntryList';

const onChat = fn();
const onNotice = fn();

const meta = {
  title: 'Navigation/EntryList',
  component: EntryList,
  args: {
    label: 'Message centre',
    entries: [
      {
        id: 'telegram',
        label: 'Telegram',
        description: 'News and offers first',
        icon: <Send />,
        href: 'https://t.me/aurum',
        external: true,
      },
      { id: 'notice', label: 'Announcements', icon: <Bell />, count: 3, href: '/notice', onPress: onNotice },
      { id: 'inbox', label: 'Inbox', icon: <Mail />, count: 120, href: '/inbox', onPress: fn() },
      {
        id: 'chat',
        label: 'Live chat',
        description: 'Talk to us, day and night',
        icon: <Headset />,
        count: 1,
        onPress: onChat,
      },
      { id: 'affiliate', label: 'Affiliate service', icon: <Users />, href: '/help', onPress: fn() },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EntryList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The message centre: links, a button, counts capped at 99+, and an external channel. */
export const MessageCentre: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('navigation', { name: 'Message centre' })).toBeVisible();
    const inbox = canvas.getByRole('link', { name: /Inbox/ });
    await expect(inbox).toHaveTextContent('99+');
    await expect(inbox).toHaveAccessibleName(/120 unread/);
    await expect(canvas.getByRole('link', { name: /Telegram/ })).toHaveAttribute('target', '_blank');
    await userEvent.click(canvas.getByRole('link', { name: /Announcements/ }));
    await expect(onNotice).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: /Live chat/ }));
    await expect(onChat).toHaveBeenCalledTimes(1);
  },
};

/** Nothing unread: no badges, only chevrons. */
export const NothingUnread: Story = {
  args: {
    entries: [
      { id: 'notice', label: 'Announcements', icon: <Bell />, count: 0, href: '/notice', onPress: fn() },
      { id: 'inbox', label: 'Inbox', icon: <Mail />, href: '/inbox', onPress: fn() },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/unread/)).toBeNull();
  },
};

/** Long Chinese labels and descriptions wrap inside the row; nothing overflows at 320 px. */
export const LongText: Story = {
  args: {
    label: '消息中心',
    entries: [
      {
        id: 'chat',
        label: '在线客服（二十四小时为您服务，随时解答充值、提现与游戏问题）',
        description: '目前没有客服在线，留言后我们会尽快回复您',
        icon: <Headset />,
        count: 7,
        onPress: fn(),
      },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const row = canvasElement.querySelector('button');
    await expect(row && row.scrollWidth <= row.clientWidth).toBe(true);
  },
};
