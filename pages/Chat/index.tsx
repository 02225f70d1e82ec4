import { MessagesSquare } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { Callout } from '../../design-system/Callout';
import { ChatBubble } from '../../design-system/ChatBubble';
import { ChatComposer } from '../../design-system/ChatComposer';
import { EmptyState } from '../../design-system/EmptyState';
import { Stack } from '../../design-system/Layout';
import { Skeleton, SkeletonGroup } from '../../design-system/Skeleton';
import { TypingIndicator } from '../../design-system/TypingIndicator';
import { CHAT_BODY_MAX } from '../../src/api/contract/chat';
import { ApiError } from '../../src/api/errors';
import { TrialRefused } from '../../src/app/TrialRefused';
import { useDates } from '../../src/i18n/dates';
import { useSessionInfo } from '../../src/stores/session';
import * as css from './Chat.css';
import { useChatPage } from './useChatPage';

/**
 * /m/chat: live chat with customer service (issue 18; docs/chat.md). The launch endpoint sends the
 * player here (?backUrl= is where the page bar's back goes). History on open, then live: the live
 * channel's chat frames refetch the conversation and show the agent typing. Own messages end-aligned,
 * "Read" under the last one an agent has read.
 */
export default function Chat() {
  const session = useSessionInfo();
  if (session?.type === 4) return <TrialRefused />;
  return <Conversation />;
}

function Conversation() {
  const { t } = useTranslation('chat');
  const { t: tCommon } = useTranslation();
  const dates = useDates();
  const chat = useChatPage();
  const [draft, setDraft] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const data = chat.history.data;
  const count = chat.messages.length + chat.inFlight.length;

  // Messages come in any script whatever the UI language: the CJK faces load by unicode range.
  useEffect(() => {
    void import('../../themes/fonts-cjk');
  }, []);
  // Keep the newest message in view as messages arrive.
  const typingShown = chat.agentTyping;
  useEffect(() => {
    if (count > 0 || typingShown) end.current?.scrollIntoView({ block: 'end' });
  }, [count, typingShown]);

  if (chat.history.isError && !data) {
    const unavailable = chat.history.error instanceof ApiError && chat.history.error.code === 'chat.unavailable';
    return (
      <EmptyState
        variant={unavailable ? 'notAvailable' : 'error'}
        title={unavailable ? tCommon('errors.chat.unavailable') : t('chat.error')}
        action={
          unavailable ? undefined : (
            <Button variant="secondary" onPress={() => void chat.history.refetch()}>
              {tCommon('system.retry')}
            </Button>
          )
        }
      />
    );
  }
  if (!data) {
    return (
      <SkeletonGroup className={css.list}>
        <Skeleton shape="text" width="60%" />
        <Skeleton shape="text" width="40%" />
      </SkeletonGroup>
    );
  }

  const lastReadOwn = [...chat.messages].reverse().find((m) => m.sender === 'member' && m.id <= data.staffReadId)?.id;
  const send = () => {
    const body = draft.trim();
    if (!body) return;
    setDraft('');
    void chat.send(body);
  };

  return (
    <div className={css.page}>
      <section className={css.list} aria-label={t('chat.messages')}>
        {!data.agentOnline && <Callout tone="caution">{t('chat.noAgent')}</Callout>}
        {chat.hasOlder && (
          <Button className={css.older} variant="ghost" size="sm" onPress={() => void chat.loadOlder()}>
            {t('chat.loadOlder')}
          </Button>
        )}
        {count === 0 && (
          <EmptyState
            size="compact"
            icon={MessagesSquare}
            title={t('chat.empty.title')}
            description={t('chat.empty.description')}
          />
        )}
        {chat.messages.map((m) => (
          <ChatBubble
            key={m.id}
            side={m.sender === 'member' ? 'own' : m.sender === 'system' ? 'system' : 'other'}
            author={m.sender === 'staff' ? t('chat.agent') : undefined}
            body={m.body}
            imageUrl={m.attachmentUrl}
            imageAlt={t('chat.imageAlt')}
            time={dates.time(m.createdAt)}
            status={m.id === lastReadOwn ? 'read' : undefined}
          />
        ))}
        {chat.inFlight.map((p) => (
          <ChatBubble
            key={p.clientMessageId}
            side="own"
            body={p.body}
            imageUrl={p.attachmentUrl}
            imageAlt={t('chat.imageAlt')}
            time={dates.time(p.createdAt)}
            status={p.status}
            onRetry={() => void chat.retry(p)}
          />
        ))}
        {chat.agentTyping && (
          <Stack align="start">
            <TypingIndicator label={t('chat.agentTyping')} />
          </Stack>
        )}
        <div ref={end} />
      </section>
      <div className={css.composer}>
        <ChatComposer
          value={draft}
          onChange={setDraft}
          onSend={send}
          onAttach={(file) => void chat.attach(file)}
          onTyping={chat.typing}
          maxLength={CHAT_BODY_MAX}
        />
      </div>
    </div>
  );
}
