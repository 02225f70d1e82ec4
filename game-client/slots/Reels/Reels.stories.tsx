import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { onGameStage } from '../../frame/fixtures';
import { FreeSpinsBanner } from '../FreeSpinsBanner';
import { lineWin, luckySevens, megaWin, scatterWin, severalLines } from '../fixtures';
import { reelsWin } from '../spin';
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

const lifted = (el: HTMLElement) => el.querySelectorAll('[data-win]').length;
const dimmed = (el: HTMLElement) => el.querySelectorAll('[data-dim]').length;
const drawnLines = (el: HTMLElement) =>
  [...el.querySelectorAll('[data-testid="win-lines"] [data-line]')].map((g) => Number(g.getAttribute('data-line')));
const highlight = (spin: ReturnType<typeof lineWin>) => reelsWin(spin, luckySevens.paylines);
const note = 'RTP 95.50% · 10 lines';

/** Before the first spin: the game's default grid, read row by row to screen readers; nothing lifted. */
export const Idle: Story = {
  args: { header: <FreeSpinsBanner awarded={0} left={0} multiplier={2} fallback={note} /> },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('img', {
        name: 'Reels, row by row: Emblem 1, Q, 10, K, J; A, Emblem 2, A, Emblem 4, 10; K, J, Emblem 3, Q, Wild',
      }),
    ).toBeVisible();
    await expect(lifted(canvasElement)).toBe(0);
    await expect(dimmed(canvasElement)).toBe(0);
    await expect(canvasElement.querySelector('[data-testid="win-lines"]')).toBeNull();
    await expect(canvas.getByText(note)).toBeVisible();
    // The art is drawn with <use href="sprite#H1">, which cannot reach into an inlined data: URL.
    await expect(luckySevens.symbolsUrl).not.toMatch(/^data:/);
    await expect(canvasElement.querySelector('use')?.getAttribute('href')).toBe(`${luckySevens.symbolsUrl}#H1`);
  },
};

/** Every reel turning: blurred, and announced as spinning instead of a stale grid; no highlight. */
export const Spinning: Story = {
  args: { spinning: true, turning: [true, true, true, true, true], win: highlight(lineWin()) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'The reels are spinning' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-turning]')).toHaveLength(5);
    await expect(lifted(canvasElement)).toBe(0);
  },
};

/** Stopping left to right: the first two reels have stopped. */
export const Stopping: Story = {
  args: { spinning: true, turning: [false, false, true, true, true], grid: lineWin().grid },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-turning]')).toHaveLength(3);
  },
};

/** A line win: its payline drawn across all five reels, its three symbols lifted, the other twelve dimmed. */
export const Win: Story = {
  args: { grid: lineWin().grid, win: highlight(lineWin()) },
  play: async ({ canvas, canvasElement }) => {
    await expect(drawnLines(canvasElement)).toEqual([0]);
    await expect(lifted(canvasElement)).toBe(3);
    await expect(dimmed(canvasElement)).toBe(12);
    await expect(canvas.getByRole('img', { name: /; A, A, A, Emblem 4, 10;/ })).toBeVisible();
    // The line runs edge to edge through the middle row's centres.
    const path = canvasElement.querySelector('[data-line="0"] path');
    await expect(path?.getAttribute('d')).toBe('M0 1.5 L0.5 1.5 L1.5 1.5 L2.5 1.5 L3.5 1.5 L4.5 1.5 L5 1.5');
    const lines = canvasElement.querySelector('[data-testid="win-lines"]') as SVGElement;
    const reels = canvas.getByRole('img') as HTMLElement;
    await expect(lines.getBoundingClientRect().width).toBeCloseTo(reels.getBoundingClientRect().width, 0);
  },
};

/** Two paying lines: both drawn at first, then each alone in turn (all at once, still, under reduced motion). */
export const SeveralLines: Story = {
  args: { grid: severalLines().grid, win: highlight(severalLines()) },
  play: async ({ canvasElement }) => {
    await expect(drawnLines(canvasElement)).toEqual([0, 1]);
    await expect(lifted(canvasElement)).toBe(6);
    if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      // The first line alone, its three symbols lifted, then the second.
      await waitFor(() => expect(drawnLines(canvasElement)).toEqual([0]), { timeout: 4000 });
      await expect(lifted(canvasElement)).toBe(3);
      await waitFor(() => expect(drawnLines(canvasElement)).toEqual([1]), { timeout: 4000 });
    }
  },
};

/** Five wilds across the middle, a mega win: the frame glows in the accent. */
export const MegaWin: Story = {
  args: { grid: megaWin().grid, win: highlight(megaWin()), tier: 'mega' },
  play: async ({ canvasElement }) => {
    await expect(lifted(canvasElement)).toBe(5);
    await expect(canvasElement.querySelector('[data-tier="mega"]')).not.toBeNull();
  },
};

/** Paying scatters are lifted wherever they lie, with no line; the free spins won show in the frame's strip. */
export const ScatterWin: Story = {
  args: {
    grid: scatterWin().grid,
    win: highlight(scatterWin()),
    header: <FreeSpinsBanner awarded={8} left={8} multiplier={2} fallback={note} />,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(lifted(canvasElement)).toBe(3);
    await expect(canvasElement.querySelector('[data-testid="win-lines"]')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('You won 8 free spins!');
  },
};

/** Right to left, the reels still read left to right, so the paylines drawn over them stay true. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { grid: lineWin().grid, win: highlight(lineWin()) },
  play: async ({ canvas }) => {
    const reels = canvas.getByRole('img').children;
    const x = (i: number) => (reels[i] as HTMLElement).getBoundingClientRect().left;
    await expect(x(0)).toBeLessThan(x(4));
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
  args: { grid: lineWin().grid, win: highlight(lineWin()) },
};
