import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { Panel } from '../../../design-system/Card';
import { type DataColumn, DataTable } from '../../../design-system/DataTable';
import { KeyValueList } from '../../../design-system/KeyValueList';
import { Inline, Stack } from '../../../design-system/Layout';
import { Money } from '../../../design-system/Money';
import { PageHeader } from '../../../design-system/SectionHeader';
import { toast } from '../../../design-system/Toast';
import { useStaff } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { useLoadError } from '../../../src/admin/LoadError';
import { vipAdminApi, vipAdminKeys } from '../../../src/admin/vipApi';
import { staffMayCall } from '../../../src/api/contract/access';
import type { AdminVip, VipLevel, VipSettings } from '../../../src/api/contract/vip';
import { useSiteConfig } from '../../../src/api/queries';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import { LevelDialog } from './LevelDialog';
import { Report } from './Report';
import { SettingsDialog } from './SettingsDialog';

type Row = VipLevel & { members: number };

/**
 * /admin/vip (marketing edits; finance reads): the VIP ladder with each level's thresholds, bonuses,
 * rebate rates and withdrawal allowance; the rebate payout, demotion and referral rules; and the
 * rebate cost report (docs/vip-rebates-referral.md). Every save is audited on the server.
 */
export default function VipPage() {
  const { t } = useTranslation(ADMIN_NS);
  const staff = useStaff();
  const mayEdit = !!staff && staffMayCall(staff.role, 'PUT /api/admin/vip/levels');
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const loadError = useLoadError();
  const config = useSiteConfig().data;
  const currency = { symbol: config?.currency.symbol ?? '', digits: config?.currency.minorUnitDigits ?? 2 };
  const view = useQuery({ queryKey: vipAdminKeys.all, queryFn: vipAdminApi.get });
  const [editing, setEditing] = useState<VipLevel | 'settings' | null>(null);
  const [error, setError] = useState<string | undefined>();
  const saved = (data: AdminVip) => {
    queryClient.setQueryData(vipAdminKeys.all, data);
    toast.success(t('vip.saved'), { id: 'vip-saved' });
    setEditing(null);
    setError(undefined);
  };
  const levels = useMutation({
    mutationFn: vipAdminApi.saveLevels,
    onSuccess: saved,
    onError: (e) => setError(errorMessage(e)),
  });
  const settings = useMutation({
    mutationFn: vipAdminApi.saveSettings,
    onSuccess: saved,
    onError: (e) => setError(errorMessage(e)),
  });
  const data = view.data;
  const rows: Row[] | undefined = data?.levels.map((l, i) => ({ ...l, members: data.members[i] ?? 0 }));
  const m = (minor: number) => <Money symbol={currency.symbol} minor={minor} digits={currency.digits} />;
  const withLevel = (level: VipLevel) =>
    data
      ? data.levels
          .map((l) => (l.rank === level.rank ? level : l))
          .concat(level.rank >= data.levels.length ? [level] : [])
      : [level];
  const addLevel = () => {
    const top = data?.levels.at(-1);
    const rank = data?.levels.length ?? 0;
    setEditing({
      ...(top ?? { minTurnover: 0, minDeposits: 0, upgradeBonus: 0, monthlyBonus: 0, rebateRates: {} }),
      rank,
      name: `VIP${rank}`,
      withdrawDailyCount: top?.withdrawDailyCount ?? 0,
      withdrawDailyAmount: top?.withdrawDailyAmount ?? 0,
      keepTurnover: top?.keepTurnover ?? 0,
    } as VipLevel);
  };
  const columns: DataColumn<Row>[] = [
    { id: 'name', header: t('vip.fields.name'), kind: 'lead', cell: (l) => l.name },
    { id: 'turnover', header: t('vip.fields.minTurnover'), cell: (l) => m(l.minTurnover) },
    { id: 'deposits', header: t('vip.fields.minDeposits'), cell: (l) => m(l.minDeposits) },
    { id: 'upgrade', header: t('vip.fields.upgradeBonus'), cell: (l) => m(l.upgradeBonus) },
    { id: 'monthly', header: t('vip.fields.monthlyBonus'), cell: (l) => m(l.monthlyBonus) },
    {
      id: 'rates',
      header: t('vip.rates'),
      cell: (l) =>
        Object.entries(l.rebateRates)
          .map(([c, bp]) => `${c} ${bp}`)
          .join(' · ') || '—',
    },
    { id: 'members', header: t('vip.members'), cell: (l) => l.members },
    ...(mayEdit
      ? [
          {
            id: 'actions',
            header: t('vip.actions'),
            kind: 'actions' as const,
            cell: (l: Row) => (
              <Button size="sm" variant="secondary" onPress={() => setEditing(l)}>
                {t('vip.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  const s = data?.settings;
  return (
    <Stack gap="xl" minWidth={0}>
      <PageHeader title={t('nav.vip')} description={t('vip.lead')} />
      <Panel
        title={t('vip.levels')}
        actions={
          mayEdit && data ? (
            <Inline gap="sm">
              <Button size="sm" variant="secondary" onPress={addLevel} disabled={data.levels.length >= 20}>
                {t('vip.add')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={data.levels.length <= 1 || levels.isPending}
                onPress={() => levels.mutate(data.levels.slice(0, -1))}
              >
                {t('vip.removeTop')}
              </Button>
            </Inline>
          ) : undefined
        }
      >
        <DataTable<Row>
          layout="auto"
          caption={t('vip.levels')}
          columns={columns}
          rows={rows}
          rowKey={(l) => String(l.rank)}
          rowLabel={(l) => l.name}
          loading={view.isPending}
          busy={view.isFetching || levels.isPending}
          error={loadError(view)}
          empty={{ title: t('vip.empty'), description: t('vip.emptyHint') }}
        />
      </Panel>
      <Panel
        title={t('vip.settingsTitle')}
        actions={
          mayEdit && s ? (
            <Button size="sm" variant="secondary" onPress={() => setEditing('settings')}>
              {t('vip.edit')}
            </Button>
          ) : undefined
        }
      >
        {s ? (
          <KeyValueList
            divided
            items={[
              { id: 'payout', label: t('vip.fields.rebatePayout'), value: t(`vip.payout.${s.rebatePayout}`) },
              { id: 'demotion', label: t('vip.fields.demotion'), value: t(s.demotion ? 'vip.on' : 'vip.off') },
              { id: 'threshold', label: t('vip.fields.referralThreshold'), value: m(s.referral.depositThreshold) },
              { id: 'reward', label: t('vip.fields.referralReward'), value: m(s.referral.depositReward) },
              { id: 'share', label: t('vip.fields.referralShare'), value: s.referral.turnoverShareBp },
              { id: 'days', label: t('vip.fields.referralDays'), value: s.referral.turnoverDays },
            ]}
          />
        ) : null}
      </Panel>
      <Report />
      {editing === 'settings' && s ? (
        <SettingsDialog
          settings={s}
          currency={currency}
          busy={settings.isPending}
          error={error}
          onSave={(v: VipSettings) => settings.mutateAsync(v)}
          onClose={() => setEditing(null)}
        />
      ) : editing && editing !== 'settings' ? (
        <LevelDialog
          level={editing}
          currency={currency}
          busy={levels.isPending}
          error={error}
          onSave={(l) => levels.mutateAsync(withLevel(l))}
          onClose={() => {
            setEditing(null);
            setError(undefined);
          }}
        />
      ) : null}
    </Stack>
  );
}
