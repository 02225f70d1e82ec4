import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { fontsSettled } from '../../.storybook/fonts';
import { brands } from '../../themes';
import { phoneFrame } from './frames';
import { Header } from './Header';

const meta = {
  title: 'Shell/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  decorators: [phoneFrame()],
  args: {
    lead: 'logo',
    logo: <brands.aurum.Logo />,
    logoMark: <brands.aurum.Logo variant="mark" />,
    loggedIn: false,
    onBack: fn(),
    onLogin: fn(),
    onRegister: fn(),
    onFreePlay: fn(),
    onDeposit: fn(),
    onInbox: fn(),
    onMenu: fn(),
  },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each control is whole inside the bar: not cut by its edge, and its text not cut inside it. */
async function expectUnclipped(canvas: ReturnType<typeof within>, names: string[]) {
  const bar = canvas.getByRole('banner').getBoundingClientRect();
  for (const name of names) {
    const button = canvas.getByRole('button', { name });
    await expect(button).toBeVisible();
    const box = button.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(bar.left);
    await expect(box.right).toBeLessThanOrEqual(bar.right);
    for (const text of button.querySelectorAll('span')) {
      if (text.children.length === 0) await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth + 1);
    }
  }
}

const loggedIn = {
  loggedIn: true,
  balance: { symbol: '₱', minor: 1234567, digits: 2 },
  inboxUnread: 3,
} as const;

/** Home, logged out: logo, Free play, Log in, Register (with the wiggling gift) and the menu. */
export const HomeLoggedOut: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('img', { name: 'Aurum' })).toBeVisible();
    // From 400 px the full logo; its mark alone is not shown.
    await expect(canvas.getAllByRole('img', { name: 'Aurum' })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Free play' }));
    await expect(args.onFreePlay).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.onRegister).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await expect(args.onMenu).toHaveBeenCalledOnce();
    const gift = canvas.getByRole('button', { name: 'Register' }).querySelector('svg');
    await expect(getComputedStyle(gift!).animationName).not.toBe('none');
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
    const bar = canvas.getByRole('banner');
    await fontsSettled();
    await expect(bar.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
  },
};

/** The trial log-in under way: a spinner in place of the gamepad, and a second press does nothing. */
export const FreePlayPending: Story = {
  args: { freePlayPending: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: /Free play/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(within(button).getByRole('status')).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onFreePlay).not.toHaveBeenCalled();
    button.blur();
  },
};

/** Home, logged in: balance pill with the Deposit button, inbox with its unread count, menu; no Free play. */
export const HomeLoggedIn: Story = {
  args: loggedIn,
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('12,345')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Log in' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Free play' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(args.onDeposit).toHaveBeenCalledOnce();
    const inbox = canvas.getByRole('button', { name: 'Inbox' });
    await expect(inbox).toHaveAccessibleDescription('3 unread');
    await userEvent.click(inbox);
    await expect(args.onInbox).toHaveBeenCalledOnce();
  },
};

/** 120 unread shows "99+"; screen readers still hear 120. */
export const InboxCapped: Story = {
  args: { ...loggedIn, inboxUnread: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Inbox' })).toHaveAccessibleDescription('120 unread');
  },
};

export const NoUnread: Story = {
  args: { ...loggedIn, inboxUnread: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Inbox' })).not.toHaveAttribute('aria-describedby');
  },
};

export const BalanceHidden: Story = {
  args: { ...loggedIn, balanceHidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('****')).toBeVisible();
  },
};

export const BalanceRefreshing: Story = {
  args: { ...loggedIn, balanceLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('****')).toBeVisible();
    await expect(canvas.getByText('Refreshing')).toBeInTheDocument();
  },
};

/** Not home: back arrow and the centred route title, which keeps its room: no Free play on a phone. */
export const BackWithTitle: Story = {
  args: { lead: 'back', title: 'Promotion activity' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Promotion activity' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Free play' })).toBeNull();
    await expect(canvas.queryByRole('img', { name: 'Aurum' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const BackLoggedIn: Story = { args: { ...loggedIn, lead: 'back', title: 'Member centre' } };

/** /m/changePsw: neither logo nor back arrow. */
export const NoLead: Story = {
  args: { ...loggedIn, lead: 'none', title: 'Change password' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Change password' })).toBeVisible();
  },
};

/** A long title ends in an ellipsis on one line; nothing scrolls sideways. */
export const LongTitle: Story = {
  args: {
    ...loggedIn,
    lead: 'back',
    title: 'Weekend reload bonus for slot games with extra free spins and cashback',
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    const style = getComputedStyle(heading);
    await expect(style.textOverflow).toBe('ellipsis');
    await expect(style.whiteSpace).toBe('nowrap');
    await fontsSettled();
    await expect(heading.scrollWidth).toBeGreaterThan(heading.clientWidth);
    // Tall enough for descenders: the line box is not shorter than the font's line height.
    await expect(heading.clientHeight).toBeGreaterThanOrEqual(Number.parseFloat(style.fontSize) * 1.4);
    const bar = canvas.getByRole('banner');
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
  },
};

/** The narrowest phone with a long balance: the logo scales down, nothing overflows. */
export const Narrow360LoggedIn: Story = {
  args: { ...loggedIn, balance: { symbol: '₱', minor: 123456789900, digits: 2 }, inboxUnread: 120 },
  decorators: [phoneFrame('360px')],
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('banner');
    await fontsSettled();
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
    await expect(canvas.getByText('1,234,567,899')).toBeVisible();
  },
};

/** The narrowest phone, logged out: the brand's mark alone, so Free play, Log in and Register fit unclipped. */
export const Narrow360LoggedOut: Story = {
  decorators: [phoneFrame('360px')],
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('banner');
    await fontsSettled();
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
    await expect(canvas.getAllByRole('img', { name: 'Aurum' })).toHaveLength(1);
    await expect(canvas.getByRole('img', { name: 'Aurum' }).getBoundingClientRect().width).toBeLessThanOrEqual(32);
    await expectUnclipped(canvas, ['Free play', 'Log in', 'Register', 'Open menu']);
  },
};

/** The same in Chinese: 免费试玩, 登录 and 注册 fit at 360 px. */
export const Narrow360LoggedOutChinese: Story = {
  decorators: [phoneFrame('360px')],
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: '免费试玩' }, { timeout: 5000 });
    const bar = canvas.getByRole('banner');
    await fontsSettled();
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
    await expectUnclipped(canvas, ['免费试玩', '登录', '注册', '打开菜单']);
  },
};

/** zh-CN: waits for the language bundle, then the names are Chinese. */
export const Chinese: Story = {
  args: loggedIn,
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: '打开菜单' }, { timeout: 5000 });
    await expect(canvas.getByRole('button', { name: '充值' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  args: { lead: 'back', title: 'Promotion activity' },
  globals: { direction: 'rtl', locale: 'ur' },
};

export const Light: Story = { globals: { theme: 'light' } };

export const LightLoggedIn: Story = { args: { ...loggedIn, inboxUnread: 120 }, globals: { theme: 'light' } };

export const Verdant: Story = {
  args: { logo: <brands.verdant.Logo />, logoMark: <brands.verdant.Logo variant="mark" /> },
  globals: { brand: 'verdant' },
};

export const VerdantLoggedIn: Story = {
  args: { ...loggedIn, logo: <brands.verdant.Logo /> },
  globals: { brand: 'verdant' },
};

export const VerdantLight: Story = {
  args: { ...loggedIn, logo: <brands.verdant.Logo /> },
  globals: { brand: 'verdant', theme: 'light' },
};
