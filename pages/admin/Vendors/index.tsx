import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../design-system/Button';
import { ConfirmDialog } from '../../../design-system/ConfirmDialog';
import { type DataColumn, DataTable } from '../../../design-system/DataTable';
import { Inline, Stack } from '../../../design-system/Layout';
import { Money } from '../../../design-system/Money';
import { PageHeader } from '../../../design-system/SectionHeader';
import { StatusBadge } from '../../../design-system/StatusBadge';
import { Text } from '../../../design-system/Text';
import { toast } from '../../../design-system/Toast';
import { useStaff } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { useLoadError } from '../../../src/admin/LoadError';
import { vendorsApi, vendorsKeys } from '../../../src/admin/vendorsApi';
import { staffMayCall } from '../../../src/api/contract/access';
import type { AdminVendor, AdminVendorGame, VendorSaved } from '../../../src/api/contract/adminVendors';
import { errorKey } from '../../../src/api/errors';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import { GameDialog } from './GameDialog';
import { VendorDialog, type VendorForm } from './VendorDialog';
import * as css from './Vendors.css';

/** The wallet secret the server just issued, shown this once. */
function SecretDialog({ saved, onClose }: { saved: VendorSaved; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <ConfirmDialog
      open
      title={t('vendors.secretTitle', { name: saved.vendor.names.en })}
      message={
        <Stack gap="sm">
          <Text>{t('vendors.secretOnce')}</Text>
          <code className={css.secret} data-testid="vendor-secret">
            {saved.secret}
          </code>
        </Stack>
      }
      confirmLabel={t('vendors.secretDone')}
      onConfirm={onClose}
      onCancel={onClose}
    />
  );
}

/**
 * /admin/vendors (the admin edits; marketing and support look): the brand's game vendors, house and
 * third-party (docs/vendors.md). The admin adds a vendor (code, names, category, logo, wallet secret,
 * launch URL template, flags), edits it, rotates its secret, and opens its games (?vendor=CODE) to add
 * and edit them. A generated secret is shown once. Every change is audited on the server.
 */
export default function VendorsPage() {
  const { t } = useTranslation(ADMIN_NS);
  const staff = useStaff();
  const mayEdit = !!staff && staffMayCall(staff.role, 'POST /api/admin/vendors');
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const loadError = useLoadError();
  const [params, setParams] = useSearchParams();
  const open = params.get('vendor');
  const list = useQuery({ queryKey: vendorsKeys.all, queryFn: vendorsApi.list });
  const [editing, setEditing] = useState<AdminVendor | 'new' | null>(null);
  const [rotating, setRotating] = useState<AdminVendor | null>(null);
  const [issued, setIssued] = useState<VendorSaved | null>(null);
  const data = list.data;
  const { t: tCommon } = useTranslation();
  const notFound = tCommon(errorKey('vendors.not_found'));
  const refresh = () => queryClient.invalidateQueries({ queryKey: vendorsKeys.all });

  const save = async (form: VendorForm) => {
    if (editing === 'new') {
      const saved = await vendorsApi.create(form);
      toast.success(t('vendors.added', { name: form.names.en }));
      if (saved.secret) setIssued(saved);
    } else if (editing) {
      const { code: _, secret: __, ...rest } = form;
      const body = editing.house
        ? { names: rest.names, logoUrl: rest.logoUrl, enabled: rest.enabled, sorting: rest.sorting }
        : rest;
      await vendorsApi.update(editing.code, body);
      toast.success(t('vendors.saved', { name: form.names.en }));
    }
    await refresh();
  };

  const columns: DataColumn<AdminVendor>[] = [
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
            <Button size="sm" variant="secondary" onPress={() => setEditing(v)}>
              {t('vendors.edit')}
            </Button>
          ) : null}
          <Button size="sm" variant="secondary" onPress={() => setParams({ vendor: v.code })}>
            {t('vendors.gamesOf')}
          </Button>
        </Inline>
      ),
    },
  ];

  const openVendor = open ? data?.list.find((v) => v.code === open) : undefined;
  return (
    <Stack gap="xl" minWidth={0}>
      {open && data ? (
        openVendor ? (
          <VendorGames
            vendor={openVendor}
            currency={{ symbol: data.currencySymbol, digits: data.currencyDigits }}
            mayEdit={mayEdit}
            onBack={() => setParams({})}
            onChanged={refresh}
          />
        ) : (
          <Text tone="muted">{notFound}</Text>
        )
      ) : (
        <>
          <PageHeader
            title={t('nav.vendors')}
            description={t('vendors.lead')}
            actions={
              mayEdit ? (
                <Button icon={<Plus size={16} aria-hidden />} onPress={() => setEditing('new')}>
                  {t('vendors.add')}
                </Button>
              ) : undefined
            }
          />
          <DataTable<AdminVendor>
            layout="auto"
            caption={t('nav.vendors')}
            columns={columns}
            rows={data?.list}
            rowKey={(v) => v.code}
            rowLabel={(v) => v.names.en}
            loading={list.isPending}
            loadingLabel={t('vendors.loading')}
            busy={list.isFetching}
            error={loadError(list)}
            empty={{ title: t('vendors.empty') }}
          />
        </>
      )}
      {editing ? (
        <VendorDialog
          vendor={editing === 'new' ? null : editing}
          onSave={save}
          onRotate={editing !== 'new' && !editing.house ? () => setRotating(editing) : undefined}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {rotating ? (
        <ConfirmDialog
          open
          tone="critical"
          title={t('vendors.rotateTitle', { name: rotating.names.en })}
          message={t('vendors.rotateMessage')}
          confirmLabel={t('vendors.rotateConfirm')}
          cancelLabel={t('vendors.cancel')}
          onConfirm={async () => {
            const saved = await vendorsApi.rotateSecret(rotating.code);
            setRotating(null);
            setEditing(null);
            setIssued(saved);
          }}
          onError={(err) => toast.error(errorMessage(err))}
          onCancel={() => setRotating(null)}
        />
      ) : null}
      {issued ? <SecretDialog saved={issued} onClose={() => setIssued(null)} /> : null}
    </Stack>
  );
}

/** One vendor's games: the list, and (for the admin) add and edit. */
function VendorGames({
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
