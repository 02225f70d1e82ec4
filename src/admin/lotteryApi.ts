import { api } from '../api/client';
import type {
  AdminDraw,
  AdminLotteryBet,
  AdminLotteryGame,
  AdminLotteryGames,
  LotteryGameUpdate,
  LotteryReport,
} from '../api/contract/adminLottery';
import type { DrawStatus } from '../api/contract/lottery';

export interface AdminDrawsQuery {
  game?: string;
  status?: DrawStatus;
  /** Brand-local day of the draw, YYYY-MM-DD. */
  day?: string;
}
export interface LotteryReportQuery {
  from: string;
  to: string;
  game?: string;
}
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** The house lottery in the back office (server/modules/lottery; docs/lottery.md). */
export const lotteryAdminApi = {
  games: () => api<AdminLotteryGames>('/admin/lottery/games'),
  updateGame: (code: string, body: LotteryGameUpdate) =>
    api<AdminLotteryGame>(`/admin/lottery/games/${encodeURIComponent(code)}`, { method: 'PUT', body }),
  draws: (q: AdminDrawsQuery, cursor?: string) =>
    api<Page<AdminDraw>>('/admin/lottery/draws', { query: { ...q, ...(cursor ? { cursor } : {}) } }),
  drawBets: (id: string, cursor?: string) =>
    api<Page<AdminLotteryBet>>(`/admin/lottery/draws/${encodeURIComponent(id)}/bets`, {
      query: cursor ? { cursor } : {},
    }),
  voidDraw: (id: string, reason: string) =>
    api<AdminDraw>(`/admin/lottery/draws/${encodeURIComponent(id)}/void`, { method: 'POST', body: { reason } }),
  report: (q: LotteryReportQuery) => api<LotteryReport>('/admin/lottery/report', { query: { ...q } }),
};

export const lotteryAdminKeys = {
  all: ['admin', 'lottery'] as const,
  games: ['admin', 'lottery', 'games'] as const,
  draws: (q: AdminDrawsQuery) => ['admin', 'lottery', 'draws', q] as const,
  drawBets: (id: string) => ['admin', 'lottery', 'drawBets', id] as const,
  report: (q: LotteryReportQuery) => ['admin', 'lottery', 'report', q] as const,
};
