import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { ChatBubble } from '../../../design-system/ChatBubble';
import { ChatComposer } from '../../../design-system/ChatComposer';
import { Stack } from '../../../design-system/Layout';
import { SectionHeader } from '../../../design-system/SectionHeader';
import { Select } from '../../../design-system/Select';
import { Switch } from '../../../design-system/Switch';
import { toast } from '../../../design-system/Toast';
import { TypingIndicator } from '../../../design-system/TypingIndicator';
import { chatApi, chatKeys } from '../../../src/admin/chatApi';
import { useDateTime } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { CHAT_BODY_MAX, CHAT_STATUSES, type ChatAgent, type ChatStatus } from '../../../src/api/contract/chat';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import * as css from './Chat.css';
import { newMessageId } from './format';
import { MemberContext } from './MemberContext';

interface Props {
  id: string;
  me: ChatAgent | undefined;
  agents: readonly ChatAgent[];
  playerTyping: boolean;
}

/** One conversation: the thread (notes included), the reply box with canned replies and notes, status and assignment. */
export function ConversationPane({ id, me, agents, playerTyping }: Props) {
  const { t } = useTranslation(ADMIN_NS);
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const dateTime = useDateTime();
  const [draft, setDraft] = useState('');
  const [note, setNote] = useState(false);
  const lastTyping = useRef(0);
  const end = useRef<HTMLDivElement>(null);
  const detail = useQuery({ queryKey: chatKeys.detail(id), queryFn: () => chatApi.detail(id) });
  const canned = useQuery({ queryKey: chatKeys.canned, queryFn: chatApi.canned, staleTime: 60_000 });
  const refresh = () => queryClient.invalidateQueries({ queryKey: chatKeys.all });
  const act = useMutation({
    mutationFn: (fn: () => Promise<unknown>) => fn(),
    onSuccess: refresh,
    onError: (err) => toast.error(errorMessage(err), { id: 'chat-action' }),
  });
  const data = detail.data;
  const newest = data?.messages.at(-1)?.id ?? 0;

  const unread = data?.conversation.unread ?? 0;
  // The newest message in view, and read by staff (the player's read receipt) when it was unread.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
    if (newest > 0 && unread > 0)
      void chatApi.read(id, newest).then(() => queryClient.invalidateQueries({ queryKey: chatKeys.all }));
  }, [newest, id, unread, queryClient]);

  if (!data) return <SectionHeader title={t('chat.loadingOne')} level={2} />;
  const c = data.conversation;
  const lastReadOwn = [...data.messages]
    .reverse()
    .find((m) => m.sender === 'staff' && !m.private && m.id <= data.memberReadId)?.id;
  const code = draft.startsWith('/') ? draft.slice(1).toLowerCase() : null;
  const suggestions = code === null ? [] : (canned.data ?? []).filter((r) => r.code.startsWith(code)).slice(0, 8);
  const send = () => {
    const body = draft.trim();
    if (!body) return;
    setDraft('');
    act.mutate(() => chatApi.reply(id, { clientMessageId: newMessageId(), body, private: note }));
  };
  const typing = () => {
    if (note || Date.now() - lastTyping.current < 2_500) return;
    lastTyping.current = Date.now();
    chatApi.typing(id).catch(() => {});
  };
  const others = agents.filter((a) => a.staffId !== me?.staffId && a.online);

  return (
    <div className={css.layoutInner}>
      <Stack gap="md" minWidth={0}>
        <SectionHeader title={c.username} level={2} description={t(`chat.status.${c.status}`)} />
        <div className={css.actions}>
          <Select
            label={t('chat.statusLabel')}
            value={c.status}
            options={CHAT_STATUSES.map((s) => ({ value: s, label: t(`chat.status.${s}`) }))}
            onChange={(v) => act.mutate(() => chatApi.status(id, v as ChatStatus))}
          />
          <Select
            label={t('chat.transfer')}
            value=""
            placeholder={c.assigneeName ?? t('chat.unassigned')}
            options={others.map((a) => ({ value: a.staffId, label: `${a.username} (${a.load}/${a.cap})` }))}
            onChange={(v) => v && act.mutate(() => chatApi.assign(id, v))}
          />
          {me && c.assigneeId !== me.staffId && (
            <Button variant="secondary" onPress={() => act.mutate(() => chatApi.assign(id, me.staffId))}>
              {t('chat.take')}
            </Button>
          )}
          {c.assigneeId && (
            <Button variant="ghost" onPress={() => act.mutate(() => chatApi.assign(id, null))}>
              {t('chat.release')}
            </Button>
          )}
          <a href={chatApi.transcriptUrl(id)} download>
            {t('chat.transcript')}
          </a>
        </div>
        <section className={css.thread} aria-label={t('chat.thread')}>
          {data.messages.map((m) => (
            <ChatBubble
              key={m.id}
              side={m.sender === 'staff' ? 'own' : m.sender === 'system' ? 'system' : 'other'}
              note={m.private}
              author={m.sender === 'staff' ? (m.staffName ?? undefined) : c.username}
              body={m.body}
              imageUrl={m.attachmentUrl}
              imageAlt={t('chat.image')}
              time={dateTime(m.createdAt)}
              status={m.id === lastReadOwn ? 'read' : undefined}
            />
          ))}
          {playerTyping && <TypingIndicator label={t('chat.playerTyping', { name: c.username })} />}
          <div ref={end} />
        </section>
        <ChatComposer
          value={draft}
          onChange={setDraft}
          onSend={send}
          onTyping={typing}
          suggestions={suggestions}
          label={note ? t('chat.notePlaceholder') : t('chat.replyPlaceholder')}
          maxLength={CHAT_BODY_MAX}
          note={note}
          disabled={act.isPending}
        >
          <Switch label={t('chat.noteSwitch')} hint={t('chat.noteHint')} checked={note} onChange={setNote} />
        </ChatComposer>
      </Stack>
      <MemberContext member={data.member} />
    </div>
  );
}
