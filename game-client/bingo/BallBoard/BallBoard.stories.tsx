import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onGameStage } from '../../frame/fixtures';
import { order } from '../fixtures';
import { BallBoard } from './BallBoard';

const meta = {
  title: 'Game client/Bingo/Ball board',
  component: BallBoard,
  decorators: [onGameStage],
  args: { drawn: order.slice(0, 30), baseCount: 30 },
} satisfies Meta<typeof BallBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The base draw: 30 balls lit, the last one large. */
export const BaseDraw: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Last ball N 36' })).toBeVisible();
    await expect(canvas.getByText('30 of 75 balls')).toBeVisible();
  },
};

/** With four extra balls, in their own colour. */
export const WithExtras: Story = {
  args: { drawn: order.slice(0, 34) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4 extra')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Last ball G 60' })).toBeVisible();
  },
};

/** Before the draw. */
export const Empty: Story = { args: { drawn: [] } };
