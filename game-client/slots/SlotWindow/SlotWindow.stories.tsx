import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { resetToasts, Toaster } from '../../../design-system/Toast';
import { ApiError, errorKey } from '../../../src/api/errors';
import { i18next } from '../../../src/i18n';
import { vars } from '../../../themes/contract.css';
import { bigWin, fakeStudio, lineWin, luckySevens, noWin, scatterWin, studioState } from '../fixtures';
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
  beforeEach: () => {
    resetToasts();
    back.mockClear();
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

/** A spin that wins: the reels stop, the win line lights, the win is paid into the balance. */
export const Win: Story = {
  args: { api: fakeStudio({ balance: 888_800, outcomes: [lineWin] }) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Spin' }));
    const status = await winStatus(canvas);
    await expect(status).toHaveTextContent('You won ¥0.10');
    await expect(status).toHaveTextContent('Line 1: 3 × A');
    await expect(canvas.getByTestId('play-win')).toHaveTextContent('¥0.10');
    await expect(balanceOf(canvas)).toHaveTextContent('¥8,888.00');
    await expect(canvas.getByRole('button', { name: 'Spin' })).not.toHaveAttribute('aria-busy');
    await expect(canvas.getByRole('img', { name: /^Reels, row by row: K, Q, 10, K, J; A, A, A,/ })).toBeVisible();
    await expect((args.api as ReturnType<typeof fakeStudio>).calls).toEqual([10]);
  },
};

/** The session resumes on a big win (100× the stake): announced as one. */
export const BigWin: Story = {
  args: { initial: studioState({ history: [bigWin()], balance: 889_790 }) },
  play: async ({ canvas }) => {
    const status = await winStatus(canvas);
    await expect(status).toHaveTextContent('Big win! ¥10.00');
    await expect(status).toHaveTextContent('Line 1: 5 × Wild');
    await expect(canvas.getByTestId('play-win')).toHaveTextContent('¥10.00');
  },
};

/** A scatter win awards free spins: the button turns into "Free spin" and the count shows. */
export const FreeSpinsWon: Story = {
  args: { api: fakeStudio({ balance: 888_800, outcomes: [scatterWin] }) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Spin' }));
    await expect(await canvas.findByRole('button', { name: 'Free spin' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('8 free spins left, wins ×2')).toBeVisible();
    await expect(await toastOf('status')).toHaveTextContent('You won 8 free spins!');
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
    await expect(canvas.getByText('3 free spins left, wins ×2')).toBeVisible();
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
