import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../design-system/DataTable';
import { IconButton } from '../../../design-system/IconButton';
import { Inline } from '../../../design-system/Layout';
import { StatusBadge } from '../../../design-system/StatusBadge';
import { Text } from '../../../design-system/Text';
import { useDateTime } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { AdminBanner } from '../../../src/api/contract/adminSite';
import * as css from './Site.css';

export interface BannerColumnActions {
  rows: readonly AdminBanner[];
  busy: boolean;
  onMove: (b: AdminBanner, direction: 'up' | 'down') => void;
  onEdit: (b: AdminBanner) => void;
  onRemove: (b: AdminBanner) => void;
}

/** The art, title and link, the schedule, whether it shows, and the row's order, edit and delete. */
export function useBannerColumns({
  rows,
  busy,
  onMove,
  onEdit,
  onRemove,
}: BannerColumnActions): DataColumn<AdminBanner>[] {
  const { t } = useTranslation(ADMIN_NS);
  const dateTime = useDateTime();
  return useMemo(
    () => [
      {
        id: 'art',
        header: t('site.banners.col.art'),
        cell: (b) => <img className={css.thumb} src={b.imageUrl} alt="" />,
      },
      {
        id: 'title',
        header: t('site.banners.col.title'),
        kind: 'lead',
        cell: (b) => (
          <Text wrap="anywhere">
            {b.title}
            {b.link ? <span className={css.link}>{b.link}</span> : null}
          </Text>
        ),
      },
      {
        id: 'schedule',
        header: t('site.banners.col.schedule'),
        cell: (b) =>
          t('site.banners.schedule', {
            from: b.startsAt ? dateTime(b.startsAt) : t('site.banners.now'),
            to: b.endsAt ? dateTime(b.endsAt) : t('site.banners.noEnd'),
          }),
      },
      {
        id: 'active',
        header: t('site.banners.col.active'),
        cell: (b) => (
          <StatusBadge tone={b.active ? 'positive' : 'neutral'}>
            {t(b.active ? 'site.banners.shown' : 'site.banners.hidden')}
          </StatusBadge>
        ),
      },
      {
        id: 'actions',
        header: t('common.actions'),
        kind: 'actions',
        cell: (b) => {
          const i = rows.indexOf(b);
          return (
            <Inline as="span" gap="xs">
              <IconButton
                label={t('site.banners.up', { title: b.title })}
                disabled={busy || i === 0}
                onPress={() => onMove(b, 'up')}
              >
                <ArrowUp />
              </IconButton>
              <IconButton
                label={t('site.banners.down', { title: b.title })}
                disabled={busy || i === rows.length - 1}
                onPress={() => onMove(b, 'down')}
              >
                <ArrowDown />
              </IconButton>
              <IconButton label={t('site.banners.edit', { title: b.title })} onPress={() => onEdit(b)}>
                <Pencil />
              </IconButton>
              <IconButton label={t('site.banners.delete', { title: b.title })} onPress={() => onRemove(b)}>
                <Trash2 />
              </IconButton>
            </Inline>
          );
        },
      },
    ],
    [t, dateTime, rows, busy, onMove, onEdit, onRemove],
  );
}
