import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { resetToasts, Toaster } from '../../../design-system/Toast';
import { ApiError, errorKey } from '../../../src/api/errors';
import { i18next } from '../../../src/i18n';
import { STRICT_PACING } from '../../../src/rules/pacing';
import { vars } from '../../../themes/contract.css';
import {
  bigWin,
  fakeStudio,
  freeSpinWin,
  goodWin,
  lineWin,
  luckySevens,
  megaWin,
  noWin,
  scatterWin,
  severalLines,
  smallWin,
  studioState,
} from '../fixtures';
import { SlotWindow } from './SlotWindow';

const back = fn();
const errorMessage = (err: unknown) =>
  i18next.t(errorKey(err instanceof ApiError ? err.code : 'unknown'), { ns: 'common' });

const meta = {
  title: 'Game client/Slot window',
  component: SlotWindow,
  parameters: { layout: 'fullscreen' },
  // The window fills the app's column, as it does on a phone.
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: vars.size.column, marginInline: 'auto' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    initial: studioState(),
    api: fakeStudio({ balance: 888_800, outcomes: [noWin] }),
    onBack: back,
    errorMessage,
  },
  argTypes: { api: { control: false }, initial: { control: false } },
  beforeEach: ({ args }) => {
    resetToasts();
    back.mockClear();
    (args.api as Partial<ReturnType<typeof fakeStudio>>).reset?.();
  },
  render: (args) => (
    <>
      <SlotWindow {...args} />
      <Toaster />
    </>
  ),
} satisfies Meta<typeof SlotWindow>;
export default meta;
type Story = StoryObj<typeof meta>;

const balanceOf = (canvas: ReturnType<typeof within>) => canvas.getByTestId('play-balance');
/** The toast the window raised: an error (role alert) or a notice (role status). */
const toastOf = async (role: 'alert' | 'status') => {
  const region = await within(document.body).findByRole('region', { name: 'Notifications' });
  return within(region).findByRole(role, {}, { timeout: 5000 });
};
/** The win display's announcement (the meters are status outputs too). */
const winStatus = async (canvas: ReturnType<typeof within>) => {
  await waitFor(
    () => expect(canvas.getAllByRole('status').filter((el: HTMLElement) => el.tagName === 'DIV')).toHaveLength(1),
    {
      timeout: 5000,
    },
  );
  return canvas.getAllByRole('status').filter((el: HTMLElement) => el.tagName === 'DIV')[0] as HTMLElement;
};

/** The win display's counting figure has come to rest on exactly this amount. */
const countsTo = async (canvas: ReturnType<typeof within>, text: string) => {
  const amount = await canvas.findByTestId('win-amount', {}, { timeout: 5000 });
  await waitFor(() => expect(amount).toHaveAttribute('data-done', 'true'), { timeout: 8000 });
  await expect(amount).toHaveTextContent(new RegExp(`^${text.replace(/[.$]/g, '\\$&')}$`));
};
/** The paylines drawn across the reels, and the symbols lifted and dimmed. */
const drawnLines = (el: HTMLElement) =>
  [...el.querySelectorAll('[data-testid="win-lines"] [data-line]')].map((g) => Number(g.getAttribute('data-line')));
const lifted = (el: HTMLElement) => el.querySelectorAll('[data-win]').length;
const dimmed = (el: HTMLElement) => el.querySelectorAll('[data-dim]').length;
const celebration = (canvas: ReturnType<typeof within>) => canvas.queryByTestId('celebration');
/** Spins once and waits until the reels have stopped. */
const spinOnce = async (canvas: ReturnType<typeof within>, user: { click: (el: Element) => Promise<void> }) => {
  await user.click(canvas.getByRole('button', { name: /^(Spin|Free spin)$/ }));
  await waitFor(
    () => expect(canvas.getByRole('button', { name: /^(Spin|Free spin)$/ })).not.toHaveAttribute('aria-busy'),
    {
      timeout: 5000,
    },
  );
};
/** The window at 360 px, the narrowest phone it is made for (the column is 480). */
const narrow: Decorator = (Story) => (
  <div style={{ maxInlineSize: `calc(${vars.size.column} * 0.75)`, marginInline: 'auto' }}>
    <Story />
  </div>
);

/** A fresh session: the balance, the smallest stake, the default reels and "Good luck!". */
export const Idle: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lucky Sevens' })).toBeVisible();
    await expect(balanceOf(canvas)).toHaveTextContent('¥8,888.00');
    await expect(canvas.getByTestId('play-win')).toHaveTextContent('¥0.00');
    await expect(canvas.getByTestId('play-stake')).toHaveTextContent('¥0.10');
    await expect(canvas.getByRole('button', { name: 'Lower the stake' })).toBeDisabled();
    await expect(canvas.getByRole('img', { name: /^Reels, row by row: Emblem 1, Q, 10, K, J;/ })).toBeVisible();
    await expect(canvas.getByText('Good luck!')).toBeVisible();
    await expect(canvas.getByText('RTP 95.50% · 10 lines')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Raise the stake' }));
    await expect(canvas.getByTestId('play-stake')).toHaveTextContent('¥0.20');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the lobby' }));
    await expect(back).toHaveBeenCalledTimes(1);
  },
};

/** A spin under way: the stake has left the balance, the reels turn, nothing else can change. */
export const Spinning: Story = {
  args: { api: fakeStudio({ balance: 888_800, hang: true }) },
  play: async ({ canvas, userEvent }) => {
    const spin = canvas.getByRole('button', { name: 'Spin' });
    await userEvent.click(spin);
    await expect(spin).toHaveAttribute('aria-busy', 'true');
    await expect(spin).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('img', { name: 'The reels are spinning' })).toBeVisible();
    await expect(balanceOf(canvas)).toHaveTextContent('¥8,887.90');
    await expect(canvas.getByRole('button', { name: 'Raise the stake' })).toBeDisabled();
  },
};

/** A losing spin: no line, nothing lifted or dimmed, no celebration. */
export const NoWin: Story = {
  args: { api: fakeStudio({ balance: 888_800, outcomes: [noWin] }) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await spinOnce(canvas, userEvent);
    await expect(await canvas.findByText('No win this time')).toBeVisible();
    await expect(drawnLines(canvasElement)).toEqual([]);
    await expect(lifted(canvasElement) + dimmed(canvasElement)).toBe(0);
    await expect(celebration(canvas)).toBeNull();
    await expect(balanceOf(canvas)).toHaveTextContent('¥8,887.90');
  },
};

/** Less than the stake back (0.4×): the line and its symbols show, the amount counts, nothing celebrates. */
export const SmallWin: Story = {
  args: { api: fakeStudio({ balance: 888_800, outcomes: [smallWin] }) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await spinOnce(canvas, userEvent);
    await countsTo(canvas, '¥0.04');
    await expect(drawnLines(canvasElement)).toEqual([1]);
    await expect(lifted(canvasElement)).toBe(3);
    await expect(celebration(canvas)).toBeNull();
    await expect(balanceOf(canvas)).toHaveTextContent('¥8,887.94');
  },
};

/** Exactly the stake back (1×): still no celebration, only the amount and the line. */
export const ReturnEqualsStake: Story = {
  args: { api: fakeStudio({ balance: 888_800, outcomes: [lineWin] }) },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await spinOnce(canvas, userEvent);
    const status = await winStatus(canvas);
    await countsTo(canvas, '¥0.10');
    await expect(status).toHaveTextContent('You won ¥0.10');
    await expect(status).toHaveTextContent('Line 1: 3 × A');
    await expect(celebration(canvas)).toBeNull();
    await expect(drawnLines(canvasElement)).toEqual([0]);
    await expect(canvas.getByTestId('play-win')).toHaveTextContent('¥0.10');
    await expect(balanceOf(canvas)).toHaveTextContent('¥8,888.00');
    await expect(canvas.getByRole('img', { name: /^Reels, row by row: K, Q, 10, K, J; A, A, A,/ })).toBeVisible();
    await expect((args.api as ReturnType<typeof fakeStudio>).calls).toEqual([10]);
  },
};

/** 3× the stake: the line lifts four aces, coins burst over the reels, then clear by themselves. */
export const Win: Story = {
  args: { api: fakeStudio({ balance: 888_800, outcomes: [goodWin] }) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await spinOnce(canvas, userEvent);
    await expect(await canvas.findByTestId('celebration')).toHaveAttribute('data-tier', 'win');
    await expect(drawnLines(canvasElement)).toEqual([0]);
    await expect(lifted(canvasElement)).toBe(4);
    await expect(dimmed(canvasElement)).toBe(11);
    await countsTo(canvas, '¥0.30');
    await waitFor(() => expect(celebration(canvas)).toBeNull(), { timeout: 5000 });
    await expect(balanceOf(canvas)).toHaveTextContent('¥8,888.20');
  },
};

/** 10× the stake: "Big win!" over the reels, counting to the win, held here until tapped. */
export const BigWin: Story = {
  args: { api: fakeStudio({ balance: 888_800, outcomes: [bigWin] }), holdCelebration: true },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await spinOnce(canvas, userEvent);
    await expect(await canvas.findByRole('button', { name: 'Skip the celebration' })).toBeInTheDocument();
    await expect(canvas.getByTestId('celebration')).toHaveTextContent('Big win!');
    await countsTo(canvas, '¥1.00');
    await expect(canvas.getByTestId('celebration-amount')).toHaveTextContent(/^¥1\.00$/);
    await expect(drawnLines(canvasElement)).toEqual([0]);
    await expect(lifted(canvasElement)).toBe(4);
    await expect(balanceOf(canvas)).toHaveTextContent('¥8,888.90');
  },
};

/** 100× the stake: "Mega win!", the frame glowing, held here until tapped. */
export const MegaWin: Story = {
  args: { api: fakeStudio({ balance: 888_800, outcomes: [megaWin] }), holdCelebration: true },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await spinOnce(canvas, userEvent);
    await expect(await canvas.findByTestId('celebration')).toHaveTextContent('Mega win!');
    await countsTo(canvas, '¥10.00');
    await expect(canvasElement.querySelector('[data-tier="mega"]')).not.toBeNull();
    await expect(lifted(canvasElement)).toBe(5);
  },
};

/** A tap skips the celebration: the full amount shows at once and the line stays lit. */
export const CelebrationSkipped: Story = {
  args: { api: fakeStudio({ balance: 888_800, outcomes: [megaWin] }) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await spinOnce(canvas, userEvent);
    await userEvent.click(await canvas.findByRole('button', { name: 'Skip the celebration' }));
    await expect(celebration(canvas)).toBeNull();
    await expect(canvas.getByTestId('win-amount')).toHaveTextContent(/^¥10\.00$/);
    await expect(canvas.getByTestId('win-amount')).toHaveAttribute('data-done', 'true');
    await expect(drawnLines(canvasElement)).toEqual([0]);
    await expect((await winStatus(canvas)).textContent).toContain('Mega win! ¥10.00');
  },
};

/** Two paying lines: both drawn, six symbols lifted; then they take turns (not under reduced motion). */
export const SeveralLines: Story = {
  args: { api: fakeStudio({ balance: 888_800, outcomes: [severalLines] }) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await spinOnce(canvas, userEvent);
    await expect(drawnLines(canvasElement)).toEqual([0, 1]);
    await expect(lifted(canvasElement)).toBe(6);
    await countsTo(canvas, '¥0.40');
    await waitFor(() => expect(celebration(canvas)).toBeNull(), { timeout: 5000 });
    const status = await winStatus(canvas);
    await expect(status).toHaveTextContent('Line 1: 3 × Emblem 1');
    await expect(status).toHaveTextContent('Line 2: 3 × K');
    if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      await waitFor(() => expect(drawnLines(canvasElement)).toHaveLength(1), { timeout: 4000 });
      await expect(lifted(canvasElement)).toBe(3);
    }
  },
};

/** The session resumes on a mega win: the amount at once, no count and no celebration. */
export const ResumedOnAWin: Story = {
  args: { initial: studioState({ history: [megaWin()], balance: 889_790 }) },
  play: async ({ canvas, canvasElement }) => {
    const status = await winStatus(canvas);
    await expect(status).toHaveTextContent('Mega win! ¥10.00');
    await expect(status).toHaveTextContent('Line 1: 5 × Wild');
    await expect(canvas.getByTestId('win-amount')).toHaveTextContent(/^¥10\.00$/);
    await expect(celebration(canvas)).toBeNull();
    await expect(drawnLines(canvasElement)).toEqual([0]);
    await expect(canvas.getByTestId('play-win')).toHaveTextContent('¥10.00');
  },
};

/**
 * A scatter win awards free spins: the banner shows in the strip atop the reels' frame, clear of the
 * balance (at 360 px), and no toast covers the top bar; the button turns into "Free spin".
 */
export const FreeSpinsWon: Story = {
  decorators: [narrow],
  args: { api: fakeStudio({ balance: 888_800, outcomes: [scatterWin] }) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await spinOnce(canvas, userEvent);
    await expect(await canvas.findByRole('button', { name: 'Free spin' }, { timeout: 5000 })).toBeVisible();
    const banner = canvas.getByTestId('free-spins-banner');
    await expect(banner).toHaveTextContent('You won 8 free spins!');
    await expect(banner.closest('[role="status"]')).not.toBeNull();
    // The scatters are lifted; no line is drawn.
    await expect(lifted(canvasElement)).toBe(3);
    await expect(drawnLines(canvasElement)).toEqual([]);
    await waitFor(() => expect(celebration(canvas)).toBeNull(), { timeout: 5000 });
    // Clear of the balance and the win, inside the reels' frame.
    const meters = balanceOf(canvas).parentElement?.parentElement as HTMLElement;
    const reels = canvas.getByRole('img', { name: /^Reels/ });
    const b = banner.getBoundingClientRect();
    await expect(b.top).toBeGreaterThanOrEqual(meters.getBoundingClientRect().bottom);
    await expect(b.bottom).toBeLessThanOrEqual(reels.getBoundingClientRect().top);
    await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth + 1);
    const notices = within(document.body).queryByRole('region', { name: 'Notifications' });
    await expect(notices ? within(notices).queryAllByRole('status') : []).toHaveLength(0);
  },
};

/** A free spin that wins 6× the stake that won it: counted and celebrated against that stake. */
export const FreeSpinPlayed: Story = {
  args: {
    initial: studioState({ freeSpinsLeft: 8, history: [scatterWin()] }),
    api: fakeStudio({ balance: 888_820, outcomes: [() => freeSpinWin(7)] }),
  },
  play: async ({ canvas, userEvent, args }) => {
    await spinOnce(canvas, userEvent);
    await expect(await canvas.findByTestId('celebration')).toHaveAttribute('data-tier', 'win');
    await countsTo(canvas, '¥0.60');
    await expect(canvas.getByTestId('free-spins-banner')).toHaveTextContent('7 free spins left, wins ×2');
    await waitFor(() => expect(celebration(canvas)).toBeNull(), { timeout: 5000 });
    await expect(balanceOf(canvas)).toHaveTextContent('¥8,888.80');
    await expect((args.api as ReturnType<typeof fakeStudio>).calls).toEqual([10]);
  },
};

/** The balance cannot cover the stake: the spin is refused with the reason, and nothing is sent. */
export const InsufficientBalance: Story = {
  args: { initial: studioState({ balance: 5 }), api: fakeStudio({ balance: 5 }) },
  play: async ({ canvas, userEvent, args }) => {
    const spin = canvas.getByRole('button', { name: 'Spin' });
    await expect(spin).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(spin);
    await expect(await toastOf('alert')).toHaveTextContent(
      'Your balance is too low for this stake. Lower the stake or make a deposit.',
    );
    await expect((args.api as ReturnType<typeof fakeStudio>).calls).toEqual([]);
    await expect(balanceOf(canvas)).toHaveTextContent('¥0.05');
  },
};

/** The studio refuses the spin: the reels stop, the reason shows, the balance is the server's again. */
export const SpinError: Story = {
  args: {
    api: fakeStudio({ balance: 888_800, fail: new ApiError(503, 'service.unavailable', 'upgrading') }),
  },
  play: async ({ canvas, userEvent }) => {
    const spin = canvas.getByRole('button', { name: 'Spin' });
    await userEvent.click(spin);
    await expect(await toastOf('alert')).toHaveTextContent('System upgrading, try again later');
    await expect(spin).not.toHaveAttribute('aria-busy');
    await waitFor(() => expect(balanceOf(canvas)).toHaveTextContent('¥8,888.00'));
    await expect(canvas.getByText('Good luck!')).toBeVisible();
  },
};

/** Free spins pending with no balance: a free spin needs none. */
export const FreeSpinsPending: Story = {
  args: { initial: studioState({ balance: 0, freeSpinsLeft: 3, history: [scatterWin()] }) },
  play: async ({ canvas }) => {
    const spin = canvas.getByRole('button', { name: 'Free spin' });
    await expect(spin).not.toHaveAttribute('aria-disabled');
    await expect(canvas.getByTestId('free-spins-banner')).toHaveTextContent('3 free spins left, wins ×2');
  },
};

/** A trial account plays with play money, and the balance says so. */
export const TrialAccount: Story = {
  args: { playMoney: true, initial: studioState({ balance: 200_000 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Play money')).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Balance (Play money)' })).toHaveTextContent('¥2,000.00');
  },
};

/** The history sheet lists the session's rounds, newest first; a free spin says so. */
export const History: Story = {
  args: {
    initial: studioState({ history: [lineWin(), { ...noWin(), free: true, stake: 0 }, noWin()] }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'History' }));
    const sheet = await within(document.body).findByRole('dialog', { name: 'History' });
    const rows = within(sheet).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('¥0.10');
    await expect(rows[1]).toHaveTextContent('Free spin');
  },
};

/** A long game name ends in an ellipsis instead of pushing the buttons off the bar. */
export const LongName: Story = {
  args: {
    initial: studioState({
      game: { ...luckySevens, name: 'Lucky Sevens Deluxe: The Grand Jackpot Edition of the Seven Seas' },
    }),
  },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1 });
    await expect(title.scrollWidth).toBeGreaterThan(title.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Full screen' })).toBeVisible();
  },
};

/** Simplified Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { initial: studioState({ history: [lineWin()] }) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'), { timeout: 10_000 });
    await expect(await canvas.findByRole('button', { name: '旋转' })).toBeVisible();
    await expect(canvas.getByText('余额')).toBeVisible();
    await expect(await winStatus(canvas)).toHaveTextContent('您赢得 ¥0.10');
    await expect(canvas.getByText('返还率 95.50% · 10 条线')).toBeVisible();
  },
};

/** Light mode: the window keeps the game's dark art; its sheets take the site's light surface. */
export const LightWithPaytable: Story = {
  globals: { theme: 'light' },
  args: { initial: studioState({ history: [lineWin()] }) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Paytable' }));
    const sheet = await within(document.body).findByRole('dialog', { name: 'Paytable' });
    await expect(within(sheet).getByRole('table')).toBeVisible();
    await expect(within(sheet).getByRole('rowheader', { name: 'Wild' })).toBeVisible();
    const fairness = within(sheet).getByRole('region', { name: 'Fairness' });
    await expect(fairness).toHaveTextContent(studioState().sessionId);
    await expect(fairness).toHaveTextContent(/LS-\d{12}/);
  },
};

/** Dark mode with the paytable open, at the largest stake. */
export const DarkWithPaytable: Story = {
  globals: { theme: 'dark' },
  args: { rememberedStake: 500 },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByTestId('play-stake')).toHaveTextContent('¥5.00');
    await expect(canvas.getByRole('button', { name: 'Raise the stake' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Paytable' }));
    const sheet = await within(document.body).findByRole('dialog', { name: 'Paytable' });
    // 5 wilds pay 1,000× the stake per line: ¥0.50 a line → ¥500.00.
    await expect(within(sheet).getByRole('row', { name: /Wild/ })).toHaveTextContent('¥500.00');
    await expect(within(sheet).getByRole('region', { name: 'Fairness' })).toHaveTextContent('No round yet');
  },
};

// ---------------------------------------------------------------------------------------------------
// Game pacing (issue 19): the brand's jurisdiction settings, here the demo's strict ones.
// ---------------------------------------------------------------------------------------------------

/** A fixed clock, so the session time reads the same in every screenshot. */
const FIXED_NOW = Date.UTC(2026, 5, 15, 4, 0, 0);
const fixedClock = () => FIXED_NOW;
/** Strict pacing, with a wait long enough to be seen (and screenshot) after a spin. */
const strict = (minSpinMs = 60_000) => studioState({ pacing: { ...STRICT_PACING, minSpinMs } });
const spinButton = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('button', { name: /^(Spin|Wait|旋转|请稍候)$/ });

/**
 * minSpinMs: once a spin has started, the button says "Wait" (aria-disabled, with why) until the
 * brand's minimum time has passed; a press meanwhile starts nothing. No autoplay or turbo control.
 */
export const PacingWaiting: Story = {
  args: { initial: strict(), api: fakeStudio({ balance: 888_800, outcomes: [noWin] }), clock: fixedClock },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(spinButton(canvas));
    const wait = await canvas.findByRole('button', { name: 'Wait' }, { timeout: 5000 });
    await waitFor(() => expect(wait).not.toHaveAttribute('aria-busy'), { timeout: 5000 });
    await expect(wait).toHaveAttribute('aria-disabled', 'true');
    await expect(wait).toHaveAccessibleDescription('The next spin can start in a moment');
    await userEvent.click(wait);
    await expect((args.api as ReturnType<typeof fakeStudio>).calls).toEqual([10]);
    await expect(canvas.queryByRole('button', { name: /auto|turbo/i })).toBeNull();
  },
};

/** After minSpinMs the button is "Spin" again and the next spin starts. */
export const PacingWaitOver: Story = {
  args: { initial: strict(300), api: fakeStudio({ balance: 888_800, outcomes: [noWin] }), clock: fixedClock },
  play: async ({ canvas, userEvent, args }) => {
    await spinOnce(canvas, userEvent);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Spin' })).not.toHaveAttribute('aria-disabled'), {
      timeout: 5000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Spin' }));
    await expect((args.api as ReturnType<typeof fakeStudio>).calls).toEqual([10, 10]);
  },
};

/**
 * celebrateOnlyRealWins: the stake back (1×) is no win. It says "Returned ¥0.10", with no "You won",
 * no count-up and no celebration.
 */
export const PacingReturnIsNoWin: Story = {
  args: { initial: strict(), api: fakeStudio({ balance: 888_800, outcomes: [lineWin] }), clock: fixedClock },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(spinButton(canvas));
    const status = await winStatus(canvas);
    await waitFor(() => expect(status).toHaveTextContent('Returned ¥0.10'), { timeout: 5000 });
    await expect(status).not.toHaveTextContent('You won');
    await expect(status).toHaveAttribute('data-tier', 'plain');
    await expect(celebration(canvas)).toBeNull();
  },
};

/** A real win (3× the stake) still celebrates under strict pacing. */
export const PacingRealWin: Story = {
  args: {
    initial: strict(),
    api: fakeStudio({ balance: 888_800, outcomes: [goodWin] }),
    clock: fixedClock,
    holdCelebration: true,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(spinButton(canvas));
    await expect(await canvas.findByTestId('celebration', {}, { timeout: 5000 })).toHaveAttribute('data-tier', 'win');
    await countsTo(canvas, '¥0.30');
  },
};

/**
 * showNetPosition: the top bar shows the session time (since the game opened) and the net position
 * (wins minus stakes this session), which moves with each spin: −¥12.30 then +¥0.20 = −¥12.10.
 */
export const PacingNetPosition: Story = {
  args: {
    initial: strict(),
    api: fakeStudio({ balance: 888_800, outcomes: [goodWin] }),
    clock: fixedClock,
    session: { startedAt: FIXED_NOW - 754_000, net: -1230 },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('status', { name: 'Session time' })).toHaveTextContent('12:34');
    const net = canvas.getByRole('status', { name: 'Net position' });
    await expect(net).toHaveTextContent('\u2212¥12.30');
    await userEvent.click(spinButton(canvas));
    await waitFor(() => expect(net).toHaveTextContent('\u2212¥12.10'), { timeout: 5000 });
  },
};

/** Without pacing (today's default) the top bar has no session time or net position. */
export const PacingOff: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status', { name: 'Session time' })).toBeNull();
    await expect(canvas.queryByRole('status', { name: 'Net position' })).toBeNull();
  },
};

/** Strict pacing in Simplified Chinese: 请稍候, 返还, 本次时长 and 净输赢. */
export const PacingChinese: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    initial: strict(),
    api: fakeStudio({ balance: 888_800, outcomes: [lineWin] }),
    clock: fixedClock,
    session: { startedAt: FIXED_NOW - 3_723_000, net: 2500 },
  },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'), { timeout: 10_000 });
    await expect(await canvas.findByRole('status', { name: '本次时长' })).toHaveTextContent('1:02:03');
    await expect(canvas.getByRole('status', { name: '净输赢' })).toHaveTextContent('+¥25.00');
    await userEvent.click(spinButton(canvas));
    await expect(await canvas.findByRole('button', { name: '请稍候' }, { timeout: 5000 })).toBeVisible();
    await waitFor(async () => expect(await winStatus(canvas)).toHaveTextContent('返还 ¥0.10'), { timeout: 5000 });
  },
};

/** Strict pacing in light mode: the window keeps its dark art, the extra meters included. */
export const PacingLight: Story = {
  globals: { theme: 'light' },
  args: { initial: strict(), clock: fixedClock, session: { startedAt: FIXED_NOW - 65_000, net: -500 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Session time' })).toHaveTextContent('1:05');
    await expect(canvas.getByRole('status', { name: 'Net position' })).toHaveTextContent('\u2212¥5.00');
  },
};

/** Strict pacing in dark mode. */
export const PacingDark: Story = {
  globals: { theme: 'dark' },
  args: { initial: strict(), clock: fixedClock, session: { startedAt: FIXED_NOW - 65_000, net: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Net position' })).toHaveTextContent('¥0.00');
  },
};

/**
 * The studio refused the spin as too fast (the player spun in another window): the toast says so and
 * the button waits until the studio's retryAt.
 */
export const PacingRefusedByStudio: Story = {
  args: {
    initial: strict(0),
    api: fakeStudio({
      balance: 888_800,
      fail: new ApiError(429, 'studio.too_fast', 'too fast', {}, false, FIXED_NOW + 60_000),
    }),
    clock: fixedClock,
    errorMessage,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Spin' }));
    await expect(await toastOf('alert')).toHaveTextContent('Please wait a moment before the next spin');
    await expect(await canvas.findByRole('button', { name: 'Wait' })).toHaveAttribute('aria-disabled', 'true');
  },
};
