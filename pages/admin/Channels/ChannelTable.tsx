import { Pencil, Plus, ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { DataTable } from '../../../design-system/DataTable';
import { Inline, Stack } from '../../../design-system/Layout';
import { Text } from '../../../design-system/Text';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { useLoadError } from '../../../src/admin/LoadError';
import type { StaffChannelList } from '../../../src/api/contract/adminChannels';
import * as own from './Channels.css';
import { pictureOf, RangeText, StatusPills, useChannelName } from './parts';

/** Every channel with its kind, range, status and place; Edit (finance, admin) or View (support). */
export function ChannelTable({
  data,
  loading,
  error,
  onRetry,
  mayEdit,
  onCreate,
  onEdit,
  onView,
}: {
  data: StaffChannelList | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  mayEdit: boolean;
  onCreate: () => void;
  onEdit: (id: string) => void;
  onView: (id: string) => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const nameOf = useChannelName();
  const loadError = useLoadError();
  return (
    <DataTable
      caption={t('channels.caption')}
      rows={data?.channels}
      loading={loading}
      loadingLabel={t('channels.loading')}
      skeletonRows={4}
      error={loadError({ isError: !!error, error, refetch: onRetry })}
      empty={{
        title: t('channels.empty'),
        description: mayEdit ? t('channels.emptyHint') : t('channels.emptyHintReadOnly'),
        action: mayEdit ? (
          <Button icon={<Plus />} onPress={onCreate}>
            {t('channels.new')}
          </Button>
        ) : undefined,
      }}
      rowKey={(c) => c.id}
      rowLabel={(c) => t('channels.rowLabel', { name: nameOf(c) })}
      columns={[
        {
          id: 'channel',
          header: t('channels.col.channel'),
          kind: 'lead',
          cell: (c) => {
            const Picture = pictureOf(c.icon);
            return (
              <Inline as="span" gap="md" wrap={false} minWidth={0}>
                <span className={own.channelIcon} aria-hidden="true">
                  <Picture />
                </span>
                <Stack as="span" gap="xxs" minWidth={0}>
                  <span>{nameOf(c)}</span>
                  <Text tone="muted" size="sm" weight="regular" numeric wrap="anywhere">
                    {c.code}
                  </Text>
                </Stack>
              </Inline>
            );
          },
        },
        {
          id: 'kind',
          header: t('channels.col.kind'),
          cell: (c) => t(`channels.kinds.${c.kind}`, { defaultValue: c.kind }),
        },
        {
          id: 'range',
          header: t('channels.col.range'),
          cell: (c) => (data ? <RangeText data={data} channel={c} /> : null),
        },
        { id: 'status', header: t('channels.col.status'), cell: (c) => <StatusPills channel={c} /> },
        {
          id: 'sort',
          header: t('channels.col.sort'),
          kind: 'end',
          cell: (c) => (
            <Text numeric wrap="anywhere">
              {c.sort}
            </Text>
          ),
        },
        {
          id: 'actions',
          header: t('common.actions'),
          kind: 'actions',
          cell: (c) =>
            mayEdit ? (
              <Button
                size="sm"
                variant="secondary"
                icon={<Pencil />}
                aria-label={t('channels.actionLabel', { action: t('channels.edit'), name: nameOf(c) })}
                onPress={() => onEdit(c.id)}
              >
                {t('channels.edit')}
              </Button>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                icon={<ScrollText />}
                aria-label={t('channels.actionLabel', { action: t('channels.view'), name: nameOf(c) })}
                onPress={() => onView(c.id)}
              >
                {t('channels.view')}
              </Button>
            ),
        },
      ]}
    />
  );
}
