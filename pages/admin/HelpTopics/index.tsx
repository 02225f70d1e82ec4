import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { type DataColumn, DataTable } from '../../../design-system/DataTable';
import { Stack } from '../../../design-system/Layout';
import { PageHeader } from '../../../design-system/SectionHeader';
import { StatusBadge } from '../../../design-system/StatusBadge';
import { Text } from '../../../design-system/Text';
import { contentApi, contentKeys } from '../../../src/admin/contentApi';
import { useStaff } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { useLoadError } from '../../../src/admin/LoadError';
import { staffMayCall } from '../../../src/api/contract/access';
import type { AdminHelpTopic } from '../../../src/api/contract/help';
import { HelpTopicEditor } from './HelpTopicEditor';

/**
 * /admin/help-topics (marketing writes; support reads): the help center's topics in their order
 * (the player's /m/help and the footer show the active ones); create and edit with a key, order,
 * active switch and content per language with a preview. Every save is audited.
 */
export default function HelpTopicsPage() {
  const { t } = useTranslation(ADMIN_NS);
  const staff = useStaff();
  const mayEdit = !!staff && staffMayCall(staff.role, 'POST /api/admin/help-topics');
  const loadError = useLoadError();
  const list = useQuery({ queryKey: contentKeys.helpTopics, queryFn: contentApi.helpTopics });
  const [open, setOpen] = useState<{ editing: AdminHelpTopic | null } | null>(null);
  const data = list.data;
  const columns = useMemo<DataColumn<AdminHelpTopic>[]>(() => {
    const base: DataColumn<AdminHelpTopic>[] = [
      {
        id: 'title',
        header: t('helpTopics.col.title'),
        kind: 'lead',
        cell: (h) => (
          <Stack as="span" gap="xxs" minWidth={0}>
            <Text wrap="anywhere">{h.title}</Text>
            {h.key ? (
              <Text tone="muted" size="sm" weight="regular" numeric>
                {h.key}
              </Text>
            ) : null}
          </Stack>
        ),
      },
      {
        id: 'active',
        header: t('helpTopics.col.active'),
        card: 'head',
        cell: (h) =>
          h.active ? (
            <StatusBadge tone="positive">{t('helpTopics.shown')}</StatusBadge>
          ) : (
            <StatusBadge tone="neutral">{t('helpTopics.hidden')}</StatusBadge>
          ),
      },
      { id: 'sequence', header: t('helpTopics.col.sequence'), kind: 'end', cell: (h) => h.sequence },
    ];
    if (!mayEdit) return base;
    return [
      ...base,
      {
        id: 'actions',
        header: t('common.actions'),
        kind: 'actions',
        cell: (h) => (
          <Button
            size="sm"
            variant="secondary"
            icon={<Pencil />}
            aria-label={t('helpTopics.editLabel', { title: h.title })}
            onPress={() => setOpen({ editing: h })}
          >
            {t('helpTopics.edit')}
          </Button>
        ),
      },
    ];
  }, [t, mayEdit]);

  return (
    <Stack gap="xl" minWidth={0}>
      <PageHeader
        title={t('nav.helpTopics')}
        description={t('helpTopics.lead')}
        actions={
          mayEdit ? (
            <Button icon={<Plus />} onPress={() => setOpen({ editing: null })} disabled={!data}>
              {t('helpTopics.new')}
            </Button>
          ) : undefined
        }
      />
      <DataTable<AdminHelpTopic>
        layout="auto"
        caption={t('nav.helpTopics')}
        columns={columns}
        rows={data?.list}
        rowKey={(h) => String(h.id)}
        rowLabel={(h) => h.title}
        loading={list.isPending}
        loadingLabel={t('helpTopics.loading')}
        busy={list.isFetching}
        error={loadError(list)}
        empty={{ title: t('helpTopics.empty'), description: t('helpTopics.emptyHint') }}
      />
      {data && open ? (
        <HelpTopicEditor
          editing={open.editing}
          nextSequence={Math.max(0, ...data.list.map((h) => h.sequence)) + 10}
          languages={data.languages}
          defaultLanguage={data.defaultLanguage}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </Stack>
  );
}
