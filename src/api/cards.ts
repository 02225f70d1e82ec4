import { api } from './client';
import type { BaccaratBet, BaccaratPlay, BaccaratState, CardProof, PokerPlay, PokerState } from './contract/cards';

/** The house card games' windows (/api/studio/poker, /api/studio/baccarat; docs/video-poker-baccarat.md). */
export const pokerApi = {
  open: (gameCode: string, token: string, lang?: string) =>
    api<PokerState>('/studio/poker/sessions', { method: 'POST', body: { gameCode, token, lang } }),
  state: (lang?: string) => api<PokerState>('/studio/poker/state', { query: { lang } }),
  deal: (stake: number) => api<PokerPlay>('/studio/poker/deal', { method: 'POST', body: { stake } }),
  draw: (handId: string, hold: boolean[]) =>
    api<PokerPlay>('/studio/poker/draw', { method: 'POST', body: { handId, hold } }),
};

export const baccaratApi = {
  open: (gameCode: string, token: string, lang?: string) =>
    api<BaccaratState>('/studio/baccarat/sessions', { method: 'POST', body: { gameCode, token, lang } }),
  state: (lang?: string) => api<BaccaratState>('/studio/baccarat/state', { query: { lang } }),
  deal: (bets: Partial<Record<BaccaratBet, number>>) =>
    api<BaccaratPlay>('/studio/baccarat/deal', { method: 'POST', body: { bets } }),
};

/** GET /api/fairness/card-rounds/:id: a card round's public proof. */
export const cardProof = (id: string) => api<CardProof>(`/fairness/card-rounds/${encodeURIComponent(id)}`);
