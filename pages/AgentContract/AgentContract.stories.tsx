import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Contract, DirectContracts, MyContract as Mine, Settlements } from '../../src/api/contract/agentContracts';
import { DividendView } from '../AgentDividend';
import { DirectsPanel } from './DirectsPanel';
import { MyContract } from './MyContract';
import { SettlementsTable } from './SettlementsPanel';

/** The contract pages' parts on fixtures (the page fetches /api/agent/contracts/*). */
const contract = (over: Partial<Contract> = {}): Contract => ({
  id: '5b7d0a2e-0000-4000-8000-000000000001',
  kind: 'salary',
  period: 'day',
  tiers: [
    { minTurnover: 100_000, minActiveMembers: 1, pay: { kind: 'fixed', amount: 5_000 } },
    { minTurnover: 500_000, minActiveMembers: 3, pay: { kind: 'rate', basisPoints: 150 } },
  ],
  status: 'offered',
  version: 2,
  revisesId: '5b7d0a2e-0000-4000-8000-000000000000',
  downline: { id: '5b7d0a2e-0000-4000-8000-0000000000aa', username: 'sub01' },
  upline: 'agent01',
  offeredAt: '2026-11-27T02:00:00.000Z',
  decidedAt: null,
  ...over,
});
const money = { currencySymbol: '¥', minorUnitDigits: 2 };
const mine = (over: Partial<Mine> = {}): Mine => ({
  ...money,
  kind: 'salary',
  offer: contract(),
  active: contract({
    id: '5b7d0a2e-0000-4000-8000-000000000000',
    status: 'active',
    version: 1,
    revisesId: null,
    decidedAt: '2026-11-20T02:00:00.000Z',
  }),
  ...over,
});
const directs: DirectContracts = {
  ...money,
  kind: 'salary',
  members: [
    { id: '5b7d0a2e-0000-4000-8000-0000000000aa', username: 'sub01', active: null, offer: contract() },
    { id: '5b7d0a2e-0000-4000-8000-0000000000bb', username: 'sub02', active: null, offer: null },
  ],
};
const settlements: Settlements = {
  ...money,
  items: [
    {
      id: '5b7d0a2e-0000-4000-8000-0000000000c1',
      contractId: '5b7d0a2e-0000-4000-8000-000000000000',
      kind: 'salary',
      periodKey: '2026-11-26',
      periodStart: '2026-11-25T16:00:00.000Z',
      periodEnd: '2026-11-26T16:00:00.000Z',
      payee: 'sub01',
      payer: 'agent01',
      paidBy: 'upline',
      turnover: 600_000,
      activeMembers: 4,
      netLoss: 120_000,
      tier: 1,
      due: 9_000,
      paid: 1_500,
      owed: 7_500,
      settledAt: '2026-11-26T16:05:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 25,
  owedTotal: 7_500,
};

const meta = {
  title: 'Pages/Agent contracts',
  component: MyContract,
  args: { data: mine(), onDecide: fn(async () => undefined) },
} satisfies Meta<typeof MyContract>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An offer (a revision) awaiting the agent, beside its active contract; Accept asks first. */
export const OfferAwaiting: Story = {
  play: async ({ canvas, args }) => {
    const offer = canvas.getByRole('region', { name: 'An offer is waiting for you' });
    await expect(within(offer).getByText('1.5% of turnover')).toBeVisible();
    await userEvent.click(within(offer).getByRole('button', { name: 'Accept' }));
    const body = within(document.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Accept this contract?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(args.onDecide).toHaveBeenCalledWith(contract().id, 'accept'));
  },
};
export const OfferAwaitingLight: Story = { ...OfferAwaiting, globals: { theme: 'light' } };
export const NoContract: Story = { args: { data: mine({ offer: null, active: null }) } };
export const OfferChinese: Story = { globals: { locale: 'zh-CN' } };

/** The upline's directs; Offer opens the tiers editor, which checks the rows before sending. */
export const Directs: Story = {
  render: () => <DirectsPanel data={directs} onSubmit={fn(async () => undefined)} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Offer a contract to sub02' }));
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Offer a contract to sub02' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    await expect(within(dialog).getByLabelText('Team turnover from')).toHaveAccessibleDescription(
      'Enter a valid amount.',
    );
  },
};
export const DirectsDark: Story = { render: Directs.render, globals: { theme: 'dark' } };

/** Settlements as payee: what was paid and what the upline still owes. */
export const SettlementsOwed: Story = {
  render: () => <SettlementsTable side="payee" data={settlements} onPage={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Owed in total:', { exact: false })).toBeVisible();
  },
};

/** The dividend page's estimate under an active dividend contract. */
export const DividendEstimate: Story = {
  render: () => (
    <DividendView
      onContract={fn()}
      data={{
        ...money,
        contract: contract({
          kind: 'dividend',
          period: 'half_month',
          status: 'active',
          tiers: [{ minNetLoss: 100_000, shareBasisPoints: 2_000 }],
        }),
        period: { key: '2026-11-H2', start: '2026-11-15T16:00:00.000Z', end: '2026-11-30T16:00:00.000Z' },
        netLoss: 750_000,
        tier: 0,
        shareBasisPoints: 2_000,
        estimate: 150_000,
      }}
    />
  ),
};
export const DividendNoContract: Story = {
  render: () => (
    <DividendView
      onContract={fn()}
      data={{ ...money, contract: null, period: null, netLoss: 0, tier: null, shareBasisPoints: 0, estimate: 0 }}
    />
  ),
};
