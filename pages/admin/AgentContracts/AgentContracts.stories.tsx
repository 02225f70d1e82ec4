import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pageFrame } from '../../../.storybook/pageFrame';
import { loadAdminStrings } from '../../../src/admin/i18n';
import type { AdminContracts, Contract, ContractDefaults, Settlements } from '../../../src/api/contract/agentContracts';
import { ApiError } from '../../../src/api/errors';
import { ContractsTable } from './ContractsTable';
import { DefaultsView } from './DefaultsTab';
import { OfferPicker } from './OfferPicker';
import { RerunDialog } from './RerunDialog';
import { RerunResultPanel } from './RerunResult';
import { SettlementsTable } from './SettlementsTable';

/** The back office's Agent contracts section on fixtures (GET /api/admin/agent-contracts/*). */

const contract = (over: Partial<Contract> = {}): Contract => ({
  id: '6c7d0a2e-0000-4000-8000-000000000001',
  kind: 'salary',
  period: 'day',
  tiers: [{ minTurnover: 100_000, minActiveMembers: 1, pay: { kind: 'fixed', amount: 5_000 } }],
  status: 'active',
  version: 1,
  revisesId: null,
  downline: { id: '6c7d0a2e-0000-4000-8000-0000000000aa', username: 'agent01' },
  upline: null,
  offeredAt: '2026-11-20T02:00:00.000Z',
  decidedAt: '2026-11-20T03:00:00.000Z',
  ...over,
});
const contracts: AdminContracts = {
  items: [
    contract(),
    contract({
      id: '6c7d0a2e-0000-4000-8000-000000000002',
      kind: 'dividend',
      period: 'half_month',
      tiers: [{ minNetLoss: 0, shareBasisPoints: 1_000 }],
      status: 'offered',
      downline: { id: '6c7d0a2e-0000-4000-8000-0000000000bb', username: 'sub01' },
      upline: 'agent01',
    }),
  ],
  total: 2,
  page: 1,
  pageSize: 25,
};
const money = { currencySymbol: '¥', minorUnitDigits: 2 };
const settlements: Settlements = {
  ...money,
  items: [
    {
      id: '6c7d0a2e-0000-4000-8000-0000000000c1',
      contractId: '6c7d0a2e-0000-4000-8000-000000000002',
      kind: 'salary',
      periodKey: '2026-11-26',
      periodStart: '2026-11-25T16:00:00.000Z',
      periodEnd: '2026-11-26T16:00:00.000Z',
      payee: 'sub01',
      payer: 'agent01',
      paidBy: 'upline',
      turnover: 250_000,
      activeMembers: 2,
      netLoss: 10_000,
      tier: 0,
      due: 5_000,
      paid: 3_000,
      owed: 2_000,
      settledAt: '2026-11-26T16:05:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 25,
  owedTotal: 2_000,
};
const defaults: ContractDefaults = {
  salary: { tiers: [{ minTurnover: 100_000, minActiveMembers: 1, pay: { kind: 'fixed', amount: 5_000 } }] },
  hourly: null,
  dividend: { period: 'month', tiers: [{ minNetLoss: 0, shareBasisPoints: 1_000 }] },
};
const currency = { symbol: '¥', digits: 2 };

const revise = fn();
const pick = fn();
const saveDefaults = fn(async () => {});

const meta = {
  title: 'Admin/Agent contracts',
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

/** Contracts tab: the house's contract may be revised by finance, an upline's may not. */
export const Contracts: Story = {
  render: () => <ContractsTable data={contracts} loading={false} onPage={() => {}} onRevise={revise} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('The house')[0]).toBeVisible();
    const buttons = canvas.getAllByRole('button', { name: 'Revise' });
    await expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0]!);
    await expect(revise).toHaveBeenCalledWith(expect.objectContaining({ upline: null }));
  },
};

/** Offering: a top-level agent must be chosen before the tiers editor opens. */
export const Offer: Story = {
  render: () => (
    <OfferPicker
      agents={[{ id: '6c7d0a2e-0000-4000-8000-0000000000aa', username: 'agent01' }]}
      onPick={pick}
      onClose={() => {}}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    // The dialog may still be fading in when the error appears: wait for it rather than race the fade.
    await waitFor(() => expect(dialog.getByText('Choose a top-level agent')).toBeVisible());
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Agent' }), 'agent01');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Kind' }), 'dividend');
    await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    await expect(pick).toHaveBeenCalledWith({
      member: { id: '6c7d0a2e-0000-4000-8000-0000000000aa', username: 'agent01' },
      kind: 'dividend',
    });
  },
};

/** Settlements tab: paid and owed per period, the house or the upline paying. */
export const SettlementsList: Story = {
  render: () => <SettlementsTable data={settlements} loading={false} onPage={() => {}} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not fully paid')).toBeVisible();
    await expect(canvas.getByText('2026-11-26')).toBeVisible();
  },
};

/** Re-running a period: its key must fit the kind, and the server's "not ended" shows on the field. */
export const RerunPeriod: Story = {
  render: () => (
    <RerunDialog
      onRun={async () => {
        throw new ApiError(409, 'contract.period_not_ended', 'Not ended', { periodKey: 'periodNotEnded' });
      }}
      onClose={() => {}}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Re-run a settlement period' }),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'Period key' }), '2026-11');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Job was down');
    await userEvent.click(dialog.getByRole('button', { name: 'Re-run' }));
    await expect(dialog.getByRole('textbox', { name: 'Period key' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Period key' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Period key' }), '2099-01-01');
    await userEvent.click(dialog.getByRole('button', { name: 'Re-run' }));
    await waitFor(() => expect(dialog.getAllByText('This period has not ended yet.')[0]).toBeVisible());
  },
};

/** What a re-run did. */
export const RerunDone: Story = {
  render: () => (
    <RerunResultPanel
      result={{ kind: 'salary', periodKey: '2026-11-26', settled: 3, skipped: 9, paid: 15_000, owed: 2_000 }}
      currency={currency}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Already settled')).toBeVisible();
  },
};

/** Default tiers tab for finance: edit the salary defaults and save them. */
export const DefaultTiers: Story = {
  render: () => <DefaultsView defaults={defaults} currency={currency} onSave={saveDefaults} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No default tiers')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Edit' })[0]!);
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saveDefaults).toHaveBeenCalledWith({
        kind: 'salary',
        tiers: [{ minTurnover: 100_000, minActiveMembers: 1, pay: { kind: 'fixed', amount: 5_000 } }],
      }),
    );
  },
};

/** Default tiers tab for support: read only. */
export const DefaultTiersReadOnly: Story = {
  render: () => <DefaultsView defaults={defaults} currency={currency} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
  },
};
