import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onSurface } from '../../frame/fixtures';
import { FishTable } from './FishTable';

const meta = {
  title: 'Game client/Fishing/Fish table',
  component: FishTable,
  decorators: [onSurface],
} satisfies Meta<typeof FishTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every fish with its multiplier and catch chance (96 % ÷ multiplier). */
export const Table: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: /Minnow ×2 48%/ })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Whale ×100 0.96%/ })).toBeVisible();
  },
};
