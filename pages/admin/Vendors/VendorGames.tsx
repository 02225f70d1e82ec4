import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { type DataColumn, DataTable } from '../../../design-system/DataTable';
import { Inline, Stack } from '../../../design-system/Layout';
import { Money } from '../../../design-system/Money';
import { PageHeader } from '../../../design-system/SectionHeader';
import { StatusBadge } from '../../../design-system/StatusBadge';
import { Text } from '../../../design-system/Text';
import { toast } from '../../../design-system/Toast';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { useLoadError } from '../../../src/admin/LoadError';
import { vendorsApi, vendorsKeys } from '../../../src/admin/vendorsApi';
import type { AdminVendor, AdminVendorGame } from '../../../src/api/contract/adminVendors';
import { GameDialog } from './GameDialog';
import * as css from './Vendors.css';

/** One vendor's games: the list, and (for the admin) add and edit. */
export function VendorGames({
  vendor,
  currency,
  mayEdit,
  onBack,
  onChanged,
}: {
  vendor: AdminVendor;
  currency: { symbol: string; digits: number };
  mayEdit: boolean;
  onBack: () => void;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const queryClient = useQueryClient();
  const loadError = useLoadError();
  const games = useQuery({ queryKey: vendorsKeys.games(vendor.code), queryFn: () => vendorsApi.games(vendor.code) });
  const [editing, setEditing] = useState<AdminVendorGame | 'new' | null>(null);
  const columns: DataColumn<AdminVendorGame>[] = [
    {
      id: 'game',
      header: t('vendors.games.col.game'),
      kind: 'lead',
      cell: (g) => (
        <Inline gap="sm" align="center" wrap={false}>
          <img className={css.logo} src={g.iconUrl} alt="" width={32} height={32} />
          <Stack as="span" gap="xxs" minWidth={0}>
            <span>{g.names.en}</span>
            <Text tone="muted" size="sm" numeric>
              {g.code}
            </Text>
          </Stack>
        </Inline>
      ),
    },
    {
      id: 'minBet',
      header: t('vendors.games.col.minBet'),
      kind: 'end',
      cell: (g) => (
        <Money symbol={currency.symbol} digits={currency.digits} minor={BigInt(g.minBet)} decimals="exact" />
      ),
    },
    { id: 'classify', header: t('vendors.games.col.classify'), cell: (g) => g.classify ?? '—' },
    {
      id: 'status',
      header: t('vendors.games.col.status'),
      card: 'head',
      cell: (g) => (
        <StatusBadge tone={g.enabled ? 'positive' : 'neutral'}>
          {g.enabled ? t('vendors.enabledBadge') : t('vendors.disabledBadge')}
        </StatusBadge>
      ),
    },
    ...(mayEdit
      ? [
          {
            id: 'actions',
            header: t('vendors.games.col.actions'),
            kind: 'actions' as const,
            cell: (g: AdminVendorGame) => (
              <Button size="sm" variant="secondary" onPress={() => setEditing(g)}>
                {t('vendors.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      <PageHeader
        title={t('vendors.games.title', { name: vendor.names.en })}
        description={vendor.house ? t('vendors.games.houseGames') : t('vendors.games.lead')}
        action={{ label: t('vendors.games.back'), onPress: onBack, icon: null }}
        actions={
          mayEdit && !vendor.house ? (
            <Button icon={<Plus size={16} aria-hidden />} onPress={() => setEditing('new')}>
              {t('vendors.games.add')}
            </Button>
          ) : undefined
        }
      />
      <DataTable<AdminVendorGame>
        layout="auto"
        caption={t('vendors.games.title', { name: vendor.names.en })}
        columns={columns}
        rows={games.data?.list}
        rowKey={(g) => String(g.gameId)}
        rowLabel={(g) => g.names.en}
        loading={games.isPending}
        loadingLabel={t('vendors.games.loading')}
        busy={games.isFetching}
        error={loadError(games)}
        empty={{ title: t('vendors.games.empty') }}
      />
      {editing ? (
        <GameDialog
          vendorName={vendor.names.en}
          game={editing === 'new' ? null : editing}
          house={vendor.house}
          currency={currency}
          onSave={async (form) => {
            if (editing === 'new') await vendorsApi.addGame(vendor.code, form);
            else {
              const { code: _, ...rest } = form;
              await vendorsApi.updateGame(vendor.code, editing.gameId, vendor.house ? { enabled: rest.enabled } : rest);
            }
            toast.success(t('vendors.saved', { name: form.names.en || vendor.names.en }));
            await queryClient.invalidateQueries({ queryKey: vendorsKeys.games(vendor.code) });
            await onChanged();
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
