import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../design-system/Toast';
import { chatApi, chatKeys, useChatHistory } from '../../src/api/chat';
import { CHAT_ATTACHMENT_MAX_BYTES, CHAT_ATTACHMENT_TYPES, type ChatMessage } from '../../src/api/contract/chat';
import { ApiError, errorKey } from '../../src/api/errors';
import { subscribeFrames } from '../../src/app/liveFrames';

/** An own message on its way (or that failed): shown until the server's copy arrives. */
export interface Pending {
  clientMessageId: string;
  body: string;
  attachmentId?: string;
  attachmentUrl?: string;
  status: 'sending' | 'failed';
  createdAt: string;
}

const TYPING_SIGNAL_MS = 2_500;
const TYPING_SHOWN_MS = 5_000;
const newId = () => (crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/**
 * The chat page's state: the server's conversation, own messages in flight (a retry reuses the same
 * client message id, so a send that did arrive is not posted twice), the agent's typing, older pages
 * and the read position sent to the server.
 */
export function useChatPage() {
  const { t } = useTranslation('chat');
  const { t: tCommon } = useTranslation();
  const queryClient = useQueryClient();
  const history = useChatHistory();
  const [pending, setPending] = useState<Pending[]>([]);
  const [older, setOlder] = useState<ChatMessage[]>([]);
  const [olderMore, setOlderMore] = useState<boolean | null>(null);
  const [agentTyping, setAgentTyping] = useState(false);
  const lastTyping = useRef(0);
  const lastRead = useRef(0);

  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: chatKeys.history }), [queryClient]);
  const fail = useCallback(
    (err: unknown) => {
      const code = err instanceof ApiError ? err.code : 'unknown';
      toast.error(tCommon(errorKey(code), { defaultValue: tCommon('errors.unknown') }));
    },
    [tCommon],
  );

  // The agent's typing: a frame shows it for a few seconds; their message hides it.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = subscribeFrames((frame) => {
      if (frame.type === 'chat.typing' && frame.from === 'staff') {
        setAgentTyping(true);
        clearTimeout(timer);
        timer = setTimeout(() => setAgentTyping(false), TYPING_SHOWN_MS);
      } else if (frame.type === 'chat.message') {
        setAgentTyping(false);
      }
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, []);

  const server = history.data?.messages ?? [];
  const messages = [...older.filter((m) => !server.some((s) => s.id === m.id)), ...server];
  const known = new Set(messages.map((m) => m.clientMessageId));
  const inFlight = pending.filter((p) => !known.has(p.clientMessageId));

  // Mark read up to the newest message once it is on screen.
  const newest = server.at(-1)?.id ?? 0;
  useEffect(() => {
    if (newest <= lastRead.current || !server.some((m) => m.sender !== 'member' && m.id > lastRead.current)) return;
    lastRead.current = newest;
    chatApi.read(newest).then(
      () => queryClient.invalidateQueries({ queryKey: chatKeys.unread }),
      () => {
        lastRead.current = 0;
      },
    );
  }, [newest, server, queryClient]);

  const post = useCallback(
    async (p: Pending) => {
      setPending((list) => [
        ...list.filter((x) => x.clientMessageId !== p.clientMessageId),
        { ...p, status: 'sending' },
      ]);
      try {
        await chatApi.send({ clientMessageId: p.clientMessageId, body: p.body, attachmentId: p.attachmentId });
        await refresh();
        setPending((list) => list.filter((x) => x.clientMessageId !== p.clientMessageId));
      } catch (err) {
        setPending((list) =>
          list.map((x) => (x.clientMessageId === p.clientMessageId ? { ...x, status: 'failed' } : x)),
        );
        if (!(err instanceof ApiError) || err.status !== 0) fail(err);
      }
    },
    [refresh, fail],
  );

  const send = (body: string) =>
    post({ clientMessageId: newId(), body, status: 'sending', createdAt: new Date().toISOString() });

  const attach = async (file: File) => {
    if (!(CHAT_ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return void toast.error(t('chat.imageType'));
    if (file.size > CHAT_ATTACHMENT_MAX_BYTES) return void toast.error(t('chat.imageTooLarge'));
    try {
      const uploaded = await chatApi.upload(file);
      await post({
        clientMessageId: newId(),
        body: '',
        attachmentId: uploaded.id,
        attachmentUrl: uploaded.url,
        status: 'sending',
        createdAt: new Date().toISOString(),
      });
    } catch (err) {
      fail(err);
    }
  };

  const typing = () => {
    const now = Date.now();
    if (now - lastTyping.current < TYPING_SIGNAL_MS) return;
    lastTyping.current = now;
    chatApi.typing().catch(() => {});
  };

  const loadOlder = async () => {
    const first = messages[0]?.id;
    if (!first) return;
    try {
      const page = await chatApi.history(first);
      setOlder((list) => [...page.messages, ...list]);
      setOlderMore(page.hasMore);
    } catch (err) {
      fail(err);
    }
  };

  return {
    history,
    messages,
    inFlight,
    agentTyping,
    hasOlder: olderMore ?? history.data?.hasMore ?? false,
    send,
    retry: post,
    attach,
    typing,
    loadOlder,
  };
}
