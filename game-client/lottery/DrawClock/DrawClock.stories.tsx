import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { onGameStage } from '../../frame/fixtures';
import { currentDraw, NOW } from '../fixtures';
import { DrawClock } from './DrawClock';

const phase = fn();
const at = (ms: number) => () => ms;

const meta = {
  title: 'Game client/Lottery/Draw clock',
  component: DrawClock,
  decorators: [onGameStage],
  // The draw closes at 12:00:50 and is drawn at 12:01:00; the clock stands at 12:00:20.
  args: { draw: currentDraw, now: at(NOW), onPhase: phase },
  beforeEach: () => {
    phase.mockClear();
  },
} satisfies Meta<typeof DrawClock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open: the draw's number and the time to its close, from the server's clock. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Draw 20261127-0961')).toBeVisible();
    await expect(canvas.getByText('Betting closes in')).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:30');
    await expect(canvas.getByRole('timer')).toHaveAccessibleName('30 seconds');
    await expect(phase).toHaveBeenCalledWith('open');
  },
};

/** Closed: betting has stopped; the time to the draw, in the caution colour. */
export const Closed: Story = {
  args: { now: at(NOW + 33_000) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Betting closed · drawing in')).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:07');
    await expect(phase).toHaveBeenCalledWith('closed');
  },
};

/** The draw time has passed and the result is not in yet. */
export const Drawing: Story = {
  args: { now: at(NOW + 41_000) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Drawing…');
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(phase).toHaveBeenCalledWith('drawing');
  },
};

/** The daily draw, hours away: h:mm:ss. */
export const Daily: Story = {
  args: {
    draw: { ...currentDraw, closesAt: '2026-11-27T18:15:00.000Z', drawsAt: '2026-11-27T18:30:00.000Z' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('6:14:40');
  },
};

/** The game takes no bets (disabled by the operator). */
export const NoDraw: Story = {
  args: { draw: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This game is not taking bets right now')).toBeVisible();
  },
};
