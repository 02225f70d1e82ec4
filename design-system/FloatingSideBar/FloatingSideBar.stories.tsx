import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { fontsSettled } from '../../.storybook/fonts';
import { BottomNav, defaultBottomNavItems } from '../BottomNav';
import { storyBottomNavPaths } from '../BottomNav/fixtures';
import { phoneFrame } from '../Header/frames';
import { FloatingSideBar, type FloatingSideBarProps } from './FloatingSideBar';

const TILES = Array.from({ length: 12 }, (_, i) => `tile-${i}`);

/** As the shell places it: the tab in the bottom navigation's trailing slot, over a grid of tiles. */
function InTheShell(props: FloatingSideBarProps) {
  const { t } = useTranslation('shell');
  return (
    <>
      <ul
        aria-label="Games"
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, 1fr)',
          gap: 8,
          listStyle: 'none',
          margin: 0,
          padding: '12px 12px 72px',
        }}
      >
        {TILES.map((key) => (
          <li
            key={key}
            data-testid="tile"
            style={{ aspectRatio: '1', borderRadius: 12, background: 'var(--tile-bg)' }}
          />
        ))}
      </ul>
      <BottomNav
        items={defaultBottomNavItems(t, storyBottomNavPaths)}
        activeKey="home"
        onNavigate={() => {}}
        trailing={<FloatingSideBar {...props} />}
      />
    </>
  );
}

const meta = {
  title: 'Shell/FloatingSideBar',
  component: InTheShell,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ ['--tile-bg' as string]: 'color-mix(in srgb, currentColor 14%, transparent)' }}>
        <Story />
      </div>
    ),
    phoneFrame(undefined, { fixedInside: true }),
  ],
  args: { showDownload: true, onDownload: fn(), onInvite: fn(), onSignIn: fn() },
} satisfies Meta<typeof InTheShell>;
export default meta;
type Story = StoryObj<typeof meta>;

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Collapsed (how every page starts): a small tab at the end edge of the bottom navigation, in a slot
 * of its own. It overlaps no tile, and every navigation tab keeps its full label.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await fontsSettled();
    const tab = canvas.getByRole('button', { name: 'Quick actions' });
    await expect(tab).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('group', { name: 'Quick actions' })).toBeNull();
    const box = tab.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(24);
    await expect(box.height).toBeGreaterThanOrEqual(44);
    const nav = canvas.getByRole('navigation').getBoundingClientRect();
    const frame = canvas.getByTestId('phone-frame').getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(nav.top);
    await expect(Math.round(frame.right - box.right)).toBe(0);
    for (const tile of canvas.getAllByTestId('tile')) {
      await expect(overlaps(tile.getBoundingClientRect(), box)).toBe(false);
    }
    for (const link of canvas.getAllByRole('link')) {
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(box.left);
    }
  },
};

/** A tap on the tab opens Download, Invite and Check in above it; each is a 44 px target and folds the bar away. */
export const Expanded: Story = {
  args: { defaultExpanded: true },
  play: async ({ args, canvas }) => {
    const tab = canvas.getByRole('button', { name: 'Quick actions' });
    await expect(tab).toHaveAttribute('aria-expanded', 'true');
    const group = canvas.getByRole('group', { name: 'Quick actions' });
    await fontsSettled();
    for (const name of ['Download', 'Invite', 'Check in']) {
      const box = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
    const bar = group.getBoundingClientRect();
    const nav = canvas.getByRole('navigation').getBoundingClientRect();
    const frame = canvas.getByTestId('phone-frame').getBoundingClientRect();
    await expect(bar.bottom).toBeLessThanOrEqual(nav.top);
    await expect(frame.right - bar.right).toBeGreaterThan(0);
    await expect(frame.right - bar.right).toBeLessThanOrEqual(16);
    await expect(args.onInvite).not.toHaveBeenCalled();
  },
};

/** The tab opens and closes the actions; Escape and a tap elsewhere close them; an action runs and folds them. */
export const OpensAndCloses: Story = {
  play: async ({ args, canvas }) => {
    const tab = canvas.getByRole('button', { name: 'Quick actions' });
    await userEvent.click(tab);
    await expect(tab).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('group', { name: 'Quick actions' })).toBeVisible();
    await userEvent.click(tab);
    await expect(tab).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('group', { name: 'Quick actions' })).toBeNull();

    await userEvent.click(tab);
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
    await expect(tab).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(tab);
    await userEvent.keyboard('{Escape}');
    await expect(tab).toHaveAttribute('aria-expanded', 'false');
    await expect(tab).toHaveFocus();

    await userEvent.click(tab);
    await userEvent.click(canvas.getAllByTestId('tile')[0] as HTMLElement);
    await waitFor(() => expect(tab).toHaveAttribute('aria-expanded', 'false'));

    await userEvent.click(tab);
    await userEvent.click(canvas.getByRole('button', { name: 'Invite' }));
    await expect(args.onInvite).toHaveBeenCalledOnce();
    await userEvent.click(tab);
    await userEvent.click(canvas.getByRole('button', { name: 'Check in' }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
  },
};

/** Inside the app or an installed web app: no Download. */
export const InstalledApp: Story = {
  args: { showDownload: false, defaultExpanded: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Download' })).toBeNull();
    await expect(canvas.getByRole('group', { name: 'Quick actions' }).querySelectorAll('button')).toHaveLength(2);
  },
};

export const RightToLeft: Story = {
  args: { defaultExpanded: true },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await fontsSettled();
    const tab = canvas.getByRole('button', { name: 'Quick actions' }).getBoundingClientRect();
    const bar = canvas.getByRole('group').getBoundingClientRect();
    const frame = canvas.getByTestId('phone-frame').getBoundingClientRect();
    await expect(Math.round(tab.left - frame.left)).toBe(0);
    await expect(bar.left - frame.left).toBeGreaterThan(0);
    await expect(bar.left - frame.left).toBeLessThanOrEqual(16);
  },
};

// After RightToLeft: .storybook's locale effect re-applies the language's direction (ltr) when the locale changes.
export const Chinese: Story = {
  args: { defaultExpanded: true },
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: '邀请' }, { timeout: 5000 });
    await expect(canvas.getByRole('button', { name: '快捷操作' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** A 360 px phone: the five tabs share what the tab leaves, and "Member centre" still fits in two lines. */
export const Narrow360: Story = {
  decorators: [phoneFrame('360px', { fixedInside: true })],
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation');
    await fontsSettled();
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
    for (const link of canvas.getAllByRole('link')) {
      await expect(link.scrollHeight).toBeLessThanOrEqual(link.clientHeight + 1);
    }
  },
};

export const Light: Story = { globals: { theme: 'light' } };

export const LightExpanded: Story = { args: { defaultExpanded: true }, globals: { theme: 'light' } };

export const Verdant: Story = { args: { defaultExpanded: true }, globals: { brand: 'verdant' } };
