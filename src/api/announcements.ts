import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { createThrottledSender } from '../rules/announcements';
import { canUseMemberFeatures } from '../rules/customerType';
import { useSessionInfo } from '../stores/session';
import { api } from './client';
// Types only: zod stays out of the client bundle.
import type { AnnouncementsAnswer } from './contract/announcements';
import { MARK_READ_THROTTLE_MS } from './contract/announcements.constants';
import { unreadKey } from './unreadKey';

/** Whether this viewer may mark announcements read (spec §2/§6: a member whose type is not 4). */
export function useCanMarkRead(): boolean {
  const session = useSessionInfo();
  return !!session && canUseMemberFeatures(session.type);
}

/** Sets `read` on the announcement in every cached list and lowers their counts (the optimistic step). */
function setReadLocally(queryClient: QueryClient, id: number) {
  queryClient.setQueriesData<AnnouncementsAnswer>({ queryKey: ['announcements'] }, (answer) => {
    if (!answer?.list.some((a) => a.id === id && a.read === false)) return answer;
    return {
      list: answer.list.map((a) => (a.id === id ? { ...a, read: true } : a)),
      unreadCount: Math.max(0, (answer.unreadCount ?? 1) - 1),
    };
  });
}

/**
 * Marks an announcement read as spec §4 says: read locally at once, then the server is told (POST,
 * at most one per 150 ms, §9), then the lists and the unread count are fetched again. A visitor or a
 * trial account never posts.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const canMarkRead = useCanMarkRead();
  const send = useMemo(
    () =>
      createThrottledSender<number>(MARK_READ_THROTTLE_MS, async (announcementId) => {
        try {
          await api('/announcements/read', { method: 'POST', body: { announcementId, read: true } });
        } finally {
          void queryClient.invalidateQueries({ queryKey: ['announcements'] });
          void queryClient.invalidateQueries({ queryKey: unreadKey });
        }
      }),
    [queryClient],
  );
  return useCallback(
    (announcement: { id: number; read?: boolean }) => {
      if (!canMarkRead || announcement.read !== false) return;
      setReadLocally(queryClient, announcement.id);
      send(announcement.id);
    },
    [canMarkRead, queryClient, send],
  );
}
