import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { onGameStage } from '../../frame/fixtures';
import { bigWin, lineWin, noWin, scatterWin } from '../fixtures';
import { WinDisplay } from './WinDisplay';

const meta = {
  title: 'Game client/Slots/Win display',
  component: WinDisplay,
  decorators: [onGameStage],
  args: { spin: null, currencySymbol: '¥' },
} satisfies Meta<typeof WinDisplay>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first spin, and while one turns. */
export const GoodLuck: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Good luck!')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const NoWin: Story = {
  args: { spin: noWin() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No win this time')).toBeVisible();
  },
};

/** A win is announced with each paying line. */
export const Win: Story = {
  args: { spin: lineWin() },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('You won ¥0.10');
    await expect(status).toHaveTextContent('Line 1: 3 × A ¥0.10');
    await expect(status).not.toHaveAttribute('data-big');
  },
};

/** 20 times the stake or more is a big win. */
export const BigWin: Story = {
  args: { spin: bigWin() },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Big win! ¥10.00');
    await expect(status).toHaveAttribute('data-big', 'true');
  },
};

/** Scatters pay and award free spins; the free spins left show under the win. */
export const ScatterAndFreeSpins: Story = {
  args: { spin: scatterWin(), freeSpinsLeft: 8, freeMultiplier: 2 },
  play: async ({ canvas }) => {
    const [win, free] = canvas.getAllByRole('status');
    await expect(win).toHaveTextContent('3 scatters ¥0.20');
    await expect(free).toHaveTextContent('8 free spins left, wins ×2');
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
  args: { spin: bigWin(), freeSpinsLeft: 1, freeMultiplier: 2 },
  play: async ({ canvas }) => {
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'), { timeout: 10_000 });
    await expect(await canvas.findByText('剩余 1 次免费旋转，奖金 ×2')).toBeVisible();
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('大奖！');
  },
};

export const Light: Story = { globals: { theme: 'light' }, args: { spin: lineWin() } };
