import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { pageFrame } from '../../.storybook/pageFrame';
import type { RebateEarnings, RebateReport } from '../../src/api/contract/agentRebates';
import { MyRates } from '../TeamRebate/parts';
import { Earnings, Estimate, ReportLines } from './parts';

/** Page states of /m/member/agent/agentRebeat on fixtures (the page fetches /api/agent/rebates/*). */

const money = { currencySymbol: '¥', minorUnitDigits: 2 };
const report: RebateReport = {
  period: '2026-11-26',
  amount: 12_340,
  paid: true,
  byCategory: [
    { category: 'RNG', turnover: 1_200_000, amount: 9_600 },
    { category: 'LIVE', turnover: 274_000, amount: 2_740 },
  ],
  lines: [
    {
      sourceId: '0b9f2c1e-6a53-4d0e-9a5d-1f2a3b4c5d01',
      source: 'player01',
      category: 'RNG',
      turnover: 1_000_000,
      rateDiff: 100,
      amount: 8_000,
    },
    {
      sourceId: '0b9f2c1e-6a53-4d0e-9a5d-1f2a3b4c5d02',
      source: 'subagent7',
      category: 'LIVE',
      turnover: 274_000,
      rateDiff: 100,
      amount: 2_740,
    },
    {
      sourceId: '0b9f2c1e-6a53-4d0e-9a5d-1f2a3b4c5d03',
      source: 'player77',
      category: 'RNG',
      turnover: 200_000,
      rateDiff: 80,
      amount: 1_600,
    },
  ],
  ...money,
};
const earnings: RebateEarnings = {
  items: [
    { period: '2026-11-26', amount: 12_340, paid: true },
    { period: '2026-11-25', amount: 8_010, paid: true },
    { period: '2026-11-24', amount: 420, paid: false },
  ],
  total: 3,
  page: 1,
  pageSize: 25,
  ...money,
};

const opened = fn();

const meta = {
  title: 'Pages/Agent rebate',
  decorators: [pageFrame({ padded: true })],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Today's estimate, the agent's rates and what it earned per day, each with Details. */
export const Overview: Story = {
  render: () => (
    <>
      <Estimate report={{ ...report, period: '2026-11-27', paid: false, amount: 3_456 }} loading={false} />
      <MyRates rates={{ RNG: 150, LIVE: 100 }} />
      <Earnings data={earnings} loading={false} onPage={() => {}} onOpen={opened} />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Today so far (estimate, not paid yet)')).toBeVisible();
    await expect(canvas.getByText('Not paid yet')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Details' })[0]!);
    await expect(opened).toHaveBeenCalledWith('2026-11-26');
  },
};

/** A day's drill-down: per category, then per source member with the rate difference. */
export const DayLines: Story = {
  render: () => <ReportLines report={report} title="Earned on 26 Nov 2026" onBack={() => {}} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('subagent7')).toBeVisible();
    await expect(canvas.getAllByText('Live casino').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('1%').length).toBe(2);
  },
};

/** Nothing settled yet. */
export const NoEarnings: Story = {
  render: () => (
    <Earnings data={{ ...earnings, items: [], total: 0 }} loading={false} onPage={() => {}} onOpen={() => {}} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing earned yet')).toBeVisible();
  },
};
