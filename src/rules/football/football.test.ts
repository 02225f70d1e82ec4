import { describe, expect, it } from 'vitest';
import { chainFrom } from '../fairness';
import { MATCH_FLOATS, matchResult, matchResultOf } from './draw';
import {
  ALL_SELECTIONS,
  DECLARED_RTP,
  MARGIN_BP,
  MARKETS,
  marketOf,
  oddsBook,
  oddsOf,
  probabilities,
  SELECTIONS,
  wins,
} from './markets';
import { drawScore, expNeg, GRID, poissonCells, scoreGrid, tau } from './model';
import { ACCA_MAX_ODDS, accumulatorOdds, betOutcome, checkSlip, payoutOf } from './slip';
import { fixturesOf, MATCHES_PER_ROUND, modelOf, ROUNDS, TEAMS } from './teams';

const BOUND = 10_000 / (10_000 + MARGIN_BP);
const fixtures = TEAMS.flatMap((h) => TEAMS.filter((a) => a !== h).map((a) => [h, a] as const));

describe('the goal model', () => {
  it('computes e^x with basic arithmetic only, to 1e-10', () => {
    for (const x of [0, -0.3, -0.8, -1.5, -2.43, -5]) expect(expNeg(x)).toBeCloseTo(Math.exp(x), 10);
  });

  it('has the Dixon–Coles τ values on the four low scores and 1 elsewhere', () => {
    const [l, m, r] = [1.5, 1.2, -0.1];
    expect(tau(0, 0, l, m, r)).toBeCloseTo(1.18, 12); // 1 − λμρ
    expect(tau(0, 1, l, m, r)).toBeCloseTo(0.85, 12); // 1 + λρ
    expect(tau(1, 0, l, m, r)).toBeCloseTo(0.88, 12); // 1 + μρ
    expect(tau(1, 1, l, m, r)).toBeCloseTo(1.1, 12); // 1 − ρ
    expect(tau(2, 1, l, m, r)).toBe(1);
    expect(tau(0, 2, l, m, r)).toBe(1);
  });

  it('folds the tail into the last cell, so each side and the grid sum to 1', () => {
    const cells = poissonCells(2.4);
    expect(cells).toHaveLength(GRID);
    expect(cells.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 14);
    expect(cells[10]).toBeGreaterThan(0);
    for (const [h, a] of fixtures) {
      const g = scoreGrid(modelOf(h, a));
      expect(g.flat().reduce((x, y) => x + y, 0)).toBeCloseTo(1, 13);
      expect(Math.min(...g.flat())).toBeGreaterThan(0);
    }
  });

  it('moves mass only among the low scores (τ keeps 1-X2 consistent with the grid)', () => {
    const m = { lambda: 1.6, mu: 1.1, rho: -0.08 };
    const g = scoreGrid(m);
    const ph = poissonCells(m.lambda);
    const pa = poissonCells(m.mu);
    expect(g[0]![0]).toBeCloseTo(ph[0]! * pa[0]! * (1 - 1.6 * 1.1 * -0.08), 15);
    expect(g[2]![3]).toBe(ph[2]! * pa[3]!);
  });

  it('draws the score by the inverse CDF against fixed vectors', () => {
    const g = scoreGrid({ lambda: 2.42578125, mu: 0.8, rho: -0.08 });
    const cases: [number, string][] = [
      [0, '0-0'],
      [0.05, '0-1'],
      [0.1, '1-0'],
      [0.3, '1-3'],
      [0.5, '2-1'],
      [0.7, '3-1'],
      [0.9, '4-4'],
      [0.99, '7-0'],
      [0.999999, '10-4'],
      [0.9999999999, '10-8'],
    ];
    for (const [u, want] of cases) {
      const s = drawScore(g, u);
      expect(`${s.home}-${s.away}`, `u=${u}`).toBe(want);
    }
  });

  it('draws each score as often as the model says (exact: the CDF steps are the cells)', () => {
    const g = scoreGrid({ lambda: 1.4, mu: 1.1, rho: -0.08 });
    // Walking u over a fine lattice reproduces every cell's probability to the lattice step.
    const n = 200_000;
    const counts = new Map<string, number>();
    for (let i = 0; i < n; i++) {
      const s = drawScore(g, (i + 0.5) / n);
      const k = `${s.home}-${s.away}`;
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    for (const k of ['0-0', '1-0', '1-1', '2-1', '3-3']) {
      const [h, a] = k.split('-').map(Number);
      expect((counts.get(k) ?? 0) / n).toBeCloseTo(g[h!]![a!]!, 4);
    }
  });
});

describe('odds and return', () => {
  it('prices odds = ⌊100 / (p × 1.05)⌋ hundredths, offering 1.01…500.00 only', () => {
    expect(oddsOf(0.5)).toBe(190); // 1 / 0.525 = 1.904…
    expect(oddsOf(0.25)).toBe(380); // 3.809…
    expect(oddsOf(0.1)).toBe(952);
    expect(oddsOf(0.96)).toBeNull(); // 0.99×
    expect(oddsOf(0.0015)).toBeNull(); // 634×
    expect(oddsOf(0)).toBeNull();
  });

  it('prices every selection of every fixture at a return ≤ 1 / (1 + margin)', () => {
    for (const [h, a] of fixtures) {
      const p = probabilities(scoreGrid(modelOf(h, a)));
      for (const [s, o] of Object.entries(oddsBook(scoreGrid(modelOf(h, a))))) {
        expect((p[s]! * o) / 100).toBeLessThanOrEqual(BOUND + 1e-12);
        expect((p[s]! * o) / 100).toBeGreaterThan(BOUND - 0.01);
      }
      // Each market's selections partition the scores.
      for (const m of MARKETS) expect(SELECTIONS[m].reduce((n, s) => n + p[s]!, 0)).toBeCloseTo(1, 12);
    }
  });

  it('returns each market its declared RTP exactly (the league average, ±0.2 pp)', () => {
    for (const m of MARKETS) {
      let sum = 0;
      let n = 0;
      for (const [h, a] of fixtures) {
        const g = scoreGrid(modelOf(h, a));
        const p = probabilities(g);
        const book = oddsBook(g);
        for (const s of SELECTIONS[m]) {
          if (book[s] === undefined) continue;
          sum += (p[s]! * book[s]!) / 100;
          n++;
        }
      }
      const rtp = (sum / n) * 100;
      expect(Math.abs(rtp - DECLARED_RTP[m] / 100), `${m}: ${rtp}`).toBeLessThanOrEqual(0.2);
      expect(rtp).toBeLessThanOrEqual(BOUND * 100);
    }
  });

  it('settles selections by the score', () => {
    expect(wins('1x2:home', { home: 2, away: 1 })).toBe(true);
    expect(wins('1x2:draw', { home: 1, away: 1 })).toBe(true);
    expect(wins('1x2:away', { home: 1, away: 1 })).toBe(false);
    expect(wins('ou:over', { home: 2, away: 1 })).toBe(true);
    expect(wins('ou:under', { home: 1, away: 1 })).toBe(true);
    expect(wins('cs:2-1', { home: 2, away: 1 })).toBe(true);
    expect(wins('cs:other', { home: 5, away: 0 })).toBe(true);
    expect(wins('cs:other', { home: 4, away: 4 })).toBe(false);
    expect(ALL_SELECTIONS).toHaveLength(3 + 2 + 26);
    expect(marketOf('cs:4-4')).toBe('cs');
    expect(marketOf('cs:5-0')).toBeNull();
  });
});

describe('the match from its chain link', () => {
  it('recomputes a fixed vector: score, goal minutes and scorers', async () => {
    const r = await matchResultOf({ lambda: 2.42578125, mu: 0.8, rho: -0.08 }, 'a'.repeat(64), 'salt');
    expect(r.score).toEqual({ home: 5, away: 1 });
    expect(r.goals.map((g) => `${g.minute}${g.side[0]}`)).toEqual(['18h', '31h', '44h', '48a', '61h', '80h']);
    expect(r.goals.at(-1)).toMatchObject({ home: 5, away: 1 });
  });

  it('is deterministic from the chain link and keeps goals in order', async () => {
    const chain = await chainFrom('b'.repeat(64), 3);
    const m = modelOf(TEAMS[2]!, TEAMS[5]!);
    const a = await matchResultOf(m, chain[1]!, 'x');
    expect(await matchResultOf(m, chain[1]!, 'x')).toEqual(a);
    const floats = Array.from({ length: MATCH_FLOATS }, (_, i) => ((i * 7919) % 1000) / 1000);
    const r = matchResult(m, floats);
    expect(r.goals).toHaveLength(r.score.home + r.score.away);
    for (let i = 1; i < r.goals.length; i++) expect(r.goals[i]!.minute).toBeGreaterThanOrEqual(r.goals[i - 1]!.minute);
  });
});

describe('the league', () => {
  it('plays a double round robin: every pair twice, once at each ground', () => {
    const seen = new Set<string>();
    for (let r = 0; r < ROUNDS; r++) {
      const f = fixturesOf(r);
      expect(f).toHaveLength(MATCHES_PER_ROUND);
      expect(new Set(f.flat()).size).toBe(TEAMS.length);
      for (const [h, a] of f) seen.add(`${h}-${a}`);
    }
    expect(seen.size).toBe(TEAMS.length * (TEAMS.length - 1));
    expect(fixturesOf(ROUNDS + 3)).toEqual(fixturesOf(3));
  });
});

describe('the bet slip', () => {
  const leg = (matchId: string, selection = '1x2:home') => ({ matchId, selection });

  it('takes 1–10 singles and 2–8 accumulator legs from different matches', () => {
    expect(checkSlip('singles', [leg('a')])).toEqual({ ok: true });
    expect(checkSlip('singles', [leg('a'), leg('a', 'ou:over')])).toEqual({ ok: true });
    expect(checkSlip('singles', [])).toMatchObject({ ok: false, detail: 'legs' });
    expect(checkSlip('singles', [leg('a'), leg('a')])).toMatchObject({ ok: false, detail: 'duplicate', index: 1 });
    expect(checkSlip('accumulator', [leg('a')])).toMatchObject({ ok: false, detail: 'legs' });
    expect(checkSlip('accumulator', [leg('a'), leg('b')])).toEqual({ ok: true });
    expect(checkSlip('accumulator', [leg('a'), leg('a', 'ou:over')])).toMatchObject({ detail: 'same_match' });
    expect(
      checkSlip(
        'accumulator',
        'abcdefghi'.split('').map((m) => leg(m)),
      ),
    ).toMatchObject({ detail: 'legs' });
    expect(checkSlip('singles', [leg('a', 'cs:9-9')])).toMatchObject({ detail: 'selection', index: 0 });
  });

  it('multiplies accumulator odds, floored at each step and capped', () => {
    expect(accumulatorOdds([190, 250])).toBe(475);
    expect(accumulatorOdds([333, 333])).toBe(1108); // 11.0889 → 11.08
    expect(accumulatorOdds([50_000, 50_000, 50_000])).toBe(ACCA_MAX_ODDS);
    expect(payoutOf(1_000, 475)).toBe(4_750);
    expect(payoutOf(333, 190)).toBe(632);
  });

  it('settles an accumulator when its last leg is settled', () => {
    expect(
      betOutcome([
        { status: 'won', odds: 200 },
        { status: 'open', odds: 300 },
      ]),
    ).toEqual({ status: 'open' });
    expect(
      betOutcome([
        { status: 'lost', odds: 200 },
        { status: 'open', odds: 300 },
      ]),
    ).toEqual({ status: 'lost' });
    expect(
      betOutcome([
        { status: 'won', odds: 200 },
        { status: 'won', odds: 300 },
      ]),
    ).toEqual({ status: 'won', odds: 600 });
    expect(
      betOutcome([
        { status: 'won', odds: 200 },
        { status: 'void', odds: 300 },
      ]),
    ).toEqual({ status: 'won', odds: 200 });
    expect(betOutcome([{ status: 'void', odds: 200 }])).toEqual({ status: 'void' });
  });
});

describe('the browser verifier', () => {
  it('walks the chain and recomputes the score; a changed result fails', async () => {
    const { verifyMatch } = await import('./verify');
    const chain = await chainFrom('c'.repeat(64), 5);
    const model = modelOf(TEAMS[1]!, TEAMS[6]!);
    const result = await matchResultOf(model, chain[3]!, 'pepper');
    const proof = {
      matchId: '00000000-0000-4000-8000-000000000001',
      round: '20261127-0321',
      home: TEAMS[1]!.code,
      away: TEAMS[6]!.code,
      kickoffAt: '2026-11-27T08:00:00.000Z',
      status: 'finished' as const,
      model,
      chain: {
        id: '00000000-0000-4000-8000-000000000002',
        terminatingHash: chain[0]!,
        salt: 'pepper',
        length: 5,
        publishedAt: '',
      },
      index: 3,
      hash: chain[3]!,
      result,
    };
    expect(await verifyMatch(proof)).toMatchObject({ drawn: true, ok: true, chainOk: true, resultMatches: true });
    const other = { ...result, score: { home: result.score.home + 1, away: result.score.away } };
    expect(await verifyMatch({ ...proof, result: other })).toMatchObject({ ok: false, resultMatches: false });
    expect(await verifyMatch({ ...proof, index: 2 })).toMatchObject({ ok: false, chainOk: false });
    expect(await verifyMatch({ ...proof, hash: null, result: null })).toEqual({ drawn: false, ok: false });
  });
});
