import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onGameStage } from '../../frame/fixtures';
import { cards, lineBalls, lineCard, order } from '../fixtures';
import { BingoCard } from './BingoCard';

const meta = {
  title: 'Game client/Bingo/Bingo card',
  component: BingoCard,
  decorators: [onGameStage],
  args: { card: cards[0] ?? [], index: 1, drawn: order.slice(0, 30), currencySymbol: '₱' },
} satisfies Meta<typeof BingoCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** After the 30 base balls: the numbers drawn are daubed, the last ball ringed, the centre free. */
export const Daubed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Card 1' })).toBeVisible();
    await expect(canvas.getByLabelText('Free space')).toBeVisible();
    await expect(canvas.getByLabelText('16, daubed')).toBeVisible();
    await expect(canvas.getByLabelText('12')).toBeVisible();
  },
};

/** Before the draw: nothing daubed. */
export const Fresh: Story = { args: { drawn: [] } };

/** A winning card: its pattern and win in the head, the border in the game's accent. */
export const Won: Story = {
  args: { card: lineCard, drawn: lineBalls, pattern: 'oneLine', win: 400 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('One line')).toBeVisible();
  },
};
