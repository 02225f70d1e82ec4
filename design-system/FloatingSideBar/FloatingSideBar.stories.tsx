import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { fontsSettled } from '../../.storybook/fonts';
import { BottomNav, defaultBottomNavItems } from '../BottomNav';
import { storyBottomNavPaths } from '../BottomNav/fixtures';
import { phoneFrame } from '../Header/frames';
import { FloatingSideBar, type FloatingSideBarProps } from './FloatingSideBar';

/** With the bottom nav under it, as on home. */
function WithNav(props: FloatingSideBarProps) {
  const { t } = useTranslation('shell');
  return (
    <>
      <FloatingSideBar {...props} />
      {props.aboveBottomNav === false ? null : (
        <BottomNav items={defaultBottomNavItems(t, storyBottomNavPaths)} activeKey="home" onNavigate={() => {}} />
      )}
    </>
  );
}

const meta = {
  title: 'Shell/FloatingSideBar',
  component: WithNav,
  parameters: { layout: 'fullscreen' },
  decorators: [phoneFrame(undefined, { fixedInside: true })],
  args: { showDownload: true, onDownload: fn(), onInvite: fn(), onSignIn: fn() },
} satisfies Meta<typeof WithNav>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In a browser tab: Download, Invite and Check in (the daily check-in, never read as logging in), each a 44 px target, above the bottom nav at the end edge. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Quick actions' });
    await fontsSettled();
    for (const name of ['Download', 'Invite', 'Check in']) {
      const button = canvas.getByRole('button', { name });
      const box = button.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Invite' }));
    await expect(args.onInvite).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Check in' }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
    const bar = group.getBoundingClientRect();
    const nav = canvas.getByRole('navigation').getBoundingClientRect();
    const frame = canvas.getByTestId('phone-frame').getBoundingClientRect();
    await expect(bar.bottom).toBeLessThanOrEqual(nav.top);
    await expect(frame.right - bar.right).toBeGreaterThan(0);
    await expect(frame.right - bar.right).toBeLessThanOrEqual(16);
  },
};

/** Inside the app or an installed web app: no Download. */
export const InstalledApp: Story = {
  args: { showDownload: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Download' })).toBeNull();
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
  },
};

/** On a page without the bottom nav it sits just above the safe area. */
export const WithoutBottomNav: Story = { args: { aboveBottomNav: false } };

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await fontsSettled();
    const bar = canvas.getByRole('group').getBoundingClientRect();
    const frame = canvas.getByTestId('phone-frame').getBoundingClientRect();
    await expect(bar.left - frame.left).toBeGreaterThan(0);
    await expect(bar.left - frame.left).toBeLessThanOrEqual(16);
  },
};

// After RightToLeft: .storybook's locale effect re-applies the language's direction (ltr) when the locale changes.
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: '邀请' }, { timeout: 5000 });
  },
};

export const Light: Story = { globals: { theme: 'light' } };

export const Verdant: Story = { globals: { brand: 'verdant' } };
