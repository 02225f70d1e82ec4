import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onGameStage, onSurface } from '../../frame/fixtures';
import { PrizeTable } from './PrizeTable';

const meta = {
  title: 'Game client/Bingo/Prize table',
  component: PrizeTable,
  decorators: [onSurface],
  args: { currencySymbol: '₱' },
} satisfies Meta<typeof PrizeTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In the rules sheet: multipliers only, best first. */
export const Multipliers: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Prizes per card' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Full house ×1000/ })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /One line ×4/ })).toBeVisible();
  },
};

/** On the stage at a stake of ₱1.00 per card, with the round's win highlighted. */
export const WithStake: Story = {
  decorators: [onGameStage],
  args: { stake: 100, won: ['oneLine'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: /One line ×4 ₱\s?4/ })).toBeVisible();
  },
};
