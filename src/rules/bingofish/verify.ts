/**
 * The browser's (and the tests') check of a bingo round's or a fishing shot's proof (issue 23,
 * docs/bingo-fishing.md): recomputes the result from the revealed seeds, whatever the server says.
 */
import type { BingoProof, FishingProof } from '../../api/contract/bingofish';
import { bingoFloatCount, dealFromFloats, evaluate } from '../bingo/bingo';
import { seedFloats, sha256Hex } from '../fairness';
import { captureProbability, fishOf, sceneNumber, shotFromFloat } from '../fishing/fishing';

export type BingoCheck =
  | { revealed: false; ok: false }
  | {
      revealed: true;
      ok: boolean;
      serverSeedHash: string;
      hashMatches: boolean;
      /** The cards and the balls drawn recomputed equal the server's. */
      dealMatches: boolean;
      /** The card results and the total win recomputed equal the server's. */
      outcomeMatches: boolean;
      cards: number[][];
      drawn: number[];
      totalWin: number;
    };

export async function verifyBingoRound(proof: BingoProof): Promise<BingoCheck> {
  if (proof.serverSeed === null) return { revealed: false, ok: false };
  const [serverSeedHash, floats] = await Promise.all([
    sha256Hex(proof.serverSeed),
    seedFloats(proof.serverSeed, proof.clientSeed, proof.nonce, bingoFloatCount(proof.cards)),
  ]);
  const deal = dealFromFloats(floats, proof.cards);
  const drawn = deal.order.slice(0, proof.balls);
  const result = evaluate(deal.cards, drawn, proof.stake);
  const hashMatches = serverSeedHash === proof.serverSeedHash;
  const dealMatches =
    JSON.stringify(deal.cards) === JSON.stringify(proof.outcome.cards) &&
    JSON.stringify(drawn) === JSON.stringify(proof.outcome.drawn);
  const outcomeMatches =
    dealMatches &&
    result.totalWin === proof.outcome.totalWin &&
    result.cards.every(
      (c, i) => c.pattern === proof.outcome.results[i]?.pattern && c.win === proof.outcome.results[i]?.win,
    );
  return {
    revealed: true,
    ok: hashMatches && outcomeMatches,
    serverSeedHash,
    hashMatches,
    dealMatches,
    outcomeMatches,
    cards: deal.cards,
    drawn,
    totalWin: result.totalWin,
  };
}

export type FishingCheck =
  | { revealed: false; ok: false }
  | {
      revealed: true;
      ok: boolean;
      serverSeedHash: string;
      hashMatches: boolean;
      float: number;
      /** RTP ÷ multiplier: caught when the float is below it. */
      threshold: number;
      captured: boolean;
      win: number;
      outcomeMatches: boolean;
    };

export async function verifyFishingShot(proof: FishingProof): Promise<FishingCheck> {
  if (proof.serverSeed === null) return { revealed: false, ok: false };
  const [serverSeedHash, floats] = await Promise.all([
    sha256Hex(proof.serverSeed),
    seedFloats(proof.serverSeed, proof.clientSeed, proof.nonce, 1),
  ]);
  const float = floats[0] ?? 1;
  const shot = shotFromFloat(float, proof.outcome.kind, proof.stake);
  const hashMatches = serverSeedHash === proof.serverSeedHash;
  const outcomeMatches =
    shot.pays === proof.outcome.pays && shot.captured === proof.outcome.captured && shot.win === proof.outcome.win;
  return {
    revealed: true,
    ok: hashMatches && outcomeMatches,
    serverSeedHash,
    hashMatches,
    float,
    threshold: captureProbability(shot.pays),
    captured: shot.captured,
    win: shot.win,
    outcomeMatches,
  };
}

/** The kind of fish `fishId` of a scene (to check a shot named the fish the scene had). */
export const fishKindOf = (sceneSeed: string, fishId: number) => fishOf(sceneNumber(sceneSeed), fishId).kind;

export type HouseCheck = BingoCheck | FishingCheck;

/** A bingo round's or a fishing shot's check, by the proof's kind. */
export const verifyHouseRound = (proof: BingoProof | FishingProof): Promise<HouseCheck> =>
  proof.kind === 'bingo' ? verifyBingoRound(proof) : verifyFishingShot(proof);
