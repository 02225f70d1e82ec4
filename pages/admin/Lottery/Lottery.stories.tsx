import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pageFrame } from '../../../.storybook/pageFrame';
import { loadAdminStrings } from '../../../src/admin/i18n';
import type { AdminDraw, AdminLotteryGame, AdminLotteryGames } from '../../../src/api/contract/adminLottery';
import { BetTypesDialog } from './BetTypesDialog';
import { DrawsTable } from './DrawsTable';
import { GameDialog } from './GameDialog';
import { GamesTable } from './GamesTable';

/** The back office's house lottery (/admin/lottery) on fixtures (GET /api/admin/lottery/*). */

const currency = { code: 'CNY', symbol: '¥', digits: 2 };
const limits = {
  minStake: 100,
  maxStakePerBet: 500_000,
  maxStakePerPlayer: 2_000_000,
  maxPayoutPerDraw: 0,
  maxStakeByType: {},
};
const fast: AdminLotteryGame = {
  code: 'lumen-5d-1m',
  family: '5d',
  gameType: 'ELOTT',
  name: '5D · 1 minute',
  intervalSeconds: 60,
  dailyTime: null,
  closeSeconds: 10,
  enabled: true,
  limits,
  betTypes: [
    {
      code: 'sum.bigSmall',
      group: 'sum',
      pick: {
        kind: 'option',
        options: [
          { value: 'big', odds: 196 },
          { value: 'small', odds: 196 },
        ],
      },
      rtp: 9800,
      maxStake: 500_000,
    },
    {
      code: 'front3.straight',
      group: 'straight',
      pick: { kind: 'numbers', count: 3, min: 0, max: 9, width: 1, ordered: true, odds: 98_000 },
      rtp: 9800,
      maxStake: 10_000,
    },
  ],
  next: {
    id: '7d1c0a2e-0000-4000-8000-000000000001',
    number: '20261127-0961',
    closesAt: '2026-11-27T08:00:50.000Z',
    drawsAt: '2026-11-27T08:01:00.000Z',
  },
  chain: {
    id: '7d1c0a2e-0000-4000-8000-0000000000c1',
    terminatingHash: 'a'.repeat(64),
    length: 10_000,
    used: 961,
    publishedAt: '2026-11-27T00:00:00.000Z',
  },
};
const daily: AdminLotteryGame = {
  ...fast,
  code: 'lumen-vn-daily',
  family: 'vn',
  gameType: 'LOTT',
  name: 'House daily draw',
  intervalSeconds: 86_400,
  dailyTime: '18:30',
  closeSeconds: 900,
  enabled: false,
  limits: { ...limits, maxStakePerPlayer: 0, maxPayoutPerDraw: 50_000_000 },
  next: null,
};
const games: AdminLotteryGames = { list: [fast, daily], currency, today: '2026-11-27' };

const draw = (over: Partial<AdminDraw>): AdminDraw => ({
  id: '7d1c0a2e-0000-4000-8000-000000000010',
  gameCode: 'lumen-5d-1m',
  family: '5d',
  number: '20261127-0960',
  closesAt: '2026-11-27T07:59:50.000Z',
  drawsAt: '2026-11-27T08:00:00.000Z',
  status: 'settled',
  result: { family: '5d', digits: [3, 0, 7, 7, 1] },
  bets: 12,
  players: 5,
  stake: '186000',
  exposure: '9800000',
  payout: '74480',
  voidReason: null,
  voidedBy: null,
  settledAt: '2026-11-27T08:00:03.000Z',
  ...over,
});
const draws: AdminDraw[] = [
  draw({
    id: '7d1c0a2e-0000-4000-8000-000000000011',
    number: '20261127-0961',
    status: 'open',
    result: null,
    payout: '0',
    settledAt: null,
  }),
  draw({}),
  draw({
    id: '7d1c0a2e-0000-4000-8000-000000000012',
    number: '20261127-0959',
    status: 'void',
    result: null,
    payout: '0',
    voidReason: 'Studio outage at draw time',
    voidedBy: 'ops01',
    settledAt: null,
  }),
];
const names = new Map([
  ['lumen-5d-1m', fast.name],
  ['lumen-vn-daily', daily.name],
]);

const edit = fn();
const betTypes = fn();
const save = fn(async () => {});
const bets = fn();
const voidDraw = fn();

const meta = {
  title: 'Admin/Lottery',
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

/** Games tab: schedule, closing, limits (0 is "No limit"), the next draw and the chain's use; marketing may edit. */
export const Games: Story = {
  render: () => <GamesTable data={games} loading={false} canWrite onEdit={edit} onBetTypes={betTypes} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Every minute')[0]).toBeVisible();
    await expect(canvas.getAllByText('Daily at 18:30')[0]).toBeVisible();
    await expect(canvas.getAllByText('961 of 10000 used')[0]).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Edit' })[1]!);
    await expect(edit).toHaveBeenCalledWith(expect.objectContaining({ code: 'lumen-vn-daily' }));
  },
};

/** Support sees the games without the Edit button. */
export const GamesReadOnly: Story = {
  render: () => <GamesTable data={games} loading={false} canWrite={false} onEdit={edit} onBetTypes={betTypes} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: 'Bet types' })).toHaveLength(2);
  },
};

/** Editing the daily game: the limits are checked before anything is sent, then saved in minor units. */
export const EditGame: Story = {
  render: () => <GameDialog game={daily} currency={currency} onSave={save} onClose={() => {}} />,
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    const time = dialog.getByRole('textbox', { name: /Daily draw time/ });
    await userEvent.clear(time);
    await userEvent.type(time, '25:00');
    const min = dialog.getByRole('textbox', { name: /Smallest stake/ });
    await userEvent.clear(min);
    await userEvent.type(min, '10000');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog.getByText('Enter a time as HH:MM, for example 18:30.')).toBeVisible());
    await expect(dialog.getByText('The largest stake cannot be below the smallest.')).toBeVisible();
    await expect(save).not.toHaveBeenCalled();
    await userEvent.clear(time);
    await userEvent.type(time, '19:00');
    await userEvent.clear(min);
    await userEvent.type(min, '2');
    await userEvent.click(dialog.getByRole('switch', { name: 'Enabled' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Front 3 straight/ }), '50');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        enabled: true,
        closeSeconds: 900,
        dailyTime: '19:00',
        limits: {
          minStake: 200,
          maxStakePerBet: 500_000,
          maxStakePerPlayer: 0,
          maxPayoutPerDraw: 50_000_000,
          maxStakeByType: { 'front3.straight': 5_000 },
        },
      }),
    );
  },
};

/** A game's bet types: odds (a range when options differ), the declared RTP and the largest stake. */
export const BetTypes: Story = {
  render: () => <BetTypesDialog game={fast} currency={currency} onClose={() => {}} />,
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await waitFor(() => expect(dialog.getAllByText('980×')[0]).toBeVisible());
    await expect(dialog.getAllByText('98.00%')).toHaveLength(2);
  },
};

/** Draws: open, settled and void; only a draw not yet settled can be voided. */
export const Draws: Story = {
  render: () => (
    <DrawsTable
      rows={draws}
      currency={currency}
      names={names}
      loading={false}
      canVoid
      onBets={bets}
      onVoid={voidDraw}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('3 0 7 7 1')[0]).toBeVisible();
    await expect(canvas.getAllByText('Studio outage at draw time')[0]).toBeVisible();
    const voids = canvas.getAllByRole('button', { name: 'Void' });
    await expect(voids).toHaveLength(1);
    await userEvent.click(voids[0]!);
    await expect(voidDraw).toHaveBeenCalledWith(expect.objectContaining({ number: '20261127-0961' }));
  },
};

/** No draw matches the filters. */
export const DrawsEmpty: Story = {
  render: () => (
    <DrawsTable rows={[]} currency={currency} names={names} loading={false} canVoid onBets={bets} onVoid={voidDraw} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No draws match')).toBeVisible();
  },
};
