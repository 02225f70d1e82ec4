import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import type { DataColumn } from '../../../design-system/DataTable';
import { Inline, Stack } from '../../../design-system/Layout';
import { StatusBadge } from '../../../design-system/StatusBadge';
import { Text } from '../../../design-system/Text';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { AdminVendor } from '../../../src/api/contract/adminVendors';
import * as css from './Vendors.css';

/** The vendor list's columns: logo, name and code, category, games, house or third-party, status, actions. */
export function useVendorColumns({
  mayEdit,
  onEdit,
  onGames,
}: {
  mayEdit: boolean;
  onEdit: (v: AdminVendor) => void;
  onGames: (v: AdminVendor) => void;
}): DataColumn<AdminVendor>[] {
  const { t } = useTranslation(ADMIN_NS);
  return [
    {
      id: 'vendor',
      header: t('vendors.col.vendor'),
      kind: 'lead',
      cell: (v) => (
        <Inline gap="sm" align="center" wrap={false}>
          <img className={css.logo} src={v.logoUrl} alt="" width={32} height={32} />
          <Stack as="span" gap="xxs" minWidth={0}>
            <span>{v.names.en}</span>
            <Text tone="muted" size="sm" numeric>
              {v.code}
            </Text>
          </Stack>
        </Inline>
      ),
    },
    { id: 'category', header: t('vendors.col.category'), cell: (v) => v.category },
    { id: 'games', header: t('vendors.col.games'), kind: 'end', sortValue: (v) => v.games, cell: (v) => v.games },
    {
      id: 'kind',
      header: t('vendors.col.kind'),
      cell: (v) => (v.house ? t('vendors.house') : t('vendors.thirdParty')),
    },
    {
      id: 'status',
      header: t('vendors.col.status'),
      card: 'head',
      cell: (v) => (
        <StatusBadge tone={v.enabled ? 'positive' : 'neutral'}>
          {v.enabled ? t('vendors.enabledBadge') : t('vendors.disabledBadge')}
        </StatusBadge>
      ),
    },
    {
      id: 'actions',
      header: t('vendors.col.actions'),
      kind: 'actions',
      cell: (v) => (
        <Inline gap="xs">
          {mayEdit ? (
            <Button size="sm" variant="secondary" onPress={() => onEdit(v)}>
              {t('vendors.edit')}
            </Button>
          ) : null}
          <Button size="sm" variant="secondary" onPress={() => onGames(v)}>
            {t('vendors.gamesOf')}
          </Button>
        </Inline>
      ),
    },
  ];
}
