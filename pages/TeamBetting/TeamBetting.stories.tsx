import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { pageFrame } from '../../.storybook/pageFrame';
import { Stack } from '../../design-system/Layout';
import type { TeamBets } from '../../src/api/contract/teamReports';
import { BetsView } from './BetsView';

/** Page states of /m/teamBetting, on fixtures (the page fetches /api/agent/team/bets). */

const rows: TeamBets['items'] = [
  ['player_lucky88', 'Lucky Sevens', 'RNG', 20_000, 25_000, 'settled'],
  ['quiet_player', 'Baccarat Royale', 'LIVE', 50_000, 0, 'settled'],
  ['player_with_a_really_long_username', 'Golden Fishing Extravaganza', 'FISH', 1_500, 0, 'open'],
].map(([username, gameName, category, stake, payout, status], i) => ({
  id: `7f2c2a5e-0d51-4c0e-9d0a-00000000001${i}`,
  username: username as string,
  gameId: i + 1,
  gameName: gameName as string,
  category: category as string,
  stake: stake as number,
  payout: payout as number,
  net: (payout as number) - (stake as number),
  status: status as 'open' | 'settled',
  startedAt: new Date(Date.UTC(2026, 10, 27, 6, 30 - i * 7)).toISOString(),
}));
const bets: TeamBets = {
  first: '2026-11-27',
  last: '2026-11-27',
  items: rows,
  totals: { stake: '71500', payout: '25000', net: '-46500', count: 3 },
  games: rows.map((r) => ({ id: r.gameId, name: r.gameName })),
  total: 3,
  page: 1,
  pageSize: 25,
  currencySymbol: '¥',
  minorUnitDigits: 2,
};

const meta = {
  title: 'Pages/Team betting',
  decorators: [
    (Story) => (
      <Stack padding="md" gap="md">
        <Story />
      </Stack>
    ),
    pageFrame(),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Today's rounds, newest first, with the totals over the filter; an open round says so. */
export const Today: Story = {
  render: () => <BetsView data={bets} loading={false} onPage={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Totals for this filter')).toBeVisible();
    await expect(canvas.getByRole('listitem', { name: /player_lucky88/ })).toBeVisible();
    await expect(canvas.getByText('Open')).toBeVisible();
  },
};

/** Many pages: the pager under the rows. */
export const ManyPages: Story = {
  render: () => <BetsView data={{ ...bets, total: 80 }} loading={false} onPage={fn()} />,
};

/** Nothing matches the filter. */
export const Empty: Story = {
  render: () => (
    <BetsView
      data={{ ...bets, items: [], games: [], total: 0, totals: { stake: '0', payout: '0', net: '0', count: 0 } }}
      loading={false}
      onPage={fn()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No bets')).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = { render: () => <BetsView data={undefined} loading onPage={fn()} /> };
