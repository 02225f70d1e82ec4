import type { FootballBet, FootballMatch, FootballState, FootballTeam } from '../../src/api/contract/football';
import { matchResult } from '../../src/rules/football/draw';
import { DECLARED_RTP, MARGIN_BP, oddsBook } from '../../src/rules/football/markets';
import { scoreGrid } from '../../src/rules/football/model';
import { ACCA_MAX_ODDS } from '../../src/rules/football/slip';
import { fixturesOf, modelOf, TEAMS, teamOf } from '../../src/rules/football/teams';

/** Stories' fixed "now": 16:00 in Shanghai, the kick-off of round 0321. */
export const NOW = Date.parse('2026-11-27T08:00:30Z');
export const fixedNow = () => NOW;

export const teams: FootballTeam[] = TEAMS.map((t) => ({
  code: t.code,
  name: t.names.en,
  short: t.short,
  colours: t.colours,
  attack: t.attack,
  defence: t.defence,
}));

/** Fixed floats for a match's result (a stand-in for a chain link's HMAC floats). */
const floatsFor = (seed: number) =>
  Array.from({ length: 41 }, (_, i) => ((seed * 7919 + i * 104_729) % 10_007) / 10_007);

let n = 0;
const id = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

function round(r: number, kickoff: string, status: FootballMatch['status']): FootballMatch[] {
  return fixturesOf(r).map(([home, away], i) => {
    const model = modelOf(teamOf(home)!, teamOf(away)!);
    const k = Date.parse(kickoff);
    return {
      id: id(),
      round: `20261127-${String(320 + r).padStart(4, '0')}`,
      index: i + 1,
      home,
      away,
      kickoffAt: new Date(k).toISOString(),
      endsAt: new Date(k + 60_000).toISOString(),
      status,
      model,
      odds: oddsBook(scoreGrid(model)),
      result: status === 'open' ? null : matchResult(model, floatsFor(r * 10 + i + 3)),
    };
  });
}

export const finishedRound = round(0, '2026-11-27T07:57:00Z', 'finished');
export const liveRound = round(1, '2026-11-27T08:00:00Z', 'live');
export const nextRound = round(2, '2026-11-27T08:03:00Z', 'open');
export const laterRound = round(3, '2026-11-27T08:06:00Z', 'open');

const leg = (m: FootballMatch, selection: string, status: FootballBet['status'] = 'open') => ({
  matchId: m.id,
  selection,
  odds: m.odds[selection] ?? 200,
  status,
  round: m.round,
  home: m.home,
  away: m.away,
  kickoffAt: m.kickoffAt,
  score: m.status === 'finished' ? (m.result?.score ?? null) : null,
});

export const openBets: FootballBet[] = [
  {
    id: id(),
    slipId: id(),
    kind: 'single',
    stake: 1_000,
    odds: nextRound[0]!.odds['1x2:home']!,
    status: 'open',
    payout: 0,
    placedAt: '2026-11-27T07:59:00.000Z',
    settledAt: null,
    legs: [leg(nextRound[0]!, '1x2:home')],
  },
];
export const settledBets: FootballBet[] = [
  {
    id: id(),
    slipId: id(),
    kind: 'accumulator',
    stake: 500,
    odds: 612,
    status: 'lost',
    payout: 0,
    placedAt: '2026-11-27T07:56:00.000Z',
    settledAt: '2026-11-27T07:58:00.000Z',
    legs: [leg(finishedRound[0]!, 'ou:over', 'won'), leg(finishedRound[1]!, '1x2:draw', 'lost')],
  },
];

export const state: FootballState = {
  sessionId: 'f00dbabe-0000-4000-8000-000000000000',
  game: { code: 'lumen-football', name: 'Lumen Virtual Football' },
  balance: 125_000,
  currency: { code: 'CNY', symbol: '¥', digits: 2 },
  playMoney: false,
  marginBp: MARGIN_BP,
  rtp: DECLARED_RTP,
  limits: { minStake: 100, maxStake: 1_000_000, maxPayout: 100_000_000, accaMaxOdds: ACCA_MAX_ODDS },
  intervalSeconds: 180,
  playSeconds: 60,
  teams,
  matches: [...finishedRound, ...liveRound, ...nextRound, ...laterRound],
  openBets,
  settledBets,
};
export const teamMap = new Map(teams.map((t) => [t.code, t]));
