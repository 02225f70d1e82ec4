import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { onGameStage } from '../../frame/fixtures';
import { bigWin, lineWin, luckySevens } from '../fixtures';
import { winningCells } from '../spin';
import { DEFAULT_GRID } from '../symbols';
import { Reels } from './Reels';

const meta = {
  title: 'Game client/Slots/Reels',
  component: Reels,
  decorators: [onGameStage],
  args: { grid: DEFAULT_GRID, sprite: luckySevens.symbolsUrl },
} satisfies Meta<typeof Reels>;
export default meta;
type Story = StoryObj<typeof meta>;

const litCells = (el: HTMLElement) => el.querySelectorAll('[data-win]').length;

/** Before the first spin: the game's default grid, read row by row to screen readers. */
export const Idle: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('img', {
        name: 'Reels, row by row: Emblem 1, Q, 10, K, J; A, Emblem 2, A, Emblem 4, 10; K, J, Emblem 3, Q, Wild',
      }),
    ).toBeVisible();
    await expect(litCells(canvasElement)).toBe(0);
    // The art is drawn with <use href="sprite#H1">, which cannot reach into an inlined data: URL.
    await expect(luckySevens.symbolsUrl).not.toMatch(/^data:/);
    await expect(canvasElement.querySelector('use')?.getAttribute('href')).toBe(`${luckySevens.symbolsUrl}#H1`);
  },
};

/** Every reel turning: blurred, and announced as spinning instead of a stale grid. */
export const Spinning: Story = {
  args: { spinning: true, turning: [true, true, true, true, true] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'The reels are spinning' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-turning]')).toHaveLength(5);
  },
};

/** Stopping left to right: the first two reels have stopped. */
export const Stopping: Story = {
  args: { spinning: true, turning: [false, false, true, true, true], grid: lineWin().grid },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-turning]')).toHaveLength(3);
  },
};

/** A line win lights its three cells. */
export const Win: Story = {
  args: { grid: lineWin().grid, lit: winningCells(lineWin()) },
  play: async ({ canvas, canvasElement }) => {
    await expect(litCells(canvasElement)).toBe(3);
    await expect(canvas.getByRole('img', { name: /; A, A, A, Emblem 4, 10;/ })).toBeVisible();
  },
};

/** Five wilds across the middle. */
export const BigWin: Story = {
  args: { grid: bigWin().grid, lit: winningCells(bigWin()) },
  play: async ({ canvasElement }) => {
    await expect(litCells(canvasElement)).toBe(5);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'), { timeout: 10_000 });
    await expect(await canvas.findByRole('img', { name: /^转轴（逐行）：徽记 1, Q, 10/ })).toBeVisible();
  },
};

export const Light: Story = {
  globals: { theme: 'light' },
  args: { grid: lineWin().grid, lit: winningCells(lineWin()) },
};
