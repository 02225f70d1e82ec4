import { useSearchParams } from 'react-router-dom';
import type { QueueFilters } from '../../../src/admin/queuesApi';
import { normalizeQueueDates } from '../../../src/rules/queueDates';

/**
 * The filters and the page number, kept in the address: the first status (pending) by default,
 * `status=all` for any; `from` and `to` are local days (YYYY-MM-DD), cleaned as the date filter's rules say.
 */
export function useQueueFilters<S extends string>(statuses: readonly S[]) {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const isStatus = (v: string | null): v is S => (statuses as readonly (string | null)[]).includes(v);
  const filters: QueueFilters<S> = {
    status: statusParam === 'all' ? '' : isStatus(statusParam) ? statusParam : (statuses[0] as S),
    member: params.get('member') ?? '',
    ...normalizeQueueDates({ from: params.get('from') ?? '', to: params.get('to') ?? '' }, new Date()),
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const apply = (f: QueueFilters<S>) => {
    const next = new URLSearchParams();
    next.set('status', f.status || 'all');
    if (f.member) next.set('member', f.member);
    if (f.from) next.set('from', f.from);
    if (f.to) next.set('to', f.to);
    setParams(next);
  };
  /** Another page; `replace` when the address was only wrong (a page past the end). */
  const goTo = (p: number, { replace = false } = {}) => {
    const next = new URLSearchParams(params);
    next.set('page', String(p));
    setParams(next, { replace });
  };
  /** Only the default view (pending, no other filter) is "nothing waiting"; anything else is "no match". */
  const isDefault = filters.status === statuses[0] && !filters.member && !filters.from && !filters.to;
  return { filters, page, apply, goTo, isDefault };
}
