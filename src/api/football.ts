import { api } from './client';
// Types only: zod stays out of the client bundle.
import type { FootballBet, FootballState, MatchProof, PlaceFootballSlip } from './contract/football';

/**
 * The house virtual football window API (/api/studio/football, docs/virtual-football.md): it shares
 * the studio's window cookie. Kick-off and full-time times are the server's; the lottery's clock
 * offset (lottoClock) is learned from every answer's Date header the same way.
 */
export const footballApi = {
  open: (gameCode: string, token: string, lang?: string) =>
    api<FootballState>('/studio/football/sessions', { method: 'POST', body: { gameCode, token, lang } }),
  state: (lang?: string) => api<FootballState>('/studio/football/state', { query: { lang } }),
  place: (slip: PlaceFootballSlip) =>
    api<{ bets: FootballBet[]; balance: number }>('/studio/football/slips', { method: 'POST', body: slip }),
  proof: (id: string) => api<MatchProof>(`/fairness/matches/${encodeURIComponent(id)}`),
};
