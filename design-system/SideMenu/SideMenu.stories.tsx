import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { brands } from '../../themes';
import { settle } from '../Dialog/storyUtils';
import { bannerImageUrl, dividersFor, menuFixture } from './fixtures';
import { SideMenu, type SideMenuProps } from './SideMenu';

const onCustomerService = fn();
const onDownload = fn();
const entries = menuFixture(onCustomerService, onDownload);
const languages = [
  { code: 'en', nativeName: 'English' },
  { code: 'zh-CN', nativeName: '简体中文' },
];

const meta = {
  title: 'Shell/SideMenu',
  component: SideMenu,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    onOpenChange: fn(),
    logo: <brands.aurum.Logo />,
    loggedIn: true,
    member: { nickname: 'Lucky Lin', account: 'lin8812' },
    balance: { symbol: '₱', minor: 1234567, digits: 2 },
    onSignOut: fn(),
    entries,
    dividersAfter: dividersFor(entries.length),
    languages,
    language: 'en',
    onLanguageChange: fn(),
    colorMode: 'dark',
    onColorModeChange: fn(),
    authPaths: { login: '/m/login', register: '/m/register', forgot: '/m/forget' },
    onNavigate: fn(),
    onExternalOpen: fn(),
  },
} satisfies Meta<typeof SideMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

async function drawer() {
  const d = await screen.findByRole('dialog', { name: 'Menu' });
  await settle();
  return d;
}

/** Logged in: name, total balance, 14 entries with lines after 3, 6, 9 and 12, switches and Sign out. */
export const LoggedIn: Story = {
  play: async ({ args }) => {
    const d = within(await drawer());
    await expect(d.getByRole('img', { name: 'Aurum' })).toBeVisible();
    await expect(d.getByText('Lucky Lin')).toBeVisible();
    await expect(d.getByText('12,345')).toBeVisible();
    await expect(d.getAllByRole('separator')).toHaveLength(4);
    await expect(d.queryByRole('link', { name: 'Log in' })).toBeNull();
    const deposit = d.getByRole('link', { name: 'Deposit' });
    await expect(deposit).toHaveAttribute('href', '/m/voucherCenter');
    await userEvent.click(deposit);
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/m/voucherCenter');
    await userEvent.click(d.getByRole('link', { name: 'All promotions' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/m/activity');
    await userEvent.click(d.getByRole('button', { name: 'Customer service' }));
    await expect(onCustomerService).toHaveBeenCalled();
    const telegram = d.getByRole('link', { name: 'Telegram (opens in a new tab)' });
    await expect(telegram).toHaveAttribute('target', '_blank');
    await expect(telegram.getAttribute('rel')).toContain('noopener');
    await userEvent.click(d.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
    // Navigation does not close it by itself: the app does.
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Logged out: the generic member label, Log in, Register and Forgot password; no balance, no Sign out. */
export const LoggedOut: Story = {
  args: { loggedIn: false, member: undefined, balance: undefined },
  play: async ({ args }) => {
    const d = within(await drawer());
    await expect(d.getByText('Member')).toBeVisible();
    await expect(d.queryByRole('button', { name: 'Sign out' })).toBeNull();
    await userEvent.click(d.getByRole('link', { name: 'Log in' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/m/login');
    await userEvent.click(d.getByRole('link', { name: 'Register' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/m/register');
    await userEvent.click(d.getByRole('link', { name: 'Forgot password' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/m/forget');
  },
};

/** No nickname: the account name shows. */
export const AccountName: Story = {
  args: { member: { nickname: '', account: 'lin8812' } },
  play: async () => {
    await expect(within(await drawer()).getByText('lin8812')).toBeVisible();
  },
};

/** The player hid balances: the total is masked here too, and the name still shows. */
export const BalanceHidden: Story = {
  args: { balanceHidden: true },
  play: async () => {
    const d = within(await drawer());
    await expect(d.getByText('****')).toBeVisible();
    await expect(d.queryByText('12,345')).toBeNull();
    await expect(d.getByText('Lucky Lin')).toBeVisible();
  },
};

/**
 * A nickname at its 30-character limit with a large balance: the name ends in an ellipsis on one
 * line, the whole balance shows, and nothing in the drawer overflows sideways.
 */
export const LongNickname: Story = {
  args: {
    member: { nickname: 'The Luckiest Dragon of Macau88', account: 'mec8e6a69c' },
    balance: { symbol: '¥', minor: 12345678900, digits: 2 },
  },
  play: async () => {
    const dialog = await drawer();
    const d = within(dialog);
    const name = d.getByText('The Luckiest Dragon of Macau88');
    const style = getComputedStyle(name);
    await expect(name).toBeVisible();
    await expect(style.textOverflow).toBe('ellipsis');
    await expect(style.whiteSpace).toBe('nowrap');
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expect(d.getByText('123,456,789')).toBeVisible();
    await expect(d.queryByText('mec8e6a69c')).toBeNull();
    const card = name.closest('div')?.parentElement;
    await expect(card).toBeTruthy();
    await expect(card!.scrollWidth).toBeLessThanOrEqual(card!.clientWidth);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

/** Three entries: no divider lines. */
export const FewEntries: Story = {
  args: { entries: entries.slice(0, 3), dividersAfter: dividersFor(3) },
  play: async () => {
    const d = within(await drawer());
    await expect(d.getAllByRole('link')).toHaveLength(3);
    await expect(d.queryAllByRole('separator')).toHaveLength(0);
  },
};

/** Seven entries: the count exceeds 3 and 6, so lines after the third and the sixth. */
export const SevenEntries: Story = {
  args: { entries: entries.slice(0, 7), dividersAfter: dividersFor(7) },
  play: async () => {
    await expect(within(await drawer()).getAllByRole('separator')).toHaveLength(2);
  },
};

/** The reward centre's entry carries the number of rewards to claim (99+ above 99), told in words too. */
export const RewardBadge: Story = {
  args: {
    entries: entries.map((e) =>
      e.id === 'rewardCenter' ? { ...e, badge: { count: 120, label: '120 rewards to claim' } } : e,
    ),
  },
  play: async () => {
    const d = within(await drawer());
    const link = d.getByRole('link', { name: /Reward center/ });
    await expect(link).toHaveAccessibleName('Reward center 120 rewards to claim');
    await expect(within(link).getByText('99+')).toBeVisible();
  },
};

/** The m_leftmenu banner. */
export const WithBanner: Story = {
  args: { banner: { imageUrl: bannerImageUrl, title: 'Weekend reload bonus', onClick: fn() } },
  play: async ({ args }) => {
    const d = within(await drawer());
    await userEvent.click(d.getByRole('button', { name: 'Weekend reload bonus' }));
    await expect(args.banner?.onClick).toHaveBeenCalledOnce();
  },
};

/** Languages are radios named in their own language; picking one reports its code. */
export const LanguageSwitch: Story = {
  play: async ({ args }) => {
    const d = within(await drawer());
    const group = d.getByRole('group', { name: 'Language' });
    await expect(within(group).getByRole('radio', { name: 'English' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: '简体中文' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('zh-CN');
  },
};

export const ColorModeSwitch: Story = {
  play: async ({ args }) => {
    const d = within(await drawer());
    await expect(d.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await userEvent.click(d.getByRole('radio', { name: 'Light' }));
    await expect(args.onColorModeChange).toHaveBeenCalledWith('light');
  },
};

function Stateful(args: SideMenuProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open menu
      </button>
      <SideMenu
        {...args}
        open={open}
        onOpenChange={(o) => {
          args.onOpenChange(o);
          setOpen(o);
        }}
        onNavigate={(to) => {
          args.onNavigate(to);
          setOpen(false);
        }}
      />
    </>
  );
}

/** As the app wires it: the close button, Escape and navigating all close the drawer. */
export const OpensAndCloses: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ args }) => {
    const gone = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(within(await drawer()).getByRole('button', { name: 'Close' }));
    await gone();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await drawer();
    await userEvent.keyboard('{Escape}');
    await gone();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(within(await drawer()).getByRole('link', { name: 'Withdraw' }));
    await gone();
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/m/withdraw');
  },
};

export const Chinese: Story = {
  args: { language: 'zh-CN' },
  globals: { locale: 'zh-CN' },
  play: async () => {
    const d = await screen.findByRole('dialog', { name: '菜单' }, { timeout: 5000 });
    await settle();
    await expect(within(d).getByRole('radio', { name: '简体中文' })).toBeChecked();
    await expect(within(d).getByRole('button', { name: '退出登录' })).toBeVisible();
  },
};

/** The nine languages of the player site, each named in its own script (issue 25). */
const allLanguages = [
  ...languages,
  { code: 'zh-TW', nativeName: '繁體中文' },
  { code: 'th', nativeName: 'ไทย' },
  { code: 'vi', nativeName: 'Tiếng Việt' },
  { code: 'id', nativeName: 'Bahasa Indonesia' },
  { code: 'pt-BR', nativeName: 'Português (Brasil)' },
  { code: 'hi', nativeName: 'हिन्दी' },
  { code: 'ur', nativeName: 'اردو' },
];

/** Urdu, right to left: the drawer comes in from the left; every language names itself in its own script. */
export const Urdu: Story = {
  args: { language: 'ur', languages: allLanguages },
  globals: { locale: 'ur', direction: 'rtl' },
  play: async () => {
    const d = await screen.findByRole('dialog', { name: 'مینو' }, { timeout: 5000 });
    await settle();
    await expect(within(d).getByRole('radio', { name: 'اردو' })).toBeChecked();
    await expect(within(d).getAllByRole('radio', { name: /./ }).length).toBeGreaterThanOrEqual(9);
    // It rests at the left edge of the column (its scrim, the element before it, spans the column).
    const column = (d.previousElementSibling as HTMLElement).getBoundingClientRect();
    await waitFor(() => expect(Math.round(d.getBoundingClientRect().left)).toBe(Math.round(column.left)), {
      timeout: 3000,
    });
  },
};

export const Light: Story = { args: { colorMode: 'light' }, globals: { theme: 'light' } };

export const LightLoggedOut: Story = {
  args: { colorMode: 'light', loggedIn: false, member: undefined, balance: undefined },
  globals: { theme: 'light' },
};

export const Verdant: Story = { args: { logo: <brands.verdant.Logo /> }, globals: { brand: 'verdant' } };
