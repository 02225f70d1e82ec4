import { Pencil, Send, Trash2, Undo2 } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import type { DataColumn } from '../../../design-system/DataTable';
import { Stack } from '../../../design-system/Layout';
import { StatusBadge } from '../../../design-system/StatusBadge';
import { Text } from '../../../design-system/Text';
import { useDateTime } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { AdminAnnouncement } from '../../../src/api/contract/announcements';
import * as css from './Content.css';

export type AnnouncementAction = 'edit' | 'publish' | 'unpublish' | 'delete';

/** The announcements table: title (and type), state, target, schedule, and the row's actions. */
export function useAnnouncementColumns(
  mayEdit: boolean,
  onAction: (kind: AnnouncementAction, row: AdminAnnouncement) => void,
): DataColumn<AdminAnnouncement>[] {
  const { t } = useTranslation(ADMIN_NS);
  const dateTime = useDateTime();
  return useMemo(() => {
    const action = (row: AdminAnnouncement, kind: AnnouncementAction, icon: ReactNode) => (
      <Button
        size="sm"
        variant={kind === 'delete' ? 'critical' : 'secondary'}
        icon={icon}
        aria-label={t('announcements.actionLabel', { action: t(`announcements.${kind}`), title: row.title })}
        onPress={() => onAction(kind, row)}
      >
        {t(`announcements.${kind}`)}
      </Button>
    );
    const columns: DataColumn<AdminAnnouncement>[] = [
      {
        id: 'title',
        header: t('announcements.col.title'),
        kind: 'lead',
        cell: (a) => (
          <Stack as="span" gap="xxs" minWidth={0}>
            <Text wrap="anywhere">{a.title}</Text>
            <Text tone="muted" size="sm" weight="regular">
              {t(`announcements.types.${a.type}`)}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'state',
        header: t('announcements.col.state'),
        card: 'head',
        cell: (a) =>
          a.state === 'draft' ? (
            <StatusBadge tone="neutral">{t('announcements.states.draft')}</StatusBadge>
          ) : a.current ? (
            <StatusBadge tone="positive">{t('announcements.states.live')}</StatusBadge>
          ) : (
            <StatusBadge tone="pending">{t('announcements.states.published')}</StatusBadge>
          ),
      },
      {
        id: 'target',
        header: t('announcements.col.target'),
        cell: (a) =>
          a.target === 'vip'
            ? t('announcements.targetVip', { level: a.targetVip })
            : a.target === 'list'
              ? t('announcements.targetList', { count: a.members.length })
              : t(`announcements.targets.${a.target}`),
      },
      { id: 'start', header: t('announcements.col.start'), cell: (a) => dateTime(a.startAt) },
      {
        id: 'end',
        header: t('announcements.col.end'),
        cell: (a) => (a.endAt ? dateTime(a.endAt) : t('announcements.noEnd')),
      },
      { id: 'sequence', header: t('announcements.col.sequence'), kind: 'end', cell: (a) => a.sequence },
    ];
    if (!mayEdit) return columns;
    return [
      ...columns,
      {
        id: 'actions',
        header: t('common.actions'),
        kind: 'actions',
        cell: (a) => (
          <span className={css.actions}>
            {action(a, 'edit', <Pencil />)}
            {a.state === 'draft' ? action(a, 'publish', <Send />) : action(a, 'unpublish', <Undo2 />)}
            {a.state === 'draft' ? action(a, 'delete', <Trash2 />) : null}
          </span>
        ),
      },
    ];
  }, [t, dateTime, mayEdit, onAction]);
}
