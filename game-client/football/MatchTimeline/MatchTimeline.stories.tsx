import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onGameStage } from '../../frame/fixtures';
import { finishedRound, liveRound, NOW, teamMap } from '../fixtures';
import { MatchTimeline } from './MatchTimeline';

// A match with goals on both sides.
const match = [...finishedRound, ...liveRound].find((m) => (m.result?.goals.length ?? 0) >= 3) ?? finishedRound[0]!;
const kickoff = Date.parse(match.kickoffAt);
const goals = match.result!.goals;

const meta = {
  title: 'Game client/Football/Match timeline',
  component: MatchTimeline,
  decorators: [onGameStage],
  args: {
    match,
    home: teamMap.get(match.home)!,
    away: teamMap.get(match.away)!,
    now: kickoff + 40_000,
  },
} satisfies Meta<typeof MatchTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two thirds through: the 60th minute, the goals so far and the running score. */
export const InPlay: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("60'")).toBeVisible();
    const sofar = goals.filter((g) => g.minute <= 60);
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(sofar.length);
  },
};

/** Full time: every goal, the final score. */
export const FullTime: Story = {
  args: { now: kickoff + 60_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Full time')).toBeVisible();
    const last = goals.at(-1)!;
    await expect(canvas.getByTestId('match-score')).toHaveTextContent(`${last.home} – ${last.away}`);
  },
};

/** Reduced motion: no animation; "in play" until full time, then the whole timeline at once. */
export const ReducedMotion: Story = {
  args: { reducedMotion: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('In play')).toBeVisible();
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
  },
};

/** Before kick-off nothing has happened (the window shows the markets then). */
export const KickOff: Story = { args: { now: NOW - 60_000 } };
