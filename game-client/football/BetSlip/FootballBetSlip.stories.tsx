import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { laterRound, nextRound, state, teamMap } from '../fixtures';
import { pickKey, type SlipMode, type SlipPick } from '../slip';
import { FootballBetSlip, type FootballBetSlipProps } from './FootballBetSlip';

const place = fn();
const pick = (m: (typeof nextRound)[number], selection: string): SlipPick => ({
  matchId: m.id,
  selection,
  odds: m.odds[selection]!,
});
const picks = [pick(nextRound[0]!, '1x2:home'), pick(nextRound[1]!, 'ou:over'), pick(laterRound[2]!, 'cs:1-1')];

/** Keeps the picks, mode and stake, as the window does. */
function Stateful(props: FootballBetSlipProps) {
  const [ps, setPicks] = useState(props.picks);
  const [mode, setMode] = useState<SlipMode>(props.mode);
  const [stake, setStake] = useState(props.stake);
  return (
    <FootballBetSlip
      {...props}
      picks={ps}
      mode={mode}
      onMode={setMode}
      stake={stake}
      onStake={setStake}
      onRemove={(key) => setPicks((x) => x.filter((p) => pickKey(p) !== key))}
      onClear={() => setPicks([])}
    />
  );
}

const meta = {
  title: 'Game client/Football/Bet slip',
  component: FootballBetSlip,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    onOpenChange: () => undefined,
    picks,
    mode: 'singles',
    onMode: () => undefined,
    stake: 1_000,
    onStake: () => undefined,
    matches: state.matches,
    teams: teamMap,
    limits: state.limits,
    balance: 50_000,
    currency: { symbol: '¥', digits: 2 },
    onRemove: () => undefined,
    onClear: () => undefined,
    onPlace: place,
  },
  beforeEach: () => {
    place.mockClear();
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof FootballBetSlip>;
export default meta;
type Story = StoryObj<typeof meta>;

const sheet = () => within(document.body).getByRole('dialog', { name: 'Bet slip' });

/** Three singles: three bets at the stake each; the total and the possible win; Place. */
export const Singles: Story = {
  play: async ({ userEvent }) => {
    const s = within(sheet());
    await expect(s.getByTestId('slip-total')).toHaveTextContent('¥30.00');
    await userEvent.click(s.getByRole('button', { name: /^Place/ }));
    await expect(place).toHaveBeenCalled();
  },
};

/** An accumulator: one bet at the product of the odds. */
export const Accumulator: Story = {
  args: { mode: 'accumulator' },
  play: async () => {
    const s = within(sheet());
    await expect(s.getByTestId('slip-total')).toHaveTextContent('¥10.00');
    await expect(s.getByText('Accumulator odds')).toBeVisible();
  },
};

/** Two picks of one match cannot make an accumulator: said on the spot, Place waits. */
export const SameMatch: Story = {
  args: { mode: 'accumulator', picks: [pick(nextRound[0]!, '1x2:home'), pick(nextRound[0]!, 'ou:under')] },
  play: async () => {
    const s = within(sheet());
    await expect(s.getByRole('alert')).toHaveTextContent('one pick per match');
    await expect(s.getByRole('button', { name: /^Place/ })).toBeDisabled();
  },
};

/** The server refused: its words on the slip. */
export const Refused: Story = {
  args: { error: 'This match has kicked off: betting on it has closed. Please pick a coming match' },
};

/** Nothing picked yet. */
export const Empty: Story = { args: { picks: [] } };
