import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onGameStage } from '../../frame/fixtures';
import { betTypes5d, openBets, settledBets } from '../fixtures';
import { BetList } from './BetList';

const meta = {
  title: 'Game client/Lottery/Bet list',
  component: BetList,
  decorators: [onGameStage],
  args: {
    title: 'Settled bets',
    bets: settledBets,
    betTypes: betTypes5d,
    currency: { symbol: '¥', digits: 2 },
    empty: 'No settled bets yet',
  },
} satisfies Meta<typeof BetList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Won, lost and refunded, with the payout. */
export const Settled: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent(/Sum big\/small: Big.*Won.*¥19\.80/);
    await expect(rows[1]).toHaveTextContent(/Sum odd\/even: Odd.*Lost.*¥0\.00/);
    await expect(rows[2]).toHaveTextContent(/Refunded.*¥10\.00/);
  },
};

/** Open bets show what they may win. */
export const Open: Story = {
  args: { title: 'Open bets', bets: openBets },
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('listitem');
    await expect(rows[1]).toHaveTextContent(/Front 3 box \(3 different\): 1 · 2 · 3.*Open.*May win.*¥320\.00/);
  },
};

export const Empty: Story = {
  args: { bets: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No settled bets yet')).toBeVisible();
  },
};
