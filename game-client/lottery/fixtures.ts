import type { BetType, Draw, LotteryBet, LottoState } from '../../src/api/contract/lottery';

/** Story and test data: a 1-minute 5-digit game at a fixed moment, and one draw of each family. */

export const NOW = Date.parse('2026-11-27T12:00:20.000Z');
export const fixedClock = () => NOW;

const draw = (n: number, over: Partial<Draw> = {}): Draw => {
  const drawsAt = Date.parse('2026-11-27T12:01:00.000Z') - (961 - n) * 60_000;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    gameCode: 'lumen-5d-1m',
    number: `20261127-${String(n).padStart(4, '0')}`,
    closesAt: new Date(drawsAt - 10_000).toISOString(),
    drawsAt: new Date(drawsAt).toISOString(),
    status: 'settled',
    result: null,
    voidReason: null,
    ...over,
  };
};

export const betTypes5d: BetType[] = [
  {
    code: 'sum.bigSmall',
    group: 'sum',
    pick: {
      kind: 'option',
      options: [
        { value: 'big', odds: 198 },
        { value: 'small', odds: 198 },
      ],
    },
    rtp: 9900,
    maxStake: 1_000_000,
  },
  {
    code: 'sum.oddEven',
    group: 'sum',
    pick: {
      kind: 'option',
      options: [
        { value: 'odd', odds: 198 },
        { value: 'even', odds: 198 },
      ],
    },
    rtp: 9900,
    maxStake: 1_000_000,
  },
  {
    code: 'pos1.digit',
    group: 'position',
    pick: { kind: 'numbers', count: 1, min: 0, max: 9, width: 1, ordered: false, odds: 980 },
    rtp: 9800,
    maxStake: 200_000,
  },
  {
    code: 'front3.straight',
    group: 'straight',
    pick: { kind: 'numbers', count: 3, min: 0, max: 9, width: 1, ordered: true, odds: 98_000 },
    rtp: 9800,
    maxStake: 10_000,
  },
  {
    code: 'front3.box6',
    group: 'box',
    pick: { kind: 'numbers', count: 3, min: 0, max: 9, width: 1, ordered: false, odds: 16_000 },
    rtp: 9600,
    maxStake: 10_000,
  },
];

export const currentDraw = draw(961, { status: 'open' });

export const recentDraws: Draw[] = [
  draw(960, { result: { family: '5d', digits: [3, 0, 7, 7, 1] } }),
  draw(959, { result: { family: '5d', digits: [9, 2, 4, 0, 6] } }),
  draw(958, { status: 'void', voidReason: 'The draw could not be produced' }),
  draw(957, { result: { family: '5d', digits: [5, 5, 1, 8, 2] } }),
];

const bet = (over: Partial<LotteryBet>): LotteryBet => ({
  id: '9b2f3c1e-0000-4000-8000-000000000001',
  drawId: currentDraw.id,
  drawNumber: currentDraw.number,
  gameCode: 'lumen-5d-1m',
  betType: 'sum.bigSmall',
  selection: ['big'],
  stake: 1_000,
  odds: 198,
  status: 'open',
  payout: 0,
  placedAt: '2026-11-27T12:00:05.000Z',
  settledAt: null,
  ...over,
});

export const openBets: LotteryBet[] = [
  bet({}),
  bet({
    id: '9b2f3c1e-0000-4000-8000-000000000002',
    betType: 'front3.box6',
    selection: ['1', '2', '3'],
    stake: 200,
    odds: 16_000,
  }),
];

export const settledBets: LotteryBet[] = [
  bet({
    id: '9b2f3c1e-0000-4000-8000-000000000003',
    drawId: recentDraws[0]?.id,
    drawNumber: recentDraws[0]?.number,
    status: 'won',
    payout: 1_980,
    settledAt: '2026-11-27T12:00:01.000Z',
  }),
  bet({
    id: '9b2f3c1e-0000-4000-8000-000000000004',
    drawId: recentDraws[1]?.id,
    drawNumber: recentDraws[1]?.number,
    betType: 'sum.oddEven',
    selection: ['odd'],
    status: 'lost',
    settledAt: '2026-11-27T11:59:01.000Z',
  }),
  bet({
    id: '9b2f3c1e-0000-4000-8000-000000000005',
    drawId: recentDraws[2]?.id,
    drawNumber: recentDraws[2]?.number,
    status: 'void',
    payout: 1_000,
    settledAt: '2026-11-27T11:58:05.000Z',
  }),
];

export const lottoState: LottoState = {
  sessionId: '6f1c2a9e-3b7d-4c21-9a55-0d8e4f7b1c32',
  game: {
    code: 'lumen-5d-1m',
    family: '5d',
    name: '5D Lotto · 1 min',
    gameType: 'ELOTT',
    intervalSeconds: 60,
    closeSeconds: 10,
    minStake: 100,
    enabled: true,
  },
  betTypes: betTypes5d,
  rules: [
    'Five digits 0–9 are drawn every minute. Betting on a draw closes 10 seconds before it.',
    'Big is a sum of 23 to 45, small 0 to 22. Every result is derived from the draw’s hash and can be verified.',
  ],
  balance: 50_000,
  currency: { code: 'CNY', symbol: '¥', digits: 2 },
  playMoney: false,
  current: currentDraw,
  recent: recentDraws,
  openBets,
  settledBets,
};

/** One drawn result per family. */
export const results = {
  '5d': { family: '5d', digits: [3, 0, 7, 7, 1] },
  k3: { family: 'k3', dice: [2, 5, 6] },
  '11x5': { family: '11x5', balls: [3, 11, 7, 1, 9] },
  vn: {
    family: 'vn',
    prizes: [
      { prize: 'special', numbers: ['12345'] },
      { prize: 'first', numbers: ['67890'] },
      { prize: 'second', numbers: ['11223', '44556'] },
      { prize: 'third', numbers: ['10101', '20202', '30303', '40404', '50505', '60606'] },
      { prize: 'fourth', numbers: ['1234', '5678', '9012', '3456'] },
      { prize: 'fifth', numbers: ['0001', '0002', '0003', '0004', '0005', '0006'] },
      { prize: 'sixth', numbers: ['123', '456', '789'] },
      { prize: 'seventh', numbers: ['12', '34', '56', '78'] },
    ],
  },
} as const satisfies Record<string, NonNullable<Draw['result']>>;
