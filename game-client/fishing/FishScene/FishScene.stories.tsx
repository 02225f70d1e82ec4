import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onGameStage } from '../../frame/fixtures';
import { FishScene } from './FishScene';

const meta = {
  title: 'Game client/Fishing/Fish scene',
  component: FishScene,
  decorators: [onGameStage],
  args: { sceneSeed: 'b'.repeat(64), clock: () => 9000, frozenAt: 9000, hint: 'Tap a fish to shoot' },
} satisfies Meta<typeof FishScene>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A still frame of the scene (no animation): the fish of the seed at 9 s, the cannon below. */
export const StillFrame: Story = {
  play: async ({ canvas }) => {
    const scene = canvas.getByRole('img', { name: 'Fishing scene: tap a fish to shoot it' }) as HTMLCanvasElement;
    await expect(scene).toBeVisible();
    await expect(scene.width).toBeGreaterThan(0);
  },
};

/** Reduced motion: the same fish, no bubbles. */
export const ReducedMotion: Story = { args: { reducedMotion: true } };

/** Later in the same scene: other fish. */
export const Later: Story = { args: { frozenAt: 30_000, clock: () => 30_000 } };
