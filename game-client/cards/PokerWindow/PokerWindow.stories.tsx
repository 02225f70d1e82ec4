import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { pokerState } from '../fixtures';
import { PokerWindow } from './PokerWindow';

const hand = {
  id: '8d2b7c1e-4f5a-4b6c-9d8e-7f6a5b4c3d2e',
  stake: 100,
  cards: ['JC', 'JD', 'QH', '4S', '9C'],
  hold: null,
  final: null,
  category: null,
  win: 0,
  abandoned: false,
  nonce: 4,
  time: '2026-11-27T08:00:00.000Z',
};

const meta = {
  title: 'Game client/Cards/PokerWindow',
  component: PokerWindow,
  parameters: { layout: 'fullscreen' },
  args: {
    initial: pokerState,
    onBack: () => {},
    errorMessage: () => 'Something went wrong',
    api: {
      deal: async () => ({ hand: { ...hand, status: 'open' as const }, balance: 124_900 }),
      draw: async (_id: string, hold: boolean[]) => ({
        hand: {
          ...hand,
          status: 'closed' as const,
          hold,
          final: ['JC', 'JD', '2H', 'JS', '5D'],
          category: 'threeOfAKind' as const,
          win: 300,
        },
        balance: 125_200,
      }),
    },
  },
} satisfies Meta<typeof PokerWindow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Deal, hold the jacks, draw: three of a kind pays 3 for 1. */
export const DealHoldDraw: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Deal' }));
    await userEvent.click(await canvas.findByRole('button', { name: /Jack of clubs/ }));
    await userEvent.click(canvas.getByRole('button', { name: /Jack of diamonds/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Draw' }));
    await waitFor(() => expect(canvas.getByTestId('poker-status')).toHaveTextContent('Three of a kind'));
    await expect(canvas.getByTestId('play-balance')).toHaveTextContent('¥1,252.00');
  },
};

export const Light: Story = { globals: { theme: 'light' } };
