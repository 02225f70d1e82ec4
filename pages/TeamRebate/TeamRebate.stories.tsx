import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pageFrame } from '../../.storybook/pageFrame';
import type { RebateDownline } from '../../src/api/contract/agentRebates';
import { ApiError } from '../../src/api/errors';
import { DownlineRates, MyRates } from './parts';
import { RatesDialog } from './RatesDialog';

/** Page states of /m/member/teamRebate on fixtures (the page fetches GET /api/agent/rebates/downline). */

const myRates = { RNG: 150, FISH: 120, LIVE: 100, SPORTS: 80 };
const downline: RebateDownline = {
  items: [
    { id: '0b9f2c1e-6a53-4d0e-9a5d-1f2a3b4c5d01', username: 'player01', type: 0, rates: { RNG: 50, LIVE: 30 } },
    { id: '0b9f2c1e-6a53-4d0e-9a5d-1f2a3b4c5d02', username: 'subagent7', type: 2, rates: { RNG: 120, FISH: 100 } },
    { id: '0b9f2c1e-6a53-4d0e-9a5d-1f2a3b4c5d03', username: 'newplayer88', type: 0, rates: {} },
  ],
  total: 3,
  page: 1,
  pageSize: 25,
  myRates,
};

const saved = fn();

const meta = {
  title: 'Pages/Game-service rebate',
  decorators: [pageFrame({ padded: true })],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The agent's own rates, then its direct members with theirs and a "Set rebate rates" action each. */
export const Members: Story = {
  render: () => (
    <>
      <MyRates rates={myRates} />
      <DownlineRates data={downline} loading={false} onPage={() => {}} onEdit={() => {}} />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Slots 0.5% · Live casino 0.3%')).toBeVisible();
    await expect(canvas.getByText('No rates')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Set rebate rates' })).toHaveLength(3);
  },
};

/** No direct members yet, and no rates of its own. */
export const Empty: Story = {
  render: () => (
    <>
      <MyRates rates={{}} />
      <DownlineRates data={{ ...downline, items: [], total: 0 }} loading={false} onPage={() => {}} onEdit={() => {}} />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No rebate rates yet')).toBeVisible();
    await expect(canvas.getByText('No direct members found')).toBeVisible();
  },
};

/** The form: a rate above the agent's own comes back from the server on its field, with the limit. */
export const SetRatesRefused: Story = {
  render: () => (
    <RatesDialog
      member={downline.items[0]!}
      limit={myRates}
      onSave={async (rates) => {
        saved(rates);
        throw new ApiError(409, 'agent_rebate.above_limit', 'A rate is above its limit', { RNG: '150' });
      }}
      onClose={() => {}}
    />
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Rebate rates of player01' });
    const slots = within(dialog).getByRole('textbox', { name: 'Slots' });
    await expect(slots).toHaveValue('0.5');
    await userEvent.clear(slots);
    await userEvent.type(slots, '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rates' }));
    await waitFor(() => expect(within(dialog).getByText('At most 1.5%: your own rate')).toBeVisible());
    await expect(saved).toHaveBeenCalledWith({ RNG: 200, LIVE: 30 });
  },
};

/** A typo is caught before anything is sent. */
export const SetRatesInvalid: Story = {
  render: () => <RatesDialog member={downline.items[2]!} limit={myRates} onSave={async () => {}} onClose={() => {}} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Rebate rates of newplayer88' });
    const live = within(dialog).getByRole('textbox', { name: 'Live casino' });
    await userEvent.clear(live);
    await userEvent.type(live, '1.234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save rates' }));
    await expect(within(dialog).getByText('Enter a percentage with at most two decimals')).toBeVisible();
  },
};
