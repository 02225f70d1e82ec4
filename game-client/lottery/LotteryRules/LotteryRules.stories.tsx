import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onSurface } from '../../frame/fixtures';
import { betTypes5d, lottoState } from '../fixtures';
import { LotteryRules } from './LotteryRules';

const meta = {
  title: 'Game client/Lottery/Rules',
  component: LotteryRules,
  decorators: [onSurface],
  args: { game: lottoState.game, rules: lottoState.rules, betTypes: betTypes5d },
} satisfies Meta<typeof LotteryRules>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The 1-minute 5-digit game: the vendor's rules, the odds and declared returns. */
export const FiveDigits: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Betting on a draw closes 10 seconds before it/)).toBeVisible();
    await expect(canvas.getByRole('row', { name: 'Front 3 straight 980× 98.00%' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: 'Sum big/small 1.98× 99.00%' })).toBeVisible();
  },
};

/** Without the vendor's words: the family's own rules; the daily draw is labelled the house's own. */
export const Daily: Story = {
  args: {
    game: { family: 'vn', intervalSeconds: 86_400, closeSeconds: 900 },
    rules: [],
    betTypes: [
      {
        code: 'lo',
        group: 'lo',
        pick: { kind: 'numbers', count: 1, min: 0, max: 99, width: 2, ordered: false, odds: 350 },
        rtp: 9500,
        maxStake: 100_000,
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/It is not a state lottery/)).toBeVisible();
    await expect(canvas.getByText('One draw a day. Betting closes 900 seconds before it.')).toBeVisible();
  },
};
