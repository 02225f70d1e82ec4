import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fontsSettled } from '../../.storybook/fonts';
import { vars } from '../../themes/contract.css';
import { ErrorState } from '../ErrorState';
import { biggestWinners, jackpotWinners } from './fixtures';
import { WinnerBoard } from './WinnerBoard';

const meta = {
  title: 'Display/WinnerBoard',
  component: WinnerBoard,
  args: { biggest: biggestWinners, jackpot: jackpotWinners, onSelect: fn() },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.md, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WinnerBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const reducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;

/** The list's box inside the open tab: the ticker's window, or the still list's scroller. */
const scrollerOf = (panel: HTMLElement) => panel.firstElementChild as HTMLElement;
/** The loop animation of the open list (on the track that holds the two copies), if any. */
const tickerAnimation = (panel: HTMLElement) =>
  panel
    .querySelector('ul')
    ?.parentElement?.getAnimations()
    .find((a) => a instanceof CSSAnimation);
/** Every CSS animation in the open list besides an icon's own loading shimmer (a lazy icon out of view). */
const listAnimations = (panel: HTMLElement) =>
  panel
    .getAnimations({ subtree: true })
    .filter((a) => a instanceof CSSAnimation)
    .filter((a) => !((a.effect as KeyframeEffect | null)?.target as Element | null)?.closest('[data-status]'));

/** The scripted clicks leave focus on a tab; drop it, so the screenshot shows no keyboard focus ring. */
const dropFocus = () => (document.activeElement as HTMLElement | null)?.blur();

/** Waits until every icon in view has loaded or fallen back, so nothing shimmers in a screenshot. */
async function iconsSettled(panel: HTMLElement) {
  await fontsSettled();
  await waitFor(
    () => {
      const box = scrollerOf(panel).getBoundingClientRect();
      const inView = [...panel.querySelectorAll<HTMLElement>('ul:first-of-type [data-status]')].filter((icon) => {
        const r = icon.getBoundingClientRect();
        return r.bottom > box.top && r.top < box.bottom;
      });
      expect(inView.length).toBeGreaterThan(0);
      for (const icon of inView) expect(['loaded', 'fallback']).toContain(icon.dataset.status);
    },
    { timeout: 5000 },
  );
}

/**
 * Many winners: the open list ticks upwards by itself, as an accessible list of buttons (the loop's
 * second copy is hidden from assistive tech). Under reduced motion it stands still and scrolls by hand.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Winners' });
    await expect(within(region).getByRole('tab', { name: 'Biggest wins' })).toHaveAttribute('aria-selected', 'true');
    const panel = within(region).getByRole('tabpanel', { name: 'Biggest wins' });
    await expect(within(panel).getAllByRole('button')).toHaveLength(10);
    await iconsSettled(panel);
    if (reducedMotion()) {
      await expect(tickerAnimation(panel)).toBeUndefined();
      await expect(panel.querySelectorAll('ul')).toHaveLength(1);
      await fontsSettled();
      await expect(scrollerOf(panel).scrollHeight).toBeGreaterThan(scrollerOf(panel).clientHeight);
    } else {
      await expect(tickerAnimation(panel)?.playState).toBe('running');
      await expect(panel.querySelectorAll('ul')).toHaveLength(2);
    }
    for (const button of within(panel).getAllByRole('button')) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** Switching to "Jackpot games" shows that list, ticking too (six entries). */
export const JackpotTab: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Jackpot games' }));
    const panel = canvas.getByRole('tabpanel', { name: 'Jackpot games' });
    await expect(within(panel).getAllByRole('button')).toHaveLength(6);
    await expect(within(panel).getByRole('button', { name: /Mega Fortune Wheel/ })).toHaveTextContent('2,500,000.00');
    await iconsSettled(panel);
    await expect(tickerAnimation(panel)?.playState).toBe(reducedMotion() ? undefined : 'running');
    dropFocus();
  },
};

/**
 * Three entries fit: no ticking at all (no animation, no second copy), every row in view. A broken icon
 * shows the default game image; amounts have two decimals in tabular figures.
 */
export const FewEntries: Story = {
  args: {
    biggest: [biggestWinners[0]!, biggestWinners[6]!, biggestWinners[2]!],
    jackpot: jackpotWinners.slice(0, 2),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Jackpot games' }));
    const jackpot = canvas.getByRole('tabpanel', { name: 'Jackpot games' });
    await expect(within(jackpot).getAllByRole('button')).toHaveLength(2);
    await expect(tickerAnimation(jackpot)).toBeUndefined();

    await userEvent.click(canvas.getByRole('tab', { name: 'Biggest wins' }));
    dropFocus();
    const panel = canvas.getByRole('tabpanel', { name: 'Biggest wins' });
    const entries = within(panel).getAllByRole('button');
    await expect(entries).toHaveLength(3);
    await iconsSettled(panel);
    await expect(tickerAnimation(panel)).toBeUndefined();
    await expect(listAnimations(panel)).toHaveLength(0);
    await expect(panel.querySelectorAll('ul')).toHaveLength(1);
    const scroller = scrollerOf(panel);
    await fontsSettled();
    await expect(scroller.scrollHeight).toBeLessThanOrEqual(scroller.clientHeight);

    await expect(entries[1]!.querySelector('[data-status]')).toHaveAttribute('data-status', 'fallback');
    await expect(entries[0]).toHaveTextContent('pl***1');
    const amount = within(entries[0]!).getByText('1,288,800.00');
    await expect(amount).toBeVisible();
    await expect(getComputedStyle(amount).fontVariantNumeric).toContain('tabular-nums');
  },
};

/** Tapping an entry reports that winner (the page launches the game), even while the list ticks. */
export const TapSelects: Story = {
  tags: ['skip-visual'],
  play: async ({ canvas, args }) => {
    const panel = canvas.getByRole('tabpanel', { name: 'Biggest wins' });
    await userEvent.click(within(panel).getByRole('button', { name: /Royal Baccarat/ }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith(biggestWinners[3]);
  },
};

/** Fourteen biggest wins arrive; the board shows the first ten only. */
export const BiggestCapsAtTen: Story = {
  tags: ['skip-visual'],
  args: { biggest: biggestWinners },
  play: async ({ canvas, args }) => {
    await expect(args.biggest).toHaveLength(14);
    const panel = canvas.getByRole('tabpanel', { name: 'Biggest wins' });
    const list = within(panel).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent('da***e');
    await expect(within(panel).queryByText('ch***i')).toBeNull();
  },
};

/** The ticker stops while the pointer is over it and runs again when it leaves. */
export const PausesOnHover: Story = {
  tags: ['skip-visual'],
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('tabpanel', { name: 'Biggest wins' });
    if (reducedMotion()) {
      await expect(tickerAnimation(panel)).toBeUndefined();
      return;
    }
    await userEvent.hover(scrollerOf(panel));
    await waitFor(() => expect(tickerAnimation(panel)?.playState).toBe('paused'));
    await userEvent.unhover(scrollerOf(panel));
    await waitFor(() => expect(tickerAnimation(panel)?.playState).toBe('running'));
  },
};

/**
 * A keyboard user tabbing in gets a still list that scrolls to the focused entry, so it is always on
 * screen; Enter launches it.
 */
export const KeyboardFocus: Story = {
  play: async ({ canvas, args }) => {
    const panel = canvas.getByRole('tabpanel', { name: 'Biggest wins' });
    await userEvent.tab(); // the tab bar
    await userEvent.tab(); // the panel
    await userEvent.tab(); // the first entry
    const entries = within(panel).getAllByRole('button');
    await expect(entries[0]).toHaveFocus();
    await waitFor(() => expect(tickerAnimation(panel)).toBeUndefined());
    for (let i = 1; i <= 5; i++) await userEvent.tab();
    const sixth = entries[5]!;
    await expect(sixth).toHaveFocus();
    await fontsSettled();
    const box = scrollerOf(panel).getBoundingClientRect();
    await waitFor(() => {
      const r = sixth.getBoundingClientRect();
      expect(r.top).toBeGreaterThanOrEqual(box.top - 1);
      expect(r.bottom).toBeLessThanOrEqual(box.bottom + 1);
    });
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(biggestWinners[5]);
  },
};

/** No winners yet: a short text in place of each list, not a blank box. */
export const Empty: Story = {
  args: { biggest: [], jackpot: [] },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('tabpanel', { name: 'Biggest wins' });
    await expect(within(panel).getByText('No wins to show yet')).toBeVisible();
    await expect(within(panel).queryAllByRole('button')).toHaveLength(0);
    await userEvent.click(canvas.getByRole('tab', { name: 'Jackpot games' }));
    const jackpot = canvas.getByRole('tabpanel', { name: 'Jackpot games' });
    await expect(within(jackpot).getByText('No wins to show yet')).toBeVisible();
    dropFocus();
  },
};

/** A custom empty text from the page. */
export const EmptyCustomText: Story = {
  args: { biggest: [], emptyText: 'The first big win of the week is still out there' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The first big win of the week is still out there')).toBeVisible();
  },
};

/** Loading: skeleton rows in the shape of entries, announced once as "Loading"; the tabs already work. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('tabpanel', { name: 'Biggest wins' });
    const status = within(panel).getByRole('status');
    await expect(status).toHaveTextContent('Loading');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(within(panel).queryAllByRole('button')).toHaveLength(0);
    await expect(within(panel).queryByRole('list')).toBeNull();
    await expect(within(panel).queryByText('No wins to show yet')).toBeNull();
    await expect(canvas.getAllByRole('tab')).toHaveLength(2);
  },
};

/** The winners failed to load: the page's error state with its retry, never "No wins to show yet". */
export const Failed: Story = {
  args: { biggest: [], jackpot: [], error: <ErrorState compact onRetry={fn()} /> },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('tabpanel', { name: 'Biggest wins' });
    await expect(within(panel).getByText('Loading failed')).toBeVisible();
    await expect(within(panel).queryByText('No wins to show yet')).toBeNull();
    await expect(within(panel).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/**
 * The player asked for reduced motion (the media query answers "reduce" here): the list stands
 * still, shows three and a half rows, and scrolls by hand to the rest.
 */
export const ReducedMotion: Story = {
  tags: ['skip-visual'],
  beforeEach: () => {
    const real = window.matchMedia;
    window.matchMedia = (query: string) =>
      query === REDUCED_MOTION
        ? ({
            matches: true,
            media: query,
            onchange: null,
            addEventListener: () => {},
            removeEventListener: () => {},
            addListener: () => {},
            removeListener: () => {},
            dispatchEvent: () => false,
          } as MediaQueryList)
        : real.call(window, query);
    return () => {
      window.matchMedia = real;
    };
  },
  play: async ({ canvas, args }) => {
    const panel = canvas.getByRole('tabpanel', { name: 'Biggest wins' });
    await iconsSettled(panel);
    await expect(tickerAnimation(panel)).toBeUndefined();
    await expect(listAnimations(panel)).toHaveLength(0);
    await expect(panel.querySelectorAll('ul')).toHaveLength(1);
    const scroller = scrollerOf(panel);
    await fontsSettled();
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
    const last = within(panel).getAllByRole('button').at(-1)!;
    last.scrollIntoView({ block: 'nearest' });
    await userEvent.click(last);
    await expect(args.onSelect).toHaveBeenCalledWith(biggestWinners[9]);
  },
};

/** Chinese labels and the long-name case: a game name too long for the row ends with an ellipsis. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { defaultTab: 'jackpot' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('tab', { name: '奖池游戏' })).toBeVisible(), { timeout: 5000 });
    await expect(canvas.getByRole('region', { name: '赢家榜' })).toBeVisible();
    const panel = canvas.getByRole('tabpanel', { name: '奖池游戏' });
    const longName = within(within(panel).getByRole('list')).getByText('Mega Fortune Wheel of the Seven Seas');
    await fontsSettled();
    await expect(longName.scrollWidth).toBeGreaterThan(longName.clientWidth);
    await iconsSettled(panel);
  },
};
