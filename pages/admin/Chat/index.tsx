import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../design-system/EmptyState';
import { Stack } from '../../../design-system/Layout';
import { LoadMoreButton } from '../../../design-system/Pager';
import { PageHeader } from '../../../design-system/SectionHeader';
import { Select } from '../../../design-system/Select';
import { Switch } from '../../../design-system/Switch';
import { TabPanel, Tabs } from '../../../design-system/Tabs';
import { TextField } from '../../../design-system/TextField';
import { toast } from '../../../design-system/Toast';
import { chatApi, chatKeys } from '../../../src/admin/chatApi';
import { useStaff } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { LoadError } from '../../../src/admin/LoadError';
import { useStaffLive } from '../../../src/admin/useStaffLive';
import { CHAT_VIEWS, type ChatView } from '../../../src/api/contract/chat';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import { Canned } from './Canned';
import * as css from './Chat.css';
import { ConversationList } from './ConversationList';
import { ConversationPane } from './ConversationPane';
import { Figures } from './Figures';

/**
 * /admin/chat (support; admin too): the customer-service console (docs/chat.md). The queue and the
 * views by status, a search over past conversations, one conversation with the member beside it,
 * the agent's presence, the figures and the canned replies. Live over /api/admin/live.
 */
export default function ChatConsole() {
  const { t } = useTranslation(ADMIN_NS);
  const staff = useStaff();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const live = useStaffLive();
  const [section, setSection] = useState('conversations');
  const [view, setView] = useState<ChatView>('queue');
  const [q, setQ] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    // Players write in any script: the CJK faces (unicode-range subsets, only glyphs on screen download).
    void import('../../../themes/fonts-cjk');
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const search = q.trim();
  // Keyset pages of 25; a live refresh reads the loaded pages again from the top (docs/chat.md).
  const list = useInfiniteQuery({
    queryKey: chatKeys.list(view, search),
    queryFn: ({ pageParam }) => chatApi.list(view, search, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
  const rows = list.data?.pages.flatMap((p) => p.conversations) ?? [];
  const agents = useQuery({ queryKey: chatKeys.agents, queryFn: chatApi.agents });
  const me = agents.data?.find((a) => a.username === staff?.username);
  // The switch follows the tap at once; the server's answer (or a failure) settles it.
  const [online, setOnline] = useState<boolean | null>(null);
  const presence = useMutation({
    mutationFn: (on: boolean) => chatApi.presence(on),
    onMutate: (on) => setOnline(on),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.all }).then(() => setOnline(null)),
    onError: (err) => toast.error(errorMessage(err), { id: 'chat-presence' }),
  });

  return (
    <Stack gap="xl" minWidth={0}>
      <PageHeader title={t('nav.chat')} description={t('chat.lead')} />
      <div className={css.presence}>
        <Switch
          label={t('chat.online')}
          hint={me ? t('chat.load', { n: me.load, cap: me.cap }) : undefined}
          checked={online ?? me?.online ?? false}
          disabled={!me || presence.isPending}
          onChange={(online) => presence.mutate(online)}
        />
        <span>{live.connected ? t('chat.liveOn') : t('chat.liveOff')}</span>
      </div>
      <Tabs
        label={t('nav.chat')}
        value={section}
        onValueChange={setSection}
        items={[
          { value: 'conversations', label: t('chat.conversations') },
          { value: 'figures', label: t('chat.figures') },
          { value: 'canned', label: t('chat.cannedTitle') },
        ]}
      >
        <TabPanel value="conversations">
          <div className={css.layout}>
            <Stack gap="md" minWidth={0}>
              <Select
                label={t('chat.views')}
                value={view}
                onChange={(v) => setView(v as ChatView)}
                options={CHAT_VIEWS.map((v) => ({ value: v, label: t(`chat.view.${v}`) }))}
              />
              <TextField label={t('chat.search')} hint={t('chat.searchHint')} type="search" value={q} onChange={setQ} />
              {list.isError ? <LoadError error={list.error} onRetry={() => void list.refetch()} /> : null}
              {list.isSuccess && rows.length === 0 ? (
                <EmptyState size="compact" title={search ? t('chat.noMatch') : t('chat.emptyView')} />
              ) : (
                <>
                  <ConversationList
                    rows={rows}
                    selected={selected}
                    onSelect={setSelected}
                    typing={live.typing}
                    now={now}
                  />
                  {list.isSuccess ? (
                    <LoadMoreButton
                      hasMore={list.hasNextPage}
                      loading={list.isFetchingNextPage}
                      onLoadMore={() => void list.fetchNextPage()}
                    />
                  ) : null}
                </>
              )}
            </Stack>
            {selected ? (
              <ConversationPane
                key={selected}
                id={selected}
                me={me}
                agents={agents.data ?? []}
                playerTyping={live.typing.has(selected)}
              />
            ) : (
              <EmptyState title={t('chat.pick')} description={t('chat.pickHint')} />
            )}
          </div>
        </TabPanel>
        <TabPanel value="figures">
          <Figures />
        </TabPanel>
        <TabPanel value="canned">
          <Canned />
        </TabPanel>
      </Tabs>
    </Stack>
  );
}
