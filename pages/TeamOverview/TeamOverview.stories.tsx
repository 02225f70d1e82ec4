import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent } from 'storybook/test';
import { Stack } from '../../design-system/Layout';
import type { TeamOverview } from '../../src/api/contract/agent';
import { vars } from '../../themes/contract.css';
import { OverviewView } from '.';

/** Page states of /m/agent/team/overview, on fixtures (the page fetches /api/agent/team/overview). */

const days = ['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];
const series = days.map((day, i) => {
  const turnover = [120_000, 98_500, 143_000, 87_000, 210_000, 156_500, 64_000][i] ?? 0;
  const wins = [101_000, 110_000, 120_500, 60_000, 190_000, 140_000, 70_000][i] ?? 0;
  return {
    day,
    registrations: [2, 0, 3, 1, 4, 2, 1][i] ?? 0,
    firstDeposits: [1, 0, 2, 1, 2, 1, 0][i] ?? 0,
    deposits: [50_000, 0, 80_000, 20_000, 150_000, 30_000, 10_000][i] ?? 0,
    withdrawals: [0, 20_000, 0, 45_000, 0, 60_000, 0][i] ?? 0,
    activeBettors: [6, 5, 8, 4, 9, 7, 3][i] ?? 0,
    turnover,
    wins,
    net: wins - turnover,
  };
});
const sum = (k: keyof (typeof series)[number]) => series.reduce((a, d) => a + (d[k] as number), 0);
const week: TeamOverview = {
  first: days[0]!,
  last: days[6]!,
  totals: {
    registrations: sum('registrations'),
    firstDeposits: sum('firstDeposits'),
    deposits: sum('deposits'),
    withdrawals: sum('withdrawals'),
    activeBettors: 14,
    turnover: sum('turnover'),
    wins: sum('wins'),
    net: sum('wins') - sum('turnover'),
  },
  series,
  direct: 12,
  indirect: 31,
  levels: [
    { depth: 1, members: 12 },
    { depth: 2, members: 25 },
    { depth: 3, members: 6 },
  ],
  currencySymbol: '¥',
  minorUnitDigits: 2,
};

const meta = {
  title: 'Pages/Team overview',
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div style={{ background: vars.color.page, maxWidth: vars.size.column }}>
          <Stack padding="md" gap="lg">
            <Story />
          </Stack>
        </div>
      </MemoryRouter>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The last 7 days: the eight figures, the chart of the chosen one, members by level. */
export const LastSevenDays: Story = {
  render: () => <OverviewView data={week} loading={false} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Active bettors')[0]).toBeVisible();
    await expect(canvas.getByText('Direct members')).toBeVisible();
    await expect(canvas.getByText('Level 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Registrations' }));
    await expect(canvas.getByRole('button', { name: 'Registrations' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A quiet day: zeros, and the chart says there is nothing yet. */
export const Empty: Story = {
  render: () => (
    <OverviewView
      data={{
        ...week,
        first: '2026-11-27',
        last: '2026-11-27',
        totals: { ...week.totals, ...Object.fromEntries(Object.keys(week.totals).map((k) => [k, 0])) },
        series: [{ ...series[6]!, ...Object.fromEntries(Object.keys(week.totals).map((k) => [k, 0])) }],
        direct: 0,
        indirect: 0,
        levels: [],
      }}
      loading={false}
    />
  ),
};

/** Loading: the figures and the chart hold their place. */
export const Loading: Story = { render: () => <OverviewView data={undefined} loading /> };
