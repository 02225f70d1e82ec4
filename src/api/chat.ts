import { useQuery } from '@tanstack/react-query';
import { useSessionInfo } from '../stores/session';
import { api } from './client';
// Types only: zod stays out of the client bundle.
import type { ChatHistory, ChatMessage } from './contract/chat';
import { unreadKeys } from './unread';

/** Under the accounts key (src/app/useAuth.ts), so signing out drops the conversation with the rest. */
export const chatKeys = {
  history: ['accounts', 'chat', 'history'] as const,
  /** The chat unread count: under the live channel's unread key, so `unread.changed` refreshes it. */
  unread: unreadKeys.chat,
};

/** The player's live-chat calls (/api/chat, docs/chat.md). */
export const chatApi = {
  /** Spec §7: the launch query; answers the chat page's URL. */
  launch: (query: { language: string; backUrl: string; headerColor?: string; title?: string }) =>
    api<{ chatUrl: string }>('/chat/launch', { query: { b2c: 1, ...query } }),
  history: (before?: number) => api<ChatHistory>('/chat/messages', { query: before ? { before } : {} }),
  send: (body: { clientMessageId: string; body: string; attachmentId?: string }) =>
    api<{ message: ChatMessage }>('/chat/messages', { method: 'POST', body }),
  read: (messageId: number) => api<{ ok: true }>('/chat/read', { method: 'POST', body: { messageId } }),
  typing: () => api<{ ok: true }>('/chat/typing', { method: 'POST' }),
  upload: (file: Blob) =>
    api<{ id: string; url: string }>('/chat/attachments', {
      method: 'POST',
      body: file,
      headers: { 'content-type': file.type || 'application/octet-stream' },
    }),
};

/** The newest page of the conversation; the live channel's chat frames refetch it. */
export function useChatHistory() {
  const signedIn = !!useSessionInfo();
  return useQuery({
    queryKey: chatKeys.history,
    queryFn: () => chatApi.history(),
    enabled: signedIn,
    staleTime: 0,
    // Without a live socket (polling fallback, or a proxy that drops it), the page still moves.
    refetchInterval: 15_000,
  });
}
