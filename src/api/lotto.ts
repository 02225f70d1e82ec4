import { useQuery } from '@tanstack/react-query';
import { clockOffset, serverTimeFromDateHeader } from '../rules/lottery/clock';
import { api } from './client';
// Types only: zod stays out of the client bundle.
import type { Draw, LotteryBet, LottoState, PlaceSlip } from './contract/lottery';

/**
 * The house lottery vendor's game window API (/api/lotto, docs/lottery.md) and its public schedule.
 * Each answer also tells the window how far the browser's clock is from the server's (from the
 * answer's Date header), because every countdown is computed from server times.
 */

export type LotterySchedule = {
  gameCode: string;
  family: LottoState['game']['family'];
  gameType: 'LOTT' | 'ELOTT';
  next: Pick<Draw, 'id' | 'number' | 'closesAt' | 'drawsAt'> | null;
}[];

/** The last offset learned (server − browser, ms); 0 until the first answer. */
let offset = 0;
const listeners = new Set<(ms: number) => void>();

export const lottoClock = {
  offset: () => offset,
  /** The server's "now" as best the browser knows it. */
  now: () => Date.now() + offset,
  subscribe(fn: (ms: number) => void) {
    listeners.add(fn);
    return () => listeners.delete(fn);
  },
};

/** A call that learns the clock offset from its answer. */
async function timed<T>(path: string, opts: Parameters<typeof api>[1] = {}): Promise<T> {
  const sentAt = Date.now();
  let header: string | null = null;
  const value = await api<T>(path, {
    ...opts,
    onResponse: ({ response }) => {
      header = response.headers.get('date');
    },
  });
  const server = serverTimeFromDateHeader(header);
  if (server !== null) {
    const next = clockOffset(server, sentAt, Date.now());
    // Whole-second headers jitter: keep the old offset unless this one differs by more than a second.
    if (Math.abs(next - offset) > 1_000 || offset === 0) {
      offset = next;
      for (const fn of listeners) fn(offset);
    }
  }
  return value;
}

export const lottoApi = {
  /** Open the window with the launch token (cookie `lotto_key`). */
  open: (gameCode: string, token: string, lang?: string) =>
    timed<LottoState>('/lotto/sessions', { method: 'POST', body: { gameCode, token, lang } }),
  /** The open window's state (a reload resumes through the cookie). */
  state: (lang?: string) => timed<LottoState>('/lotto/state', { query: { lang } }),
  /** Place one slip; the same slipId again answers the same bets. */
  place: (slip: PlaceSlip) =>
    timed<{ bets: LotteryBet[]; balance: number }>('/lotto/bets', { method: 'POST', body: slip }),
  /** Past draws of the window's game, 25 a page. */
  draws: (cursor?: string | null) =>
    timed<{ items: Draw[]; nextCursor: string | null }>('/lotto/draws', { query: cursor ? { cursor } : {} }),
  /** The public schedule: each enabled game's next draw. */
  schedule: () => timed<LotterySchedule>('/lotto/schedule'),
};

export const lottoKeys = {
  schedule: ['lotto', 'schedule'] as const,
  draws: (gameCode: string) => ['lotto', 'draws', gameCode] as const,
};

/** The lobby's schedule, refetched every 30 s and when a shown draw passes (the page asks). */
export function useLotterySchedule() {
  return useQuery({
    queryKey: lottoKeys.schedule,
    queryFn: lottoApi.schedule,
    staleTime: 5_000,
    refetchInterval: 30_000,
  });
}
