import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { fixedNow, state } from '../fixtures';
import { FootballWindow } from './FootballWindow';

const meta = {
  title: 'Game client/Football/Window',
  component: FootballWindow,
  parameters: { layout: 'fullscreen' },
  args: {
    initial: state,
    api: { state: async () => state, place: fn(async () => ({ bets: [], balance: state.balance })) },
    now: fixedNow,
    onBack: () => undefined,
    errorMessage: () => 'Something went wrong',
    reducedMotion: true,
  },
} satisfies Meta<typeof FootballWindow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The coming rounds with their countdowns and markets. */
export const Matches: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('match-card').length).toBeGreaterThanOrEqual(8);
    await expect(canvas.getAllByTestId('kickoff-in')[0]).toHaveTextContent('Kick-off in 2:30');
  },
};

/** The matches in play and the results. */
export const Results: Story = { args: { initialTab: 'results' } };

/** The player's open and settled bets. */
export const MyBets: Story = { args: { initialTab: 'bets' } };
