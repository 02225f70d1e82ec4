import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { onGameStage } from '../../frame/fixtures';
import { baccaratGame, bankerCoup } from '../fixtures';
import { BaccaratTable } from './BaccaratTable';

const meta = {
  title: 'Game client/Cards/BaccaratTable',
  component: BaccaratTable,
  decorators: [onGameStage],
  args: {
    game: baccaratGame,
    currencySymbol: '¥',
    bets: {},
    chip: 100,
    onChip: () => {},
    onBet: () => {},
    coup: null,
  },
  render: function Render(args) {
    const [bets, setBets] = useState(args.bets);
    const [chip, setChip] = useState(args.chip);
    return (
      <BaccaratTable
        {...args}
        bets={bets}
        chip={chip}
        onChip={setChip}
        onBet={(b) => setBets((x) => ({ ...x, [b]: (x[b] ?? 0) + chip }))}
      />
    );
  },
} satisfies Meta<typeof BaccaratTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Chips on the areas: a ¥5 chip twice on the banker. */
export const PlacingBets: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Chip ¥\s?5$/ }));
    const banker = canvas.getByTestId('bet-banker');
    await userEvent.click(banker);
    await userEvent.click(banker);
    await expect(banker).toHaveTextContent('¥10');
  },
};

/** A settled coup: the banker's hand and area are lit. */
export const Dealt: Story = {
  args: { coup: bankerCoup },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('total-banker')).toHaveTextContent('7');
    await expect(canvas.getByTestId('total-player')).toHaveTextContent('4');
    await expect(canvas.getByTestId('bet-banker')).toHaveAttribute('data-won', 'true');
  },
};

/** Mid-deal: the first three cards only. */
export const Dealing: Story = { args: { coup: bankerCoup, shown: 3, disabled: true } };

export const Chinese: Story = { globals: { locale: 'zh-CN' }, args: { coup: bankerCoup } };
export const Light: Story = { globals: { theme: 'light' }, args: { coup: bankerCoup } };
