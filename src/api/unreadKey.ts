import { ACCOUNT_QUERY_KEY } from '../app/useAuth';

/**
 * The member's unread counters and the lists they count (announcements, inbox, chat), under the
 * accounts key so signing out drops them. A live `unread.changed` push or a mark-read invalidates
 * this prefix. Its own module so the pages and the shell need not load the live client to name it.
 */
export const unreadKey = [...ACCOUNT_QUERY_KEY, 'unread'] as const;
