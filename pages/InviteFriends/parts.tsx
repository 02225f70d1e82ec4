import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../design-system/Card';
import { type DataColumn, DataTable } from '../../design-system/DataTable';
import { Columns, Stack } from '../../design-system/Layout';
import { Money, useMoneyText } from '../../design-system/Money';
import { StatCard } from '../../design-system/StatCard';
import { StatusBadge } from '../../design-system/StatusBadge';
import { Text } from '../../design-system/Text';
import type { ReferralView } from '../../src/api/contract/vip';
import { useDates } from '../../src/i18n/dates';
import { formatBp } from '../../src/rules/vip';

type Invitee = ReferralView['invitees'][number];
const STATUS_TONE = { registered: 'neutral', deposited: 'pending', wagered: 'positive' } as const;

/** The brand's rules spelled out, and what the member earned. */
export function Rules({ data }: { data: ReferralView }) {
  const { t, i18n } = useTranslation('vip');
  const money = useMoneyText(data.currencySymbol, data.minorUnitDigits);
  const { rules } = data;
  const lines = [
    rules.depositReward > 0 &&
      t('referral.ruleDeposit', { reward: money(rules.depositReward), threshold: money(rules.depositThreshold) }),
    rules.turnoverShareBp > 0 &&
      t('referral.ruleTurnover', { rate: formatBp(rules.turnoverShareBp, i18n.language), days: rules.turnoverDays }),
  ].filter((l): l is string => !!l);
  return (
    <Panel title={t('referral.rules')} description={t('referral.rulesNote')}>
      <Stack as="ul" gap="sm">
        {(lines.length ? lines : [t('referral.ruleNone')]).map((l) => (
          <li key={l}>
            <Text>{l}</Text>
          </li>
        ))}
      </Stack>
      <Columns columns={2} gap="sm">
        <StatCard
          label={t('referral.earned')}
          value={
            <Money symbol={data.currencySymbol} minor={data.earned} digits={data.minorUnitDigits} tone="positive" />
          }
          elevation="flat"
        />
        <StatCard label={t('referral.invited')} value={data.invitees.length} elevation="flat" />
      </Columns>
    </Panel>
  );
}

/** The invitees with their status (registered, deposited, playing). */
export function Invitees({ data }: { data: ReferralView | undefined }) {
  const { t } = useTranslation('vip');
  const when = useDates();
  const columns: DataColumn<Invitee>[] = [
    { id: 'account', header: t('referral.columns.account'), kind: 'lead', cell: (r) => r.account },
    {
      id: 'status',
      header: t('referral.columns.status'),
      card: 'head',
      cell: (r) => <StatusBadge tone={STATUS_TONE[r.status]}>{t(`referral.status.${r.status}`)}</StatusBadge>,
    },
    { id: 'registered', header: t('referral.columns.registered'), cell: (r) => when.date(r.registeredAt) },
  ];
  return (
    <Panel title={t('referral.invitees')}>
      <DataTable
        layout="cards"
        caption={t('referral.inviteesCaption')}
        columns={columns}
        rows={data?.invitees}
        rowKey={(r) => `${r.account}:${r.registeredAt}`}
        loading={!data}
        empty={{ icon: UserPlus, title: t('referral.emptyTitle'), description: t('referral.emptyText') }}
      />
    </Panel>
  );
}
