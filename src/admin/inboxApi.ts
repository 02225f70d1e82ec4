import { api } from '../api/client';
import type {
  Broadcast,
  BroadcastInput,
  BroadcastStatus,
  FeedbackReply,
  FeedbackStatus,
  StaffFeedback,
} from '../api/contract/inbox';

/** Staff messages and the feedback inbox (server/modules/messaging; docs/inbox.md). Types only from the contract. */
export interface FeedbackFilters {
  type?: number;
  status?: FeedbackStatus;
  /** ms since epoch, inclusive / exclusive. */
  from?: number;
  to?: number;
}

interface Paged<T> {
  list: T[];
  page: number;
  pageSize: number;
  total: number;
}

export const inboxAdminApi = {
  broadcasts: (page: number, status?: BroadcastStatus) =>
    api<Paged<Broadcast>>('/admin/inbox/broadcasts', { query: { page, ...(status ? { status } : {}) } }),
  send: (body: BroadcastInput) => api<Broadcast>('/admin/inbox/broadcasts', { method: 'POST', body }),
  cancel: (id: string) => api<Broadcast>(`/admin/inbox/broadcasts/${id}/cancel`, { method: 'POST' }),
  feedback: (filters: FeedbackFilters, page: number) =>
    api<Paged<StaffFeedback>>('/admin/feedback', {
      query: Object.fromEntries(Object.entries({ ...filters, page }).filter(([, v]) => v !== undefined)),
    }),
  feedbackOne: (id: string) => api<StaffFeedback>(`/admin/feedback/${id}`),
  reply: (id: string, body: FeedbackReply) =>
    api<StaffFeedback>(`/admin/feedback/${id}/reply`, { method: 'POST', body }),
  makeAgent: (id: string) => api<StaffFeedback>(`/admin/feedback/${id}/make-agent`, { method: 'POST' }),
};

export const inboxAdminKeys = {
  broadcasts: ['admin', 'inbox', 'broadcasts'] as const,
  broadcastPage: (page: number) => ['admin', 'inbox', 'broadcasts', page] as const,
  feedback: ['admin', 'feedback'] as const,
  feedbackPage: (filters: FeedbackFilters, page: number) => ['admin', 'feedback', filters, page] as const,
};
