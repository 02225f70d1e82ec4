import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, within } from 'storybook/test';
import { fontsSettled } from '../../.storybook/fonts';
import { phoneFrame } from '../Header/frames';
import { BottomNav, type BottomNavProps, defaultBottomNavItems } from './BottomNav';
import { storyBottomNavPaths } from './fixtures';

/** The app's usage: the default five tabs, translated, with the member-centre unread count. */
function DefaultNav({ memberUnread, ...props }: Omit<BottomNavProps, 'items'> & { memberUnread?: number }) {
  const { t } = useTranslation('shell');
  return <BottomNav {...props} items={defaultBottomNavItems(t, storyBottomNavPaths, { memberUnread })} />;
}

const meta = {
  title: 'Shell/BottomNav',
  component: DefaultNav,
  parameters: { layout: 'fullscreen' },
  decorators: [phoneFrame(undefined, { fixedInside: true })],
  args: { activeKey: 'home', onNavigate: fn() },
} satisfies Meta<typeof DefaultNav>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Home is current; tapping a tab hands its route to the app (no page load). */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual(['Home', 'Deposit', 'Share', 'Promotion', 'Member centre']);
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Promotion' })).not.toHaveAttribute('aria-current');
    const promo = canvas.getByRole('link', { name: 'Promotion' });
    await expect(promo).toHaveAttribute('href', '/m/activity');
    await userEvent.click(promo);
    await expect(args.onNavigate).toHaveBeenCalledWith('/m/activity');
    await userEvent.click(canvas.getByRole('link', { name: 'Share' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/m/inviteFriends');
    await fontsSettled();
    const box = nav.getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(56);
    const frame = canvas.getByTestId('phone-frame').getBoundingClientRect();
    await expect(Math.round(box.bottom)).toBe(Math.round(Math.min(frame.bottom, window.innerHeight)));
    for (const link of links) await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const MemberCentreActive: Story = {
  args: { activeKey: 'member' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Member centre' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Unread messages show on Member centre; the link reads "Member centre 5 unread". */
export const MemberBadge: Story = {
  args: { memberUnread: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Member centre 5 unread' })).toBeVisible();
  },
};

/** 120 unread is capped at "99+" on screen. */
export const MemberBadgeCapped: Story = {
  args: { memberUnread: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Member centre 120 unread' })).toBeVisible();
  },
};

/** The narrowest phone: "Member centre" wraps to two lines inside its tab, nothing spills. */
export const Narrow360: Story = {
  args: { memberUnread: 120 },
  decorators: [phoneFrame('360px', { fixedInside: true })],
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation');
    await fontsSettled();
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
    for (const link of within(nav).getAllByRole('link')) {
      await expect(link.scrollHeight).toBeLessThanOrEqual(link.clientHeight + 1);
    }
  },
};

export const Chinese: Story = {
  args: { memberUnread: 8 },
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '首页' }, { timeout: 5000 })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('navigation', { name: '主导航' })).toBeVisible();
  },
};

export const RightToLeft: Story = { args: { memberUnread: 8 }, globals: { direction: 'rtl', locale: 'ur' } };

export const Light: Story = { args: { memberUnread: 8 }, globals: { theme: 'light' } };

export const Verdant: Story = { args: { memberUnread: 8, activeKey: 'promotion' }, globals: { brand: 'verdant' } };
