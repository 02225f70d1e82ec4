import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pageFrame } from '../../../.storybook/pageFrame';
import { loadAdminStrings } from '../../../src/admin/i18n';
import type { SettlementRuns } from '../../../src/api/contract/agentRebates';
import { ApiError } from '../../../src/api/errors';
import { RatesForm } from './RatesForm';
import { RerunDayDialog } from './RerunDayDialog';
import { RunsTable } from './Runs';

/** The back office's Agent rebates section on fixtures (GET /api/admin/agent-rebates/*). */

const runs: SettlementRuns = {
  items: [
    {
      id: '5f0e0000-0000-4000-8000-000000000003',
      kind: 'rebate',
      periodKey: '2026-11-26',
      status: 'succeeded',
      lines: 42,
      total: 123_400,
      payments: 0,
      paid: 0,
      trigger: 'finance01',
      reason: 'Ledger was down',
      startedAt: '2026-11-27T02:10:00.000Z',
      finishedAt: '2026-11-27T02:10:02.000Z',
    },
    {
      id: '5f0e0000-0000-4000-8000-000000000002',
      kind: 'rebate',
      periodKey: '2026-11-26',
      status: 'failed',
      lines: 42,
      total: 123_400,
      payments: 9,
      paid: 98_000,
      trigger: 'job',
      reason: null,
      startedAt: '2026-11-26T16:20:00.000Z',
      finishedAt: '2026-11-26T16:20:03.000Z',
    },
  ],
  total: 2,
  page: 1,
  pageSize: 25,
  currencySymbol: '¥',
  minorUnitDigits: 2,
};

const rerun = fn();

const meta = {
  title: 'Admin/Agent rebates',
  decorators: [pageFrame({ padded: true })],
  loaders: [
    async ({ globals }) => {
      await loadAdminStrings('en');
      if (typeof globals.locale === 'string') await loadAdminStrings(globals.locale);
      return {};
    },
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The runs with their totals; a failed job run and the re-run that paid the rest. */
export const Runs: Story = {
  render: () => <RunsTable data={runs} loading={false} onPage={() => {}} onRerun={rerun} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed')).toBeVisible();
    await expect(canvas.getByText('Daily job')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Re-run' })[0]!);
    await expect(rerun).toHaveBeenCalled();
  },
};

/** A top-level agent's rates: above the brand max is refused on the field. */
export const AgentRatesRefused: Story = {
  render: () => (
    <RatesForm
      title="Rates of agent01"
      description="A percentage of turnover per game category, each at most the brand max."
      rates={{ RNG: 150, LIVE: 100 }}
      limit={{ RNG: 200, LIVE: 120 }}
      onSave={async () => {
        throw new ApiError(409, 'agent_rebate.above_limit', 'A rate is above its limit', { LIVE: '120' });
      }}
      onClose={() => {}}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'New season');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog.getByText('At most 1.2%')).toBeVisible());
  },
};

/** Settling a day the job never ran for: the day and a reason are required. */
export const SettleADay: Story = {
  render: () => <RerunDayDialog onRun={async () => {}} onClose={() => {}} />,
  play: async ({ canvasElement }) => {
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Settle a day' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Re-run' }));
    await expect(dialog.getByText('Pick a day')).toBeVisible();
  },
};
