import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { canUseMemberFeatures } from '../rules/customerType';
import { useSessionInfo } from '../stores/session';
import { api } from './client';
// Types only: zod stays out of the client bundle.
import type { FeedbackInput, FeedbackRules, InboxMarkRead, InboxMessage, InboxPage } from './contract/inbox';
import { unreadKeys } from './unread';
import { unreadKey } from './unreadKey';

/**
 * Under the unread key (src/app/live.ts): an `unread.changed` push refetches the list and the count
 * alike, and signing out drops them with the member's other data.
 */
export const inboxKeys = {
  all: [...unreadKey, 'inbox'] as const,
  /**
   * The INBOX3 count: the badges' key (src/api/unread.ts). It is also the prefix of the keys below:
   * invalidate it with `exact: true`.
   */
  count: unreadKeys.inbox,
  page: (page: number, lang: string) => [...unreadKey, 'inbox', 'page', page, lang] as const,
  message: (id: string, lang: string) => [...unreadKey, 'inbox', 'message', id, lang] as const,
};

/** The inbox calls (/api/inbox, INBOX3) and the feedback form's (/api/feedback, FEEDBACK3). */
export const inboxApi = {
  list: (page: number, lang: string) => api<InboxPage>('/inbox', { query: { page, lang } }),
  read: (id: string, lang: string) => api<InboxMessage>(`/inbox/${encodeURIComponent(id)}`, { query: { lang } }),
  markRead: (body: InboxMarkRead) => api<{ unread: number }>('/inbox/read', { method: 'POST', body }),
  remove: (id: string) => api<{ unread: number }>(`/inbox/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  feedbackRules: () => api<FeedbackRules>('/feedback/rules'),
  sendFeedback: (body: FeedbackInput) => api<{ id: string }>('/feedback', { method: 'PUT', body }),
};

/** Whether the inbox may be asked: a session that is not a trial account (never for guests, §6). */
function useInboxAllowed() {
  const session = useSessionInfo();
  return !!session && canUseMemberFeatures(session.type);
}

/** One page of the inbox, newest first, in the UI language. */
export function useInbox(page = 1) {
  const enabled = useInboxAllowed();
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useQuery({
    queryKey: inboxKeys.page(page, lang),
    queryFn: () => inboxApi.list(page, lang),
    enabled,
    placeholderData: keepPreviousData,
  });
}
