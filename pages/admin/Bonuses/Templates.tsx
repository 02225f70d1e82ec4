import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { type DataColumn, DataTable } from '../../../design-system/DataTable';
import { Inline, Stack } from '../../../design-system/Layout';
import { StatusBadge } from '../../../design-system/StatusBadge';
import { Text } from '../../../design-system/Text';
import { bonusAdminApi, bonusAdminKeys } from '../../../src/admin/bonusApi';
import { useStaff } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { useLoadError } from '../../../src/admin/LoadError';
import { staffMayCall } from '../../../src/api/contract/access';
import type { BonusTemplate } from '../../../src/api/contract/adminBonus';
import { type Currency, useTemplateText } from './format';
import { TemplateEditor } from './TemplateEditor';

/** The templates: what each pays and asks, and how many grants it made; marketing creates and edits. */
export function Templates() {
  const { t } = useTranslation(ADMIN_NS);
  const staff = useStaff();
  const mayEdit = !!staff && staffMayCall(staff.role, 'POST /api/admin/bonus/templates');
  const loadError = useLoadError();
  const list = useQuery({ queryKey: bonusAdminKeys.templates, queryFn: bonusAdminApi.templates });
  const currency: Currency = {
    symbol: list.data?.currencySymbol ?? '',
    digits: list.data?.currencyDigits ?? 2,
  };
  const [open, setOpen] = useState<{ editing: BonusTemplate | null } | null>(null);
  const onEdit = useCallback((tpl: BonusTemplate) => setOpen({ editing: tpl }), []);
  const columns = useColumns(currency, mayEdit, onEdit);

  return (
    <Stack gap="lg" minWidth={0}>
      <Inline justify="between" wrap gap="sm">
        <Text tone="muted">{t('bonus.templatesLead')}</Text>
        {mayEdit ? (
          <Button icon={<Plus />} onPress={() => setOpen({ editing: null })} disabled={!list.data}>
            {t('bonus.newTemplate')}
          </Button>
        ) : null}
      </Inline>
      <DataTable<BonusTemplate>
        layout="auto"
        caption={t('bonus.tabs.templates')}
        columns={columns}
        rows={list.data?.list}
        rowKey={(r) => r.id}
        rowLabel={(r) => r.name}
        loading={list.isPending}
        loadingLabel={t('bonus.loading')}
        busy={list.isFetching}
        error={loadError(list)}
        empty={{ title: t('bonus.templatesEmpty'), description: t('bonus.templatesEmptyHint') }}
      />
      {open && list.data ? (
        <TemplateEditor editing={open.editing} currency={currency} onClose={() => setOpen(null)} />
      ) : null}
    </Stack>
  );
}

function useColumns(
  currency: Currency,
  mayEdit: boolean,
  onEdit: (tpl: BonusTemplate) => void,
): DataColumn<BonusTemplate>[] {
  const { t } = useTranslation(ADMIN_NS);
  const text = useTemplateText(currency);
  {
    const columns: DataColumn<BonusTemplate>[] = [
      {
        id: 'name',
        header: t('bonus.col.name'),
        kind: 'lead',
        cell: (r) => (
          <Stack as="span" gap="xxs" minWidth={0}>
            <Text wrap="anywhere">{r.name}</Text>
            <Text tone="muted" size="sm" weight="regular">
              {r.trigger === 'code' && r.code
                ? t('bonus.triggerCode', { code: r.code })
                : r.trigger === 'deposit' && r.depositNth
                  ? t('bonus.triggerNth', { n: r.depositNth })
                  : t(`bonus.triggers.${r.trigger}`)}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'enabled',
        header: t('bonus.col.enabled'),
        card: 'head',
        cell: (r) =>
          r.enabled ? (
            <StatusBadge tone="positive">{t('bonus.enabled')}</StatusBadge>
          ) : (
            <StatusBadge tone="neutral">{t('bonus.disabled')}</StatusBadge>
          ),
      },
      { id: 'pays', header: t('bonus.col.pays'), cell: (r) => text.pays(r) },
      { id: 'wagering', header: t('bonus.col.wagering'), cell: (r) => text.wagering(r) },
      {
        id: 'maxBet',
        header: t('bonus.col.maxBet'),
        kind: 'end',
        cell: (r) => (r.maxBet === null ? t('common.none') : text.money(r.maxBet)),
      },
      {
        id: 'validDays',
        header: t('bonus.col.validDays'),
        kind: 'end',
        cell: (r) => t('bonus.days', { count: r.validDays }),
      },
      {
        id: 'counts',
        header: t('bonus.col.counts'),
        kind: 'end',
        cell: (r) => t('bonus.counts', { granted: r.granted, active: r.active }),
      },
    ];
    if (!mayEdit) return columns;
    return [
      ...columns,
      {
        id: 'actions',
        header: t('common.actions'),
        kind: 'actions',
        cell: (r) => (
          <Button
            size="sm"
            variant="secondary"
            icon={<Pencil />}
            aria-label={t('bonus.editLabel', { name: r.name })}
            onPress={() => onEdit(r)}
          >
            {t('bonus.edit')}
          </Button>
        ),
      },
    ];
  }
}
