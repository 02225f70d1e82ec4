import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_QUERY_KEY } from '../app/useAuth';
import { api } from './client';
// Types only: zod stays out of the client bundle.
import type { RecordsPage } from './contract/records';
import type { RecordFilter } from './contract/records.constants';

export interface RecordsFilter {
  /** A filter group, an agent's team money movements, or every record. */
  group: RecordFilter | 'all';
  from: Date;
  to: Date;
  page: number;
}

/** Under the accounts key, so signing out drops the member's records with the rest. */
export const recordsKey = [...ACCOUNT_QUERY_KEY, 'records'] as const;

/** GET /api/wallet/records: one page of the member's transaction record. */
export const fetchRecords = (f: RecordsFilter) =>
  api<RecordsPage>('/wallet/records', {
    query: {
      ...(f.group === 'all' ? {} : { type: f.group }),
      from: f.from.toISOString(),
      to: f.to.toISOString(),
      page: f.page,
    },
  });

export function useRecords(f: RecordsFilter) {
  return useQuery({
    queryKey: [...recordsKey, f.group, f.from.toISOString(), f.to.toISOString(), f.page],
    queryFn: () => fetchRecords(f),
    staleTime: 10_000,
  });
}
