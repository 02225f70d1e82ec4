import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { pageFrame } from '../../.storybook/pageFrame';
import { Stack } from '../../design-system/Layout';
import type { PnlFiguresDto, TeamPnl } from '../../src/api/contract/teamReports';
import { PnlView } from '.';

/** Page states of /m/agent/team/pnl, on fixtures (the page fetches /api/agent/team/pnl). */

const days = ['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];
const figures = (stakes: number, payouts: number, more: Partial<Record<keyof PnlFiguresDto, number>> = {}) => {
  const f = { deposits: 0, withdrawals: 0, bonuses: 0, rebates: 0, commissions: 0, ...more, stakes, payouts };
  const net = f.payouts + f.bonuses + f.rebates + f.commissions - f.stakes;
  return Object.fromEntries(Object.entries({ ...f, net }).map(([k, v]) => [k, String(v)])) as PnlFiguresDto;
};
const series = days.map((day, i) => ({
  day,
  ...figures(
    [120_000, 98_500, 143_000, 87_000, 210_000, 156_500, 64_000][i]!,
    [101_000, 110_000, 120_500, 60_000, 190_000, 140_000, 70_000][i]!,
    {
      deposits: [50_000, 0, 80_000, 20_000, 150_000, 30_000, 10_000][i]!,
      withdrawals: [0, 20_000, 0, 45_000, 0, 60_000, 0][i]!,
      bonuses: [6_000, 0, 9_600, 2_400, 0, 3_600, 0][i]!,
      rebates: 800,
      commissions: 350,
    },
  ),
}));
const sum = (k: keyof PnlFiguresDto) => String(series.reduce((a, d) => a + Number(d[k]), 0));
const totals = Object.fromEntries(
  Object.keys(series[0]!)
    .filter((k) => k !== 'day')
    .map((k) => [k, sum(k as keyof PnlFiguresDto)]),
) as PnlFiguresDto;
const week: TeamPnl = {
  first: days[0]!,
  last: days[6]!,
  parent: null,
  path: [],
  totals,
  series,
  members: [
    {
      id: '7f2c2a5e-0d51-4c0e-9d0a-000000000001',
      username: 'agent_north',
      type: 2,
      self: false,
      teamSize: 31,
      figures: figures(560_000, 512_000, {
        deposits: 240_000,
        withdrawals: 90_000,
        bonuses: 18_000,
        rebates: 4_200,
        commissions: 2_450,
      }),
    },
    {
      id: '7f2c2a5e-0d51-4c0e-9d0a-000000000002',
      username: 'player_lucky88',
      type: 0,
      self: false,
      teamSize: 0,
      figures: figures(219_500, 179_000, { deposits: 100_000, withdrawals: 35_000, bonuses: 3_600, rebates: 1_400 }),
    },
    {
      id: '7f2c2a5e-0d51-4c0e-9d0a-000000000003',
      username: 'quiet_player',
      type: 0,
      self: false,
      teamSize: 0,
      figures: figures(0, 0),
    },
  ],
  total: 3,
  page: 1,
  pageSize: 25,
  currencySymbol: '¥',
  minorUnitDigits: 2,
};
const intoNorth: TeamPnl = {
  ...week,
  parent: { id: week.members[0]!.id, username: 'agent_north' },
  path: [{ id: week.members[0]!.id, username: 'agent_north' }],
  members: [
    { ...week.members[0]!, self: true, teamSize: 0, figures: figures(0, 0, { commissions: 2_450 }) },
    {
      id: '7f2c2a5e-0d51-4c0e-9d0a-000000000004',
      username: 'sub_agent_east',
      type: 2,
      self: false,
      teamSize: 12,
      figures: figures(560_000, 512_000, { deposits: 240_000 }),
    },
  ],
  total: 2,
};

function Drill() {
  const [data, setData] = useState(week);
  return (
    <PnlView
      data={data}
      loading={false}
      hrefOf={(id) => (id ? `?parent=${id}` : '?')}
      onDrill={(id) => setData(id ? intoNorth : week)}
      onPage={fn()}
    />
  );
}

const meta = {
  title: 'Pages/Team profit and loss',
  decorators: [
    (Story) => (
      <Stack padding="md" gap="lg">
        <Story />
      </Stack>
    ),
    pageFrame(),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The last 7 days: eight figures, the net charted, one card per direct member; drill into an agent and back. */
export const LastSevenDays: Story = {
  render: () => <Drill />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Commissions')[0]).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Where you are in your team' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Stakes' }));
    await expect(canvas.getByRole('button', { name: 'Stakes' })).toHaveAttribute('aria-pressed', 'true');
    // A player has no team to open; an agent does.
    await expect(canvas.queryByRole('link', { name: /player_lucky88/ })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: "Open agent_north's team" }));
    await expect(canvas.getByRole('navigation', { name: 'Where you are in your team' })).toBeVisible();
    await expect(canvas.getByText('Own figures')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'My team' }));
    await expect(canvas.getByRole('link', { name: "Open agent_north's team" })).toBeVisible();
  },
};

/** Drilled into a direct agent: the breadcrumb, its own figures first, then its members. */
export const DrilledDown: Story = {
  render: () => <PnlView data={intoNorth} loading={false} hrefOf={() => '#'} onDrill={fn()} onPage={fn()} />,
};

/** A team with no members yet: zeros and the empty states. */
export const Empty: Story = {
  render: () => (
    <PnlView
      data={{
        ...week,
        totals: figures(0, 0),
        series: series.map((d) => ({ day: d.day, ...figures(0, 0) })),
        members: [],
        total: 0,
      }}
      loading={false}
      hrefOf={() => '#'}
      onDrill={fn()}
      onPage={fn()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No direct members')).toBeVisible();
    await expect(canvas.getByText('Nothing in this period yet')).toBeVisible();
  },
};

/** Loading: the figures, the chart and the rows hold their place. */
export const Loading: Story = {
  render: () => <PnlView data={undefined} loading hrefOf={() => '#'} onDrill={fn()} onPage={fn()} />,
};
