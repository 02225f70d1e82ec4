import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { onGameStage } from '../../frame/fixtures';
import { finishedRound, fixedNow, liveRound, nextRound, teamMap } from '../fixtures';
import { pickKey, type SlipPick, togglePick } from '../slip';
import { MatchCard, type MatchCardProps } from './MatchCard';

const toggled = fn();
const match = nextRound[0]!;

/** Keeps the slip's picks, as the window does. */
function Stateful(props: MatchCardProps) {
  const [picks, setPicks] = useState<SlipPick[]>([]);
  return (
    <MatchCard
      {...props}
      onSlip={new Set(picks.map(pickKey))}
      onToggle={(p) => {
        props.onToggle(p);
        setPicks((ps) => togglePick(ps, p));
      }}
    />
  );
}

const meta = {
  title: 'Game client/Football/Match card',
  component: MatchCard,
  decorators: [onGameStage],
  args: {
    match,
    home: teamMap.get(match.home)!,
    away: teamMap.get(match.away)!,
    onSlip: new Set<string>(),
    onToggle: toggled,
    now: fixedNow(),
  },
  beforeEach: () => {
    toggled.mockClear();
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof MatchCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A coming match: 1X2 and over/under 2.5 with their odds; a tap puts a pick on the slip. */
export const Markets: Story = {
  play: async ({ canvas, userEvent }) => {
    const group = within(canvas.getByRole('group', { name: 'Match result' }));
    const home = group.getByRole('button', { name: `1 ${(match.odds['1x2:home']! / 100).toFixed(2)}` });
    await userEvent.click(home);
    await expect(home).toHaveAttribute('aria-pressed', 'true');
    await expect(toggled).toHaveBeenCalledWith({
      matchId: match.id,
      selection: '1x2:home',
      odds: match.odds['1x2:home'],
    });
  },
};

/** The correct-score market opened: 0-0 … 4-4 and "Other"; a score too unlikely to price is not offered. */
export const CorrectScore: Story = {
  args: { scoresOpen: true },
  play: async ({ canvas }) => {
    const group = within(canvas.getByRole('group', { name: 'Correct score' }));
    await expect(group.getByRole('button', { name: /^1-1 \d/ })).toBeEnabled();
    await expect(group.getByRole('button', { name: /^Other \d/ })).toBeEnabled();
  },
};

export const InPlay: Story = {
  args: {
    match: liveRound[0]!,
    home: teamMap.get(liveRound[0]!.home)!,
    away: teamMap.get(liveRound[0]!.away)!,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("45'")).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Match result' })).toBeNull();
  },
};

/** Full time: the score between the clubs and every goal. */
export const FullTime: Story = {
  args: {
    match: finishedRound[0]!,
    home: teamMap.get(finishedRound[0]!.home)!,
    away: teamMap.get(finishedRound[0]!.away)!,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Full time')).toBeVisible();
  },
};
