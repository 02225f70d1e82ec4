import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { BingoRound, BingoState } from '../../../src/api/contract/bingofish';
import { evaluate, extraBallPrice } from '../../../src/rules/bingo/bingo';
import { sessionId } from '../../frame/fixtures';
import { cards, order } from '../fixtures';
import { BingoWindow } from './BingoWindow';

const four = [...cards, ...cards.map((c) => [4, 3, 2, 1, 0].flatMap((r) => c.slice(r * 5, r * 5 + 5)))];
const roundOf = (drawn: number[], status: BingoRound['status'], n = 2): BingoRound => {
  const r = evaluate(four.slice(0, n), drawn, 100);
  return {
    id: '0b6f1a9e-3b7d-4c21-9a55-0d8e4f7b1c01',
    stake: 100,
    cards: four.slice(0, n),
    drawn,
    baseBalls: 30,
    extraPrices: drawn.length > 30 ? [12] : [],
    results: r.cards.map((c) => ({ pattern: c.pattern, pays: c.pays, win: c.win })),
    win: r.totalWin,
    staked: 100 * n,
    status,
    nextPrice: status === 'open' ? extraBallPrice(four.slice(0, n), drawn, 100) : null,
    extrasLeft: status === 'open' ? 10 : 0,
    nonce: 7,
    time: '2026-11-27T12:00:00.000Z',
  };
};

const initial: BingoState = {
  balance: 250_000,
  currency: 'PHP',
  currencySymbol: '₱',
  game: {
    code: 'lumen-bingo-75',
    name: 'Bingo 75',
    rtp: 9605,
    stakes: [10, 20, 50, 100, 200, 500, 1000],
    theme: { background: '#1d0f3a', primary: '#f5a623', accent: '#ffe08a' },
  },
  sessionId,
  round: null,
  history: [],
  seeds: { serverSeedHash: 'a'.repeat(64), clientSeed: 'player-seed', nonce: 7 },
};

const meta = {
  title: 'Game client/Bingo/Bingo window',
  component: BingoWindow,
  parameters: { layout: 'fullscreen' },
  args: {
    initial,
    api: {
      buy: fn(async () => ({ round: roundOf(order.slice(0, 30), 'open'), balance: 249_800 })),
      extra: fn(async () => ({ round: roundOf(order.slice(0, 31), 'open'), balance: 249_788 })),
      collect: fn(async () => ({ round: roundOf(order.slice(0, 31), 'settled'), balance: 249_788 })),
    },
    onBack: fn(),
    errorMessage: () => 'Something went wrong',
  },
} satisfies Meta<typeof BingoWindow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before a round: choose cards and the stake per card; the prize table in money. */
export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '2' }));
    await userEvent.click(canvas.getByRole('button', { name: /Buy and draw/ }));
    await expect(args.api.buy).toHaveBeenCalledWith(2, 50);
    await expect(await canvas.findByRole('region', { name: 'Card 2' })).toBeVisible();
  },
};

/** A round open: the balls drawn, two cards daubed, the extra ball's price and Collect. */
export const RoundOpen: Story = {
  args: { initial: { ...initial, round: roundOf(order.slice(0, 30), 'open') } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Extra ball/ }));
    await expect(args.api.extra).toHaveBeenCalledWith('0b6f1a9e-3b7d-4c21-9a55-0d8e4f7b1c01', 30);
  },
};

/** Four cards open at once. */
export const FourCards: Story = {
  args: { initial: { ...initial, round: roundOf(order.slice(0, 30), 'open', 4) } },
};

/** The rules sheet: the prize table and the RTP. */
export const Rules: Story = {
  args: { initialSheet: 'rules' },
};
