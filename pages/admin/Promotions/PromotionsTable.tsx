import { useQuery } from '@tanstack/react-query';
import { Plus, Star } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { type DataColumn, DataTable } from '../../../design-system/DataTable';
import { Inline, Stack } from '../../../design-system/Layout';
import { StatusBadge } from '../../../design-system/StatusBadge';
import { Text } from '../../../design-system/Text';
import { activitiesAdminApi, activitiesAdminKeys } from '../../../src/admin/activitiesApi';
import { useStaff } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { useLoadError } from '../../../src/admin/LoadError';
import { staffMayCall } from '../../../src/api/contract/access';
import type { AdminPromotion } from '../../../src/api/contract/activities';
import { PromotionEditor } from './PromotionEditor';

/** Every promotion of the brand (disabled ones too), with its waiting applications; create and edit. */
export function PromotionsTable() {
  const { t } = useTranslation(ADMIN_NS);
  const staff = useStaff();
  const mayEdit = !!staff && staffMayCall(staff.role, 'POST /api/admin/activities/promotions');
  const loadError = useLoadError();
  const list = useQuery({ queryKey: activitiesAdminKeys.promotions, queryFn: activitiesAdminApi.promotions });
  const categories = useQuery({ queryKey: activitiesAdminKeys.categories, queryFn: activitiesAdminApi.categories });
  const [editing, setEditing] = useState<AdminPromotion | 'new' | null>(null);
  const data = list.data;
  const defaultLanguage = data?.defaultLanguage ?? 'en';
  const titleOf = useCallback(
    (p: AdminPromotion) => p.translations[defaultLanguage]?.title ?? Object.values(p.translations)[0]?.title ?? '',
    [defaultLanguage],
  );
  const columns = useMemo<DataColumn<AdminPromotion>[]>(
    () => [
      {
        id: 'title',
        header: t('promotions.col.title'),
        kind: 'lead',
        cell: (p) => (
          <Stack as="span" gap="xxs" minWidth={0}>
            <span>{titleOf(p)}</span>
            <Text tone="muted" size="sm" weight="regular">
              {p.noExpiry ? t('promotions.longTermFrom', { start: p.startDate }) : `${p.startDate} – ${p.endDate}`}
            </Text>
          </Stack>
        ),
      },
      { id: 'mode', header: t('promotions.col.mode'), cell: (p) => t(`promotions.modes.${p.mode}`) },
      {
        id: 'enabled',
        header: t('promotions.col.enabled'),
        card: 'head',
        cell: (p) => (
          <Inline as="span" gap="xs" wrap>
            <StatusBadge tone={p.enabled ? 'positive' : 'neutral'}>
              {t(p.enabled ? 'promotions.enabled' : 'promotions.disabled')}
            </StatusBadge>
            {p.featured ? (
              <StatusBadge tone="pending" icon={Star}>
                {t('promotions.featuredBadge')}
              </StatusBadge>
            ) : null}
          </Inline>
        ),
      },
      { id: 'pending', header: t('promotions.col.pending'), kind: 'end', cell: (p) => p.pending },
      {
        id: 'actions',
        header: t('promotions.col.actions'),
        kind: 'actions',
        cell: (p) =>
          mayEdit ? (
            <Button size="sm" variant="secondary" onPress={() => setEditing(p)}>
              {t('promotions.edit')}
              <Text visuallyHidden>{` ${titleOf(p)}`}</Text>
            </Button>
          ) : null,
      },
    ],
    [t, mayEdit, titleOf],
  );
  return (
    <Stack gap="lg" minWidth={0}>
      {mayEdit ? (
        <Inline>
          <Button icon={<Plus />} onPress={() => setEditing('new')} disabled={!data || !categories.data}>
            {t('promotions.new')}
          </Button>
        </Inline>
      ) : null}
      <DataTable<AdminPromotion>
        layout="auto"
        caption={t('promotions.tabs.promotions')}
        columns={columns}
        rows={data?.list}
        rowKey={(p) => String(p.id)}
        rowLabel={titleOf}
        loading={list.isPending}
        loadingLabel={t('promotions.loading')}
        busy={list.isFetching}
        error={loadError(list)}
        empty={{ title: t('promotions.empty'), description: t('promotions.emptyHint') }}
      />
      {data && categories.data && editing ? (
        <PromotionEditor
          editing={editing === 'new' ? null : editing}
          languages={data.languages}
          defaultLanguage={data.defaultLanguage}
          currency={data.currency}
          categories={categories.data.list}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
