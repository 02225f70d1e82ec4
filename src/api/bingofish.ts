import { api } from './client';
// Types only: zod stays out of the client bundle.
import type { BingoRound, BingoState, FishingShot, FishingState } from './contract/bingofish';

/** House bingo and fishing windows (/api/studio/bingo, /api/studio/fishing; docs/bingo-fishing.md). */
export const bingoApi = {
  open: (gameCode: string, token: string, lang?: string) =>
    api<BingoState>('/studio/bingo/sessions', { method: 'POST', body: { gameCode, token, lang } }),
  state: (lang?: string) => api<BingoState>('/studio/bingo/state', { query: { lang } }),
  buy: (cards: number, stake: number) =>
    api<{ round: BingoRound; balance: number }>('/studio/bingo/buy', { method: 'POST', body: { cards, stake } }),
  extra: (roundId: string, drawn: number) =>
    api<{ round: BingoRound; balance: number }>('/studio/bingo/extra', { method: 'POST', body: { roundId, drawn } }),
  collect: (roundId: string) =>
    api<{ round: BingoRound; balance: number }>('/studio/bingo/collect', { method: 'POST', body: { roundId } }),
};

export const fishingApi = {
  open: (gameCode: string, token: string, lang?: string) =>
    api<FishingState>('/studio/fishing/sessions', { method: 'POST', body: { gameCode, token, lang } }),
  state: (lang?: string) => api<FishingState>('/studio/fishing/state', { query: { lang } }),
  shot: (fishId: number, kind: FishingShot['kind'], stake: number) =>
    api<{ shot: FishingShot; balance: number }>('/studio/fishing/shot', {
      method: 'POST',
      body: { fishId, kind, stake },
    }),
};
