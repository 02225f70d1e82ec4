import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_QUERY_KEY } from '../app/useAuth';
import { api } from './client';
// Types only: zod stays out of the client bundle.
import type { GameRecords } from './contract/games';
import type { GameType } from './contract/games.constants';

export interface GameRecordsFilter {
  /** A game category, or every category. */
  gameType: GameType | 'all';
  from: Date;
  to: Date;
  page: number;
}

/** Under the accounts key, so signing out drops the member's bets with the rest. */
export const gameRecordsKey = [...ACCOUNT_QUERY_KEY, 'gameRecords'] as const;

/** GET /api/games/records: one page of the member's betting record, game and vendor names in `language`. */
export const fetchGameRecords = (f: GameRecordsFilter, language: string) =>
  api<GameRecords>('/games/records', {
    query: {
      from: f.from.toISOString(),
      to: f.to.toISOString(),
      ...(f.gameType === 'all' ? {} : { gameType: f.gameType }),
      pageNo: f.page,
      language,
    },
  });

export function useGameRecords(f: GameRecordsFilter) {
  const language = useTranslation().i18n.language;
  return useQuery({
    queryKey: [...gameRecordsKey, f.gameType, f.from.toISOString(), f.to.toISOString(), f.page, language],
    queryFn: () => fetchGameRecords(f, language),
    staleTime: 10_000,
  });
}
