import { useQuery } from '@tanstack/react-query';
import { canUseMemberFeatures } from '../rules/customerType';
import { throttleAsync } from '../rules/throttle';
import { useSessionInfo } from '../stores/session';
import { api } from './client';
import { useSiteConfig } from './queries';
import { unreadKey } from './unreadKey';

/** Spec §9: the unread counts are fetched at most once per 250 ms. */
export const UNREAD_THROTTLE_MS = 250;

/**
 * The three unread counters of spec §3 ("announcements, chat, inbox; the total is their sum"), each
 * under `unreadKey` so a live `unread.changed` push (src/app/live.ts) or a mark-read refetches them.
 */
export const unreadKeys = {
  announcements: [...unreadKey, 'announcements'] as const,
  inbox: [...unreadKey, 'inbox'] as const,
  chat: [...unreadKey, 'chat'] as const,
};

const fetchAnnouncements = throttleAsync(() => api<number>('/announcements/unread'), UNREAD_THROTTLE_MS);
/** The spec's INBOX3 unread count: `value` is a number. */
const fetchInbox = throttleAsync(() => api<number>('/inbox/unread'), UNREAD_THROTTLE_MS);
/** The spec's chat unread count: `value.unReadCount`. */
const fetchChat = throttleAsync(
  async () => (await api<{ unReadCount: number }>('/chat/unread')).unReadCount,
  UNREAD_THROTTLE_MS,
);

export interface UnreadCounts {
  announcements: number;
  inbox: number;
  chat: number;
  /** Their sum: the header's inbox control and the bottom menu's member-centre badge. */
  total: number;
}

/**
 * The signed-in member's unread counts. Never asked for a visitor; a trial account (type 4) has no
 * inbox or chat and sees every announcement as read (spec §6), so it asks for nothing either. The
 * chat count is asked only when the brand has live chat (the white-label flag CBS3).
 */
export function useUnreadCounts(): UnreadCounts {
  const session = useSessionInfo();
  const member = !!session && canUseMemberFeatures(session.type);
  const liveChat = useSiteConfig().data?.features.liveChat === true;
  const options = { staleTime: 30_000, retry: false, refetchOnWindowFocus: true } as const;
  const announcements = useQuery({
    ...options,
    queryKey: unreadKeys.announcements,
    queryFn: fetchAnnouncements,
    enabled: member,
  });
  const inbox = useQuery({ ...options, queryKey: unreadKeys.inbox, queryFn: fetchInbox, enabled: member });
  const chat = useQuery({ ...options, queryKey: unreadKeys.chat, queryFn: fetchChat, enabled: member && liveChat });
  const counts = {
    announcements: member ? (announcements.data ?? 0) : 0,
    inbox: member ? (inbox.data ?? 0) : 0,
    chat: member && liveChat ? (chat.data ?? 0) : 0,
  };
  return { ...counts, total: counts.announcements + counts.inbox + counts.chat };
}
