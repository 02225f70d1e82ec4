import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onGameStage } from '../../frame/fixtures';
import { PlayingCard } from './PlayingCard';

const meta = {
  title: 'Game client/Cards/PlayingCard',
  component: PlayingCard,
  decorators: [onGameStage],
  args: { code: 'AS' },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(5, 4rem)', gap: '0.5rem' }}>
      <PlayingCard {...args} />
      <PlayingCard code="TH" />
      <PlayingCard code="QD" held />
      <PlayingCard code="7C" win />
      <PlayingCard code={null} />
    </div>
  ),
} satisfies Meta<typeof PlayingCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A spade, a red ten, a held queen, a winning club and a card face down. */
export const Faces: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Ace of spades' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Ten of hearts' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Card face down' })).toBeVisible();
  },
};

export const Light: Story = { globals: { theme: 'light' } };
