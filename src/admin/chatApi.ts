import { api } from '../api/client';
import type {
  CannedReply,
  ChatAgent,
  ChatFigures,
  ChatMessage,
  ChatStatus,
  ChatView,
  StaffConversation,
  StaffConversationDetail,
  StaffConversationPage,
} from '../api/contract/chat';

/** The customer-service console's calls (server/modules/chat; docs/chat.md). Types only from the contract. */
export const chatApi = {
  /** One page (CHAT_CONSOLE_PAGE_SIZE) of a view or a search; `cursor` is the previous page's nextCursor. */
  list: (view: ChatView, q: string, cursor?: string | null) =>
    api<StaffConversationPage>('/admin/chat/conversations', {
      query: { view, ...(q ? { q } : {}), ...(cursor ? { cursor } : {}) },
    }),
  detail: (id: string) => api<StaffConversationDetail>(`/admin/chat/conversations/${id}`),
  reply: (id: string, body: { clientMessageId: string; body: string; private: boolean }) =>
    api<{ message: ChatMessage }>(`/admin/chat/conversations/${id}/messages`, { method: 'POST', body }),
  status: (id: string, status: ChatStatus) =>
    api<StaffConversation>(`/admin/chat/conversations/${id}/status`, { method: 'POST', body: { status } }),
  assign: (id: string, staffId: string | null) =>
    api<StaffConversation>(`/admin/chat/conversations/${id}/assign`, { method: 'POST', body: { staffId } }),
  read: (id: string, messageId: number) =>
    api<{ ok: true }>(`/admin/chat/conversations/${id}/read`, { method: 'POST', body: { messageId } }),
  typing: (id: string) => api<{ ok: true }>(`/admin/chat/conversations/${id}/typing`, { method: 'POST' }),
  transcriptUrl: (id: string) => `/api/admin/chat/conversations/${id}/transcript`,
  agents: () => api<ChatAgent[]>('/admin/chat/agents'),
  presence: (online: boolean, cap?: number) =>
    api<ChatAgent>('/admin/chat/presence', { method: 'PUT', body: cap === undefined ? { online } : { online, cap } }),
  canned: () => api<CannedReply[]>('/admin/chat/canned'),
  saveCanned: (id: string | null, body: { code: string; text: string }) =>
    api<CannedReply>(id ? `/admin/chat/canned/${id}` : '/admin/chat/canned', { method: id ? 'PUT' : 'POST', body }),
  deleteCanned: (id: string) => api<{ ok: true }>(`/admin/chat/canned/${id}`, { method: 'DELETE' }),
  figures: (from: string, to: string) => api<ChatFigures>('/admin/chat/figures', { query: { from, to } }),
};

export const chatKeys = {
  all: ['admin', 'chat'] as const,
  list: (view: ChatView, q: string) => ['admin', 'chat', 'list', view, q] as const,
  detail: (id: string) => ['admin', 'chat', 'detail', id] as const,
  agents: ['admin', 'chat', 'agents'] as const,
  canned: ['admin', 'chat', 'canned'] as const,
  figures: (from: string, to: string) => ['admin', 'chat', 'figures', from, to] as const,
};
