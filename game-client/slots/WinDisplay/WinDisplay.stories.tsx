import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { onGameStage } from '../../frame/fixtures';
import { bigWin, freeSpinWin, lineWin, megaWin, noWin, scatterWin, smallWin } from '../fixtures';
import { WinDisplay } from './WinDisplay';

const meta = {
  title: 'Game client/Slots/Win display',
  component: WinDisplay,
  decorators: [onGameStage],
  args: { spin: null, currencySymbol: '¥' },
} satisfies Meta<typeof WinDisplay>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
/** The counting figure has come to rest on exactly this amount. */
const countsTo = async (canvas: Canvas, text: string) => {
  const amount = canvas.getByTestId('win-amount');
  await waitFor(() => expect(amount).toHaveAttribute('data-done', 'true'), { timeout: 6000 });
  await expect(amount).toHaveTextContent(new RegExp(`^${text.replace(/[.$]/g, '\\$&')}$`));
};

/** Before the first spin, and while one turns. */
export const GoodLuck: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Good luck!');
    await expect(canvas.queryByTestId('win-amount')).toBeNull();
  },
};

export const NoWin: Story = {
  args: { spin: noWin() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No win this time');
  },
};

/** Less than the stake back: just the amount, counted up. */
export const SmallWin: Story = {
  args: { spin: smallWin() },
  play: async ({ canvas }) => {
    await countsTo(canvas, '¥0.04');
    await expect(canvas.getByRole('status')).toHaveAttribute('data-tier', 'small');
    await expect(canvas.getByRole('status')).toHaveTextContent('Line 2: 3 × 10 ¥0.04');
  },
};

/**
 * A win is announced with each paying line. The figure counts up and is hidden from screen readers,
 * which hear the final amount once.
 */
export const Win: Story = {
  args: { spin: lineWin() },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await countsTo(canvas, '¥0.10');
    await expect(status).toHaveTextContent('You won ¥0.10');
    await expect(status).toHaveTextContent('Line 1: 3 × A ¥0.10');
    await expect(canvas.getByTestId('win-amount').closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** 10 times the stake or more is a big win. */
export const BigWin: Story = {
  args: { spin: bigWin() },
  play: async ({ canvas }) => {
    await countsTo(canvas, '¥1.00');
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Big win! ¥1.00');
    await expect(status).toHaveAttribute('data-tier', 'big');
  },
};

/** 25 times the stake or more is a mega win; the count takes longer and still ends on the amount. */
export const MegaWin: Story = {
  args: { spin: megaWin() },
  play: async ({ canvas }) => {
    await countsTo(canvas, '¥10.00');
    await expect(canvas.getByRole('status')).toHaveTextContent('Mega win! ¥10.00');
  },
};

/** Skipped: the amount shows at once. */
export const Finished: Story = {
  args: { spin: megaWin(), finished: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('win-amount')).toHaveTextContent('¥10.00');
    await expect(canvas.getByTestId('win-amount')).toHaveAttribute('data-done', 'true');
  },
};

/** A free spin (no stake of its own) is measured against the stake that won it: 6× is a win. */
export const FreeSpin: Story = {
  args: { spin: freeSpinWin(), stake: 10 },
  play: async ({ canvas }) => {
    await countsTo(canvas, '¥0.60');
    await expect(canvas.getByRole('status')).toHaveAttribute('data-tier', 'win');
  },
};

/** Scatters pay anywhere. */
export const Scatter: Story = {
  args: { spin: scatterWin() },
  play: async ({ canvas }) => {
    await countsTo(canvas, '¥0.20');
    await expect(canvas.getByRole('status')).toHaveTextContent('3 scatters ¥0.20');
  },
};

/** Many paying lines wrap under the total. */
export const ManyLines: Story = {
  args: {
    spin: {
      ...lineWin(),
      totalWin: 60,
      lineWins: [0, 1, 2, 3, 4, 5].map((line) => ({
        line,
        symbol: 'H1',
        count: 3,
        positions: [] as [number, number][],
        amount: 10,
      })),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByText(/Line 6: 3 × Emblem 1/)).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { spin: megaWin() },
  play: async ({ canvas }) => {
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'), { timeout: 10_000 });
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('超级大奖！'));
  },
};

export const Light: Story = { globals: { theme: 'light' }, args: { spin: bigWin() } };

/**
 * The brand celebrates only real wins (issue 19) and the stake came back (1×): "Returned ¥0.10", in
 * plain muted text, with no "You won" and no count-up.
 */
export const PlainReturn: Story = {
  args: { spin: lineWin(), plainReturn: true },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('data-tier', 'plain');
    await expect(status).toHaveTextContent('Returned ¥0.10');
    await expect(status).not.toHaveTextContent('You won');
    await expect(canvas.getByTestId('win-amount')).toHaveAttribute('data-done', 'true');
  },
};

export const PlainReturnChinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { spin: smallWin(), plainReturn: true },
  play: async ({ canvas }) => {
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'), { timeout: 10_000 });
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('返还 ¥0.04'));
  },
};

export const PlainReturnLight: Story = { globals: { theme: 'light' }, args: { spin: lineWin(), plainReturn: true } };
