import { describe, expect, it } from 'vitest';
import type { RoundProof } from '../../api/contract/fairness';
import { chainFrom, drawFloats } from '../fairness';
import { lotteryResult } from '../lottery/draw';
import { slotConfig } from './configs';
import { spinFromFloats, spinFromSeeds, stopsFromFloats } from './engine';
import { drawInputErrors, replaySlot, slotInputErrors, verifyDraw, verifySlotRound } from './verify';

/**
 * The slot engine plays only from the round's floats (issue 22), and the verifier recomputes a
 * round from its proof: fixed vectors pin both, and any changed seed or nonce no longer verifies.
 */
const GAME = 'lumen-lucky-sevens';
const SERVER_SEED = '5f0c'.repeat(16);
const SERVER_SEED_HASH = 'a48cb3a8d7ab039c170e6548db8a088a627e9a2c713d2ef0b5da8dbbd791a6d1';
const config = slotConfig(GAME)!;

/** What the studio stored for nonce 17 of this pair at 2 per line (a 3-of-a-kind J on line 9). */
const PINNED = {
  stops: [24, 9, 17, 4, 26],
  grid: [
    ['J', 'J', 'H2'],
    ['Q', 'K', 'W'],
    ['K', 'A', 'J'],
    ['H4', 'H4', 'T'],
    ['H4', 'H2', 'H1'],
  ],
  lineWins: [
    {
      line: 8,
      symbol: 'J',
      count: 3,
      positions: [
        [0, 1],
        [1, 2],
        [2, 2],
      ] as [number, number][],
      amount: 12,
    },
  ],
  scatterCount: 0,
  scatterWin: 0,
  freeSpinsAwarded: 0,
  totalWin: 12,
};

const proof = (over: Partial<RoundProof> = {}): RoundProof => ({
  id: '0b7f1c52-4f7e-4b51-9d3e-2a1c3f0e9a11',
  roundId: '0b7f1c52-4f7e-4b51-9d3e-2a1c3f0e9a11',
  kind: 'slot',
  gameCode: GAME,
  free: false,
  stake: 20,
  stakePerLine: 2,
  serverSeedHash: SERVER_SEED_HASH,
  serverSeed: SERVER_SEED,
  clientSeed: 'player-seed',
  nonce: 17,
  stops: PINNED.stops,
  outcome: {
    grid: PINNED.grid,
    lineWins: PINNED.lineWins,
    scatterCount: 0,
    scatterWin: 0,
    totalWin: 12,
    freeSpinsAwarded: 0,
  },
  time: '2026-11-27T10:00:00.000Z',
  ...over,
});

describe('the slot engine from floats', () => {
  it('stops each reel at ⌊f × strip length⌋', () => {
    const lengths = config.reels.map((s) => s.length);
    expect(stopsFromFloats(config, [0, 0.5, 0.999999, 0.25, 0.1])).toEqual([
      0,
      Math.floor(0.5 * lengths[1]!),
      lengths[2]! - 1,
      Math.floor(0.25 * lengths[3]!),
      Math.floor(0.1 * lengths[4]!),
    ]);
    expect(() => spinFromFloats(config, 1, [0.1, 0.2])).toThrow(RangeError);
  });

  it('plays a pinned grid for a given server seed, client seed and nonce', async () => {
    const { floats, result } = await spinFromSeeds(config, 2, {
      serverSeed: SERVER_SEED,
      clientSeed: 'player-seed',
      nonce: 17,
    });
    expect(floats).toHaveLength(5);
    expect(result).toEqual(PINNED);
    const zero = await spinFromSeeds(config, 2, { serverSeed: SERVER_SEED, clientSeed: 'player-seed', nonce: 7 });
    expect(zero.floats[0]).toBeCloseTo(0.32905532768927515, 15);
    expect(zero.result.stops).toEqual([12, 33, 36, 28, 13]);
  });
});

describe('the verifier against the server', () => {
  it('verifies the pinned round step by step', async () => {
    const check = await verifySlotRound(proof());
    expect(check).toMatchObject({
      revealed: true,
      ok: true,
      hashMatches: true,
      stopsMatch: true,
      outcomeMatches: true,
      serverSeedHash: SERVER_SEED_HASH,
    });
  });

  it('says a round whose seed is not revealed yet cannot be checked', async () => {
    expect(await verifySlotRound(proof({ serverSeed: null }))).toEqual({ revealed: false, ok: false });
  });

  it('no longer verifies with a changed server seed (hash mismatch)', async () => {
    const check = await verifySlotRound(proof({ serverSeed: `${'5f0c'.repeat(15)}5f0d` }));
    expect(check).toMatchObject({ ok: false, hashMatches: false });
  });

  it('no longer verifies with a changed client seed or nonce (a different outcome)', async () => {
    const client = await verifySlotRound(proof({ clientSeed: 'player-seeD' }));
    expect(client).toMatchObject({ ok: false, hashMatches: true, outcomeMatches: false });
    const nonce = await verifySlotRound(proof({ nonce: 18 }));
    expect(nonce).toMatchObject({ ok: false, hashMatches: true, outcomeMatches: false });
  });

  it('no longer verifies when the server changes the outcome it reports', async () => {
    const richer = proof({ outcome: { ...proof().outcome, totalWin: 120 } });
    expect(await verifySlotRound(richer)).toMatchObject({ ok: false, hashMatches: true, outcomeMatches: false });
    const moved = proof({ stops: [25, 9, 17, 4, 26] });
    expect(await verifySlotRound(moved)).toMatchObject({ ok: false, stopsMatch: false });
  });

  it('validates every raw field', async () => {
    const good = {
      gameCode: GAME,
      serverSeed: SERVER_SEED,
      clientSeed: 'player-seed',
      nonce: 17,
      stakePerLine: 2,
      free: false,
    };
    expect(slotInputErrors(good)).toEqual([]);
    expect(
      slotInputErrors({
        gameCode: 'nope',
        serverSeed: 'XYZ',
        clientSeed: 'a b',
        nonce: -1,
        stakePerLine: 0,
        free: false,
      }),
    ).toEqual(['gameCode', 'serverSeed', 'clientSeed', 'nonce', 'stakePerLine']);
    expect((await replaySlot(good)).result).toEqual(PINNED);
    await expect(replaySlot({ ...good, nonce: 1.5 })).rejects.toThrow(RangeError);
  });
});

describe('the verifier on a lottery draw', () => {
  it('walks the chain and recomputes the result; a changed salt or hash no longer verifies', async () => {
    const chain = await chainFrom('7a'.repeat(32), 4);
    const salt = 'salt-2026';
    const hash = chain[3]!;
    const result = lotteryResult('k3', await drawFloats(hash, salt, 3));
    const draw = {
      drawId: '3c0a8f4e-6a0f-4c43-9a87-0d1b7a0b2c11',
      gameCode: 'house-k3-1m',
      family: 'k3' as const,
      number: '20261127-0003',
      status: 'settled' as const,
      chain: {
        id: '5b2e6d0c-1f4e-4a2b-8c3d-9e8f7a6b5c4d',
        gameCode: 'house-k3-1m',
        terminatingHash: chain[0]!,
        salt,
        length: 4,
        publishedAt: '2026-11-27T00:00:00.000Z',
      },
      index: 3,
      hash,
      result,
    };
    expect(await verifyDraw(draw)).toMatchObject({ drawn: true, ok: true, chainOk: true, resultMatches: true });
    expect(await verifyDraw({ ...draw, chain: { ...draw.chain, salt: 'salt-2027' } })).toMatchObject({
      ok: false,
      chainOk: true,
    });
    expect(await verifyDraw({ ...draw, hash: chain[2]! })).toMatchObject({ ok: false, chainOk: false });
    expect(await verifyDraw({ ...draw, hash: null, result: null })).toEqual({ drawn: false, ok: false });
    expect(drawInputErrors({ family: 'k3', hash: 'x', salt: '', index: 0, terminatingHash: chain[0]! })).toEqual([
      'hash',
      'salt',
      'index',
    ]);
  });
});
