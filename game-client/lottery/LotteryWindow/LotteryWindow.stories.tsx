import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { resetToasts, Toaster } from '../../../design-system/Toast';
import type { LotteryBet, LottoState, PlaceSlip } from '../../../src/api/contract/lottery';
import { ApiError, errorKey } from '../../../src/api/errors';
import { i18next } from '../../../src/i18n';
import { vars } from '../../../themes/contract.css';
import { currentDraw, lottoState, NOW, recentDraws } from '../fixtures';
import type { LotteryApi } from './LotteryWindow';
import { LotteryWindow } from './LotteryWindow';

const back = fn();
const errorMessage = (err: unknown) =>
  i18next.t(errorKey(err instanceof ApiError ? err.code : 'unknown'), { ns: 'common' });

/** A vendor in memory: each Place answers the next of `answers` (an error is thrown), and records the slips. */
function fakeVendor(answers: ('ok' | Error)[] = ['ok'], after?: LottoState) {
  const slips: PlaceSlip[] = [];
  let balance = lottoState.balance;
  const api: LotteryApi & { slips: PlaceSlip[]; reset: () => void } = {
    slips,
    /** A story mounted again (another colour mode) starts with a fresh vendor. */
    reset: () => {
      slips.length = 0;
      balance = lottoState.balance;
    },
    state: async () => after ?? lottoState,
    draws: async () => ({ items: [], nextCursor: null }),
    place: async (slip) => {
      slips.push(structuredClone(slip));
      const answer = answers[Math.min(slips.length - 1, answers.length - 1)];
      if (answer instanceof Error) throw answer;
      const bets: LotteryBet[] = slip.bets.map((b, i) => ({
        id: `7c0f0000-0000-4000-8000-00000000000${i}`,
        drawId: slip.drawId,
        drawNumber: currentDraw.number,
        gameCode: lottoState.game.code,
        betType: b.betType,
        selection: b.selection,
        stake: b.stake,
        odds: 198,
        status: 'open',
        payout: 0,
        placedAt: new Date(NOW).toISOString(),
        settledAt: null,
      }));
      balance -= slip.bets.reduce((s, b) => s + b.stake, 0);
      return { bets, balance };
    },
  };
  return api;
}

let ids = 0;
const newSlipId = () => `5a1e0000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;

const meta = {
  title: 'Game client/Lottery/Lottery window',
  component: LotteryWindow,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: vars.size.column, marginInline: 'auto' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    initial: { ...lottoState, openBets: [] },
    api: fakeVendor(),
    now: () => NOW,
    onBack: back,
    errorMessage,
    newSlipId,
    verifyHref: (id: string) => `#verify-${id}`,
  },
  argTypes: { api: { control: false }, initial: { control: false } },
  beforeEach: ({ args }) => {
    resetToasts();
    back.mockClear();
    ids = 0;
    (args.api as Partial<ReturnType<typeof fakeVendor>>).reset?.();
  },
  render: (args) => (
    <>
      <LotteryWindow {...args} />
      <Toaster />
    </>
  ),
} satisfies Meta<typeof LotteryWindow>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const slip = () => within(body().getByRole('dialog', { name: 'Bet slip' }));

/** The window: balance, the draw's countdown, the last result, the bet types; a bet goes on the slip and is placed. */
export const PlaceABet: Story = {
  args: { api: fakeVendor() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '5D Lotto · 1 min' })).toBeVisible();
    await expect(canvas.getByTestId('play-balance')).toHaveTextContent('¥500.00');
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:30');
    await expect(canvas.getByRole('img', { name: 'Result: 3 0 7 7 1' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Big 1.98×' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Bet slip · 1 bet' }));
    await userEvent.click(slip().getByRole('button', { name: '¥10' }));
    await expect(slip().getByTestId('slip-potential')).toHaveTextContent('¥19.80');
    await userEvent.click(slip().getByRole('button', { name: 'Place ¥10' }));
    await waitFor(() => expect(canvas.getByTestId('play-balance')).toHaveTextContent('¥490.00'));
    const vendor = args.api as ReturnType<typeof fakeVendor>;
    await expect(vendor.slips).toHaveLength(1);
    await expect(vendor.slips[0]).toMatchObject({
      drawId: currentDraw.id,
      bets: [{ betType: 'sum.bigSmall', selection: ['big'], stake: 1_000 }],
    });
    await expect(vendor.slips[0]?.slipId).toMatch(/^5a1e0000-/);
    await expect(await body().findByText('Bet placed on draw 20261127-0961')).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('tab', { name: /My bets/ }));
    await expect(canvas.getByRole('region', { name: 'Open bets' })).toHaveTextContent(/Sum big\/small: Big.*Open/);
  },
};

/** A slip that reaches the vendor after the close: the refusal is said in the slip. */
export const RefusedAfterTheClose: Story = {
  args: {
    api: fakeVendor([new ApiError(409, 'lottery.closed', 'closed')]),
    initialSlip: [{ betType: 'sum.bigSmall', selection: ['small'], odds: 198, stake: 500 }],
    slipOpen: true,
  },
  play: async ({ userEvent }) => {
    await userEvent.click(slip().getByRole('button', { name: 'Place ¥5' }));
    await expect(await slip().findByRole('alert')).toHaveTextContent('Betting on this draw has closed');
  },
};

/** Refused for the balance: the vendor's balance is said and shown. */
export const RefusedForFunds: Story = {
  args: {
    api: fakeVendor([new ApiError(409, 'lottery.insufficient_funds', 'funds', { balance: '300' })]),
    initialSlip: [{ betType: 'sum.bigSmall', selection: ['small'], odds: 198, stake: 500 }],
    slipOpen: true,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(slip().getByRole('button', { name: 'Place ¥5' }));
    await expect(await slip().findByRole('alert')).toHaveTextContent('Not enough balance: you have ¥3');
    await expect(canvas.getByTestId('play-balance')).toHaveTextContent('¥3.00');
  },
};

/** A network failure, then Place again: the same slip id goes twice, so the vendor takes the slip once. */
export const RetryKeepsTheSlipId: Story = {
  args: {
    api: fakeVendor([new ApiError(0, 'network.offline', 'offline'), 'ok']),
    initialSlip: [{ betType: 'sum.bigSmall', selection: ['big'], odds: 198, stake: 500 }],
    slipOpen: true,
  },
  play: async ({ userEvent, args }) => {
    await userEvent.click(slip().getByRole('button', { name: 'Place ¥5' }));
    await slip().findByRole('alert');
    await userEvent.click(slip().getByRole('button', { name: 'Place ¥5' }));
    const vendor = args.api as ReturnType<typeof fakeVendor>;
    await waitFor(() => expect(vendor.slips).toHaveLength(2));
    await expect(vendor.slips[1]?.slipId).toBe(vendor.slips[0]?.slipId);
  },
};

/** Betting has closed: the board is disabled and the clock counts to the draw. */
export const Closed: Story = {
  args: { now: () => NOW + 33_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Betting closed · drawing in')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Big 1.98×' })).toBeDisabled();
  },
};

/** The draw is made: the window fetches again, the bet settles and the balance shows the win. */
export const Settles: Story = {
  args: {
    now: () => NOW + 45_000,
    initial: { ...lottoState, balance: 49_000 },
    api: fakeVendor(['ok'], {
      ...lottoState,
      balance: 50_980,
      current: {
        ...currentDraw,
        id: '00000000-0000-4000-8000-000000000962',
        number: '20261127-0962',
        closesAt: '2026-11-27T12:01:50.000Z',
        drawsAt: '2026-11-27T12:02:00.000Z',
      },
      recent: [
        { ...currentDraw, status: 'settled', result: { family: '5d', digits: [8, 8, 1, 2, 9] } },
        ...recentDraws,
      ],
      openBets: [],
      settledBets: [
        {
          ...(lottoState.openBets[0] as LotteryBet),
          status: 'won',
          payout: 1_980,
          settledAt: new Date(NOW + 41_000).toISOString(),
        },
        ...lottoState.settledBets,
      ],
    }),
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('play-balance')).toHaveTextContent('¥509.80'), { timeout: 6000 });
    await expect(canvas.getByRole('img', { name: 'Result: 8 8 1 2 9' })).toBeVisible();
    // The top bar's win: what the bets on the latest settled draw paid.
    await expect(canvas.getByTestId('play-win')).toHaveTextContent('¥19.80');
    await expect(canvas.getByText('Draw 20261127-0962')).toBeVisible();
  },
};

/** The rules sheet: the game's rules, odds and returns, and the fairness panel. */
export const Rules: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rules' }));
    const sheet = within(body().getByRole('dialog', { name: 'Rules' }));
    await expect(sheet.getByRole('table', { name: 'Odds and declared return' })).toBeVisible();
    await expect(sheet.getByRole('heading', { name: /fair/i })).toBeVisible();
  },
};
