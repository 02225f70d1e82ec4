import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { baccaratState, bankerCoup } from '../fixtures';
import { BaccaratWindow } from './BaccaratWindow';

const meta = {
  title: 'Game client/Cards/BaccaratWindow',
  component: BaccaratWindow,
  parameters: { layout: 'fullscreen' },
  args: {
    initial: baccaratState,
    onBack: () => {},
    errorMessage: () => 'Something went wrong',
    dealGapMs: 0,
    api: {
      deal: async () => ({ round: { ...bankerCoup, id: 'b1c2d3e4-0000-4000-8000-000000000001' }, balance: 250_950 }),
    },
  },
} satisfies Meta<typeof BaccaratWindow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A ¥10 bet on the banker, dealt: the banker wins 7 to 4 and the road grows. */
export const BetAndDeal: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Chip ¥\s?10$/ }));
    await userEvent.click(canvas.getByTestId('bet-banker'));
    await userEvent.click(canvas.getByTestId('baccarat-deal'));
    await waitFor(() => expect(canvas.getByTestId('baccarat-status')).toHaveTextContent('Banker wins 7 to 4'));
    await expect(canvas.getByRole('list', { name: 'Road' }).querySelectorAll('li')).toHaveLength(2);
  },
};

export const Light: Story = { globals: { theme: 'light' } };
