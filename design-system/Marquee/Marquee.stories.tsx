import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fontsSettled } from '../../.storybook/fonts';
import { Marquee } from './Marquee';

const announcements = [
  { id: 'a1', text: 'Weekend reload: 50% bonus on every deposit until Sunday midnight.' },
  { id: 'a2', text: 'Scheduled maintenance on Tuesday 02:00–04:00; live games will be unavailable.' },
  { id: 'a3', text: 'New slots from three providers are now in the game lobby.' },
];

const meta = {
  title: 'Display/Marquee',
  component: Marquee,
  args: { items: announcements, onSelect: fn(), emptyText: 'No announcements yet' },
} satisfies Meta<typeof Marquee>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The strip's height with announcements (its touch height): the loading and empty strips keep it. */
const height = { withItems: 44 };

const trackAnimation = (root: HTMLElement) => root.querySelector('ul')!.parentElement!.getAnimations().at(0);

/** Scrolling: an accessible list of buttons (the scrolling twin is hidden from assistive tech). */
export const Scrolling: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Announcements' });
    await expect(within(region).getAllByRole('button')).toHaveLength(3);
    await expect(within(region).getByRole('list')).toBeVisible();
    await expect(trackAnimation(region)?.playState).toBe('running');
  },
};

/** Tapping an announcement reports its index (the page opens /m/notice with it). */
export const TapSelects: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Scheduled maintenance/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(1);
  },
};

export const PausesOnHover: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Announcements' });
    await userEvent.hover(region);
    await waitFor(() => expect(trackAnimation(region)?.playState).toBe('paused'));
    await userEvent.unhover(region);
    await waitFor(() => expect(trackAnimation(region)?.playState).toBe('running'));
  },
};

/** A keyboard user tabbing in gets the static strip, so the focused button is always on screen. */
export const KeyboardFocus: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: /Weekend reload/ });
    await expect(first).toHaveFocus();
    const region = canvas.getByRole('region', { name: 'Announcements' });
    await waitFor(() => expect(trackAnimation(region)).toBeUndefined());
    await fontsSettled();
    const rect = first.getBoundingClientRect();
    const strip = region.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(strip.left);
    await expect(rect.right).toBeLessThanOrEqual(strip.right);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(0);
  },
};

/** Static (as under reduced motion): no scrolling, items truncated with an ellipsis, still tappable. */
export const Static: Story = {
  args: { animate: false },
  play: async ({ canvas, args }) => {
    const region = canvas.getByRole('region', { name: 'Announcements' });
    await expect(trackAnimation(region)).toBeUndefined();
    const buttons = within(region).getAllByRole('button');
    await fontsSettled();
    await expect(buttons[0]!.scrollWidth).toBeGreaterThan(buttons[0]!.clientWidth);
    await userEvent.click(buttons[2]!);
    await expect(args.onSelect).toHaveBeenCalledWith(2);
  },
};

export const SingleShort: Story = {
  args: { items: [{ id: 's', text: 'Welcome!' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
  },
};

/** No announcements: the no-announcement text, no buttons. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No announcements yet')).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/**
 * Before the first answer: a placeholder line announced as loading (aria-busy), never the
 * no-announcement text, and nothing to tap. The strip keeps the height it has with items.
 */
export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Announcements' });
    const status = within(region).getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Loading announcements');
    await expect(canvas.queryByText('No announcements yet')).toBeNull();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await fontsSettled();
    await expect(region.getBoundingClientRect().height).toBe(height.withItems);
  },
};

/** Items that arrive while `loading` stays set (a refetch) show at once: the skeleton is for the first answer only. */
export const LoadingWithItems: Story = {
  args: { loading: true, animate: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getAllByRole('button')).toHaveLength(3);
  },
};

/** The answer failed: says so (not "No announcements yet") and offers a retry. */
export const Failed: Story = {
  args: { items: [], errorText: 'Announcements could not load', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Announcements could not load')).toBeVisible();
    await expect(canvas.queryByText('No announcements yet')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Light: Story = {
  args: { animate: false },
  globals: { theme: 'light' },
};

export const LightEmpty: Story = {
  args: { items: [] },
  globals: { theme: 'light' },
};

/** In RTL the text scrolls the other way. */
export const RightToLeft: Story = {
  args: {
    items: [
      { id: 'r1', text: 'مكافأة نهاية الأسبوع: ٥٠٪ على كل إيداع' },
      { id: 'r2', text: 'صيانة مجدولة يوم الثلاثاء' },
    ],
  },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Announcements' });
    const animation = trackAnimation(region);
    await expect(animation?.playState).toBe('running');
    const keyframes = (animation!.effect as KeyframeEffect).getKeyframes();
    await expect(String(keyframes.at(-1)?.transform)).not.toContain('-');
  },
};

export const Chinese: Story = {
  args: {
    items: [
      { id: 'c1', text: '周末充值优惠：每笔存款加赠 50%，截至周日午夜。' },
      { id: 'c2', text: '周二 02:00–04:00 系统维护，真人游戏暂停。' },
    ],
    emptyText: '暂无公告',
  },
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('region', { name: '公告' })).toBeVisible(), { timeout: 5000 });
  },
};
