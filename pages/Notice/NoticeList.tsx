import { BellOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { EmptyState } from '../../design-system/EmptyState';
import { Stack } from '../../design-system/Layout';
import { NoticeItem } from '../../design-system/NoticeItem';
import { SkeletonRows } from '../../design-system/Skeleton';
import { useCanMarkRead, useMarkRead } from '../../src/api/announcements';
import { useAnnouncements } from '../../src/api/games';
import { shownUnread } from '../../src/rules/announcements';
import * as css from './Notice.css';

export interface NoticeListProps {
  /** Comma-separated content types (B,PL,PU on the notice screen, A on the agent's). */
  types: string;
  /** The position to open first (the query's index), once the list is in. */
  openIndex?: number | null | ((length: number) => number | null);
  /** Called with a position when the player opens an item (the page writes it into the URL). */
  onOpen?: (index: number) => void;
}

/**
 * The announcements of `types` as cards (spec §2 Notice screen, agent notice card): a tap expands or
 * collapses one, and opening marks it read (§4, trial accounts never post). An unread dot per item
 * and the unread count under the list for members; skeletons before the first answer, an empty state after.
 */
export function NoticeList({ types, openIndex, onOpen }: NoticeListProps) {
  const { t } = useTranslation();
  const notices = useAnnouncements(types);
  const canMarkRead = useCanMarkRead();
  const markRead = useMarkRead();
  const [openId, setOpenId] = useState<number | null>(null);
  const list = notices.data?.list;

  // The query's item opens (and is read) once the list has arrived.
  const opened = useRef(false);
  useEffect(() => {
    if (!list || opened.current) return;
    opened.current = true;
    const index = typeof openIndex === 'function' ? openIndex(list.length) : openIndex;
    const item = index === null || index === undefined ? undefined : list[index];
    if (!item) return;
    setOpenId(item.id);
    markRead(item);
    document.getElementById(`notice-${item.id}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [list, openIndex, markRead]);

  if (notices.isError && !list) {
    return (
      <EmptyState
        variant="error"
        title={t('announcements.error')}
        action={
          <Button variant="secondary" onPress={() => void notices.refetch()}>
            {t('system.retry')}
          </Button>
        }
      />
    );
  }
  if (!list) return <SkeletonRows rows={4} lines={2} label={t('announcements.loading')} />;
  if (list.length === 0) {
    return (
      <EmptyState
        icon={BellOff}
        title={t('announcements.empty.title')}
        description={t('announcements.empty.description')}
      />
    );
  }
  const unreadCount = notices.data?.unreadCount;
  return (
    <Stack gap="none">
      <ul className={css.list}>
        {list.map((item, index) => (
          <li key={item.id}>
            <NoticeItem
              id={`notice-${item.id}`}
              title={item.title}
              date={item.startDate}
              html={item.content}
              lang={item.language}
              unread={shownUnread(item.read, canMarkRead)}
              expanded={openId === item.id}
              onToggle={() => {
                if (openId === item.id) {
                  setOpenId(null);
                  return;
                }
                setOpenId(item.id);
                onOpen?.(index);
                markRead(item);
              }}
            />
          </li>
        ))}
      </ul>
      {unreadCount === undefined ? null : (
        <p className={css.footer} aria-live="polite">
          {t('announcements.unreadFooter', { count: canMarkRead ? unreadCount : 0 })}
        </p>
      )}
    </Stack>
  );
}
