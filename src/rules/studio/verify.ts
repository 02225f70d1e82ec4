/**
 * The verifier (issue 22, docs/fairness.md): recomputes a house result from its public proof, with
 * Web Crypto, whatever the server says. The /m/fairness page, the offline command
 * (`npm run fairness:verify`) and the tests all use this module, so what they check is the same.
 *
 * - A slot round: sha256(serverSeed) must equal the hash shown before play; the floats are
 *   seedFloats(serverSeed, clientSeed, nonce, 5); reel r stops at ⌊f_r × strip length⌋; the engine
 *   evaluates the stops; the recomputed stops, grid and wins must equal the server's.
 * - A lottery draw: the draw's hash, hashed forward `index` times, must reach the chain's published
 *   terminating hash; the floats are drawFloats(hash, salt, n); `lotteryResult` gives the result,
 *   which must equal the server's.
 */
import type { DrawProof, RoundProof } from '../../api/contract/fairness';
import { drawFloats, isClientSeed, isHash, sha256Hex, verifyChainLink } from '../fairness';
import { LOTTERY_FLOATS, type LotteryFamily, type LotteryResult, lotteryResult } from '../lottery/draw';
import { slotConfig } from './configs';
import { type SpinResult, spinFromSeeds } from './engine';

/** The inputs of a slot round a player can type: the verifier's "raw seeds" form. */
export interface SlotSeedsInput {
  gameCode: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** The stake per line the wins are counted at (1 shows them as multiples of the line stake). */
  stakePerLine: number;
  free: boolean;
}

export type SlotInputError = 'gameCode' | 'serverSeed' | 'clientSeed' | 'nonce' | 'stakePerLine';

/** Which fields of a raw slot input are wrong (empty: none). */
export function slotInputErrors(input: SlotSeedsInput): SlotInputError[] {
  const errors: SlotInputError[] = [];
  if (!slotConfig(input.gameCode)) errors.push('gameCode');
  if (!isHash(input.serverSeed)) errors.push('serverSeed');
  if (!isClientSeed(input.clientSeed)) errors.push('clientSeed');
  if (!Number.isSafeInteger(input.nonce) || input.nonce < 0) errors.push('nonce');
  if (!Number.isSafeInteger(input.stakePerLine) || input.stakePerLine <= 0) errors.push('stakePerLine');
  return errors;
}

export interface SlotReplay {
  serverSeedHash: string;
  floats: number[];
  result: SpinResult;
}

/** Replays a slot round from its seeds: the hash of the server seed, the floats, the stops and the outcome. */
export async function replaySlot(input: SlotSeedsInput): Promise<SlotReplay> {
  const errors = slotInputErrors(input);
  if (errors.length > 0) throw new RangeError(`invalid ${errors.join(', ')}`);
  const config = slotConfig(input.gameCode)!;
  const [serverSeedHash, spun] = await Promise.all([
    sha256Hex(input.serverSeed),
    spinFromSeeds(config, input.stakePerLine, input, input.free),
  ]);
  return { serverSeedHash, floats: spun.floats, result: spun.result };
}

export type RoundCheck =
  | { revealed: false; ok: false }
  | ({
      revealed: true;
      ok: boolean;
      /** sha256(revealed seed) = the hash shown before play. */
      hashMatches: boolean;
      stopsMatch: boolean;
      /** Stops, grid, line wins, scatter and total win all equal the server's. */
      outcomeMatches: boolean;
    } & SlotReplay);

/** Deep equality of JSON data, whatever the key order. */
const canonical = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(canonical)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
        )
      : v;
const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** Checks a slot round's proof. Not yet revealed: nothing can be checked until the seed is rotated. */
export async function verifySlotRound(proof: RoundProof): Promise<RoundCheck> {
  if (proof.serverSeed === null) return { revealed: false, ok: false };
  const replay = await replaySlot({
    gameCode: proof.gameCode,
    serverSeed: proof.serverSeed,
    clientSeed: proof.clientSeed,
    nonce: proof.nonce,
    stakePerLine: proof.stakePerLine,
    free: proof.free,
  });
  const hashMatches = replay.serverSeedHash === proof.serverSeedHash;
  const r = replay.result;
  const stopsMatch = same(r.stops, proof.stops);
  const outcomeMatches =
    stopsMatch &&
    same(r.grid, proof.outcome.grid) &&
    same(r.lineWins, proof.outcome.lineWins) &&
    r.scatterCount === proof.outcome.scatterCount &&
    r.scatterWin === proof.outcome.scatterWin &&
    r.totalWin === proof.outcome.totalWin &&
    r.freeSpinsAwarded === proof.outcome.freeSpinsAwarded;
  return { revealed: true, ok: hashMatches && outcomeMatches, hashMatches, stopsMatch, outcomeMatches, ...replay };
}

/** The inputs of a lottery draw a player can type. */
export interface DrawInput {
  family: LotteryFamily;
  hash: string;
  salt: string;
  index: number;
  terminatingHash: string;
}

export type DrawInputError = 'family' | 'hash' | 'salt' | 'index' | 'terminatingHash';

export function drawInputErrors(input: DrawInput): DrawInputError[] {
  const errors: DrawInputError[] = [];
  if (!(input.family in LOTTERY_FLOATS)) errors.push('family');
  if (!isHash(input.hash)) errors.push('hash');
  if (input.salt.length === 0 || input.salt.length > 200) errors.push('salt');
  if (!Number.isSafeInteger(input.index) || input.index < 1 || input.index > 10_000_000) errors.push('index');
  if (!isHash(input.terminatingHash)) errors.push('terminatingHash');
  return errors;
}

export interface DrawReplay {
  chainOk: boolean;
  floats: number[];
  result: LotteryResult;
}

/** Replays a draw: walks the chain to the terminating hash and recomputes the result. */
export async function replayDraw(input: DrawInput, onProgress?: (done: number, total: number) => void) {
  const errors = drawInputErrors(input);
  if (errors.length > 0) throw new RangeError(`invalid ${errors.join(', ')}`);
  const chainOk = await verifyChainLink(input.hash, input.index, input.terminatingHash, onProgress);
  const floats = await drawFloats(input.hash, input.salt, LOTTERY_FLOATS[input.family]);
  return { chainOk, floats, result: lotteryResult(input.family, floats) } satisfies DrawReplay;
}

export type DrawCheck =
  | { drawn: false; ok: false }
  | ({ drawn: true; ok: boolean; resultMatches: boolean } & DrawReplay);

/** Checks a draw's proof: the chain link, then the result. Not drawn yet: nothing to check. */
export async function verifyDraw(
  proof: DrawProof,
  onProgress?: (done: number, total: number) => void,
): Promise<DrawCheck> {
  if (proof.hash === null || proof.result === null) return { drawn: false, ok: false };
  const replay = await replayDraw(
    {
      family: proof.family,
      hash: proof.hash,
      salt: proof.chain.salt,
      index: proof.index,
      terminatingHash: proof.chain.terminatingHash,
    },
    onProgress,
  );
  const resultMatches = same(replay.result, proof.result);
  return { drawn: true, ok: replay.chainOk && resultMatches, resultMatches, ...replay };
}
