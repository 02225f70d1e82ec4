import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Panel } from '../../design-system/Card';
import { type DataColumn, DataTable } from '../../design-system/DataTable';
import { KeyValueList } from '../../design-system/KeyValueList';
import { Columns, Stack } from '../../design-system/Layout';
import { LoadFailure } from '../../design-system/LoadFailure';
import { Money, useMoneyText } from '../../design-system/Money';
import { Pill } from '../../design-system/Pill';
import { Skeleton, SkeletonGroup } from '../../design-system/Skeleton';
import { StatCard } from '../../design-system/StatCard';
import { Text } from '../../design-system/Text';
import { UsageMeter } from '../../design-system/UsageMeter';
import type { VipLevel, VipView } from '../../src/api/contract/vip';
import { isAccountRefused } from '../../src/api/errors';
import { useErrorMessage } from '../../src/api/useErrorMessage';
import { useVip } from '../../src/api/vip';
import { TrialRefused } from '../../src/app/TrialRefused';
import { HOME } from '../../src/routes/table';
import { canUseMemberFeatures } from '../../src/rules/customerType';
import { useSessionInfo } from '../../src/stores/session';
import { vars } from '../../themes/contract.css';
import { useRates, withdrawals } from './parts';

/**
 * /m/member/benefits: VIP benefits (issue 20; docs/vip-rebates-referral.md). The member's level and
 * progress to the next (turnover and, where asked, deposits), their benefits, and every level.
 */
export default function Benefits() {
  const { t } = useTranslation('vip');
  const navigate = useNavigate();
  const messageOf = useErrorMessage();
  const allowed = canUseMemberFeatures(useSessionInfo()?.type);
  const vip = useVip(allowed);
  if (!allowed) return <TrialRefused />;
  if (vip.isError) {
    return (
      <Stack padding="md">
        <LoadFailure
          refused={isAccountRefused(vip.error)}
          message={messageOf(vip.error)}
          failedTitle={t('benefits.loadFailed')}
          homeLabel={t('benefits.home')}
          retryLabel={t('benefits.retry')}
          onHome={() => navigate(HOME)}
          onRetry={() => void vip.refetch()}
          retrying={vip.isFetching}
        />
      </Stack>
    );
  }
  if (!vip.data) return <BenefitsSkeleton />;
  return <BenefitsView data={vip.data} />;
}

/** The page for a loaded view (the stories render it directly). */
export function BenefitsView({ data }: { data: VipView }) {
  const { t } = useTranslation('vip');
  const money = useMoneyText(data.currencySymbol, data.minorUnitDigits);
  const m = (minor: number) => <Money symbol={data.currencySymbol} minor={minor} digits={data.minorUnitDigits} />;
  const { level, next } = data;
  const rates = useRates();
  return (
    <Stack padding="md" gap="lg">
      <Panel title={t('benefits.current')} elevation="raised">
        <Stack gap="md">
          <Text size="lg" weight="bold" tone="accent">
            <Crown aria-hidden size={20} /> {level.name}
          </Text>
          {next ? (
            <UsageMeter
              label={t('benefits.progressTo', { level: next.name })}
              value={data.percent}
              max={100}
              warnAt={2}
              figure={`${data.percent}%`}
              valueText={t('benefits.progressText', { percent: data.percent, level: next.name })}
              start={
                data.turnoverToNext > 0
                  ? t('benefits.turnoverLeft', { amount: money(data.turnoverToNext) })
                  : data.depositsToNext > 0
                    ? undefined
                    : t('benefits.ready')
              }
              end={
                data.depositsToNext > 0 ? t('benefits.depositsLeft', { amount: money(data.depositsToNext) }) : undefined
              }
            />
          ) : (
            <Text tone="muted">{t('benefits.top')}</Text>
          )}
          <Columns columns={2} gap="sm">
            <StatCard label={t('benefits.turnover')} value={m(data.turnover)} elevation="flat" />
            <StatCard label={t('benefits.deposits')} value={m(data.deposits)} elevation="flat" />
          </Columns>
        </Stack>
      </Panel>
      <Panel title={t('benefits.yourBenefits')}>
        <KeyValueList
          divided
          items={[
            { id: 'upgrade', label: t('benefits.columns.upgrade'), value: m(level.upgradeBonus) },
            { id: 'monthly', label: t('benefits.columns.monthly'), value: m(level.monthlyBonus) },
            { id: 'rebate', label: t('benefits.columns.rebate'), value: rates(level) },
            { id: 'withdrawals', label: t('benefits.columns.withdrawals'), value: withdrawals(level, t, money) },
          ]}
        />
      </Panel>
      <Panel title={t('benefits.levels')} description={t('benefits.howItWorks')}>
        <LevelsTable data={data} />
      </Panel>
    </Stack>
  );
}

function LevelsTable({ data }: { data: VipView }) {
  const { t } = useTranslation('vip');
  const money = useMoneyText(data.currencySymbol, data.minorUnitDigits);
  const rates = useRates();
  const columns = ((): DataColumn<VipLevel>[] => {
    const m = (minor: number) => (minor > 0 ? money(minor) : t('benefits.none'));
    return [
      {
        id: 'level',
        header: t('benefits.columns.level'),
        kind: 'lead',
        cell: (l) =>
          l.rank === data.level.rank ? (
            <span>
              {l.name} <Pill tone="accent">{t('benefits.yours')}</Pill>
            </span>
          ) : (
            l.name
          ),
      },
      { id: 'turnover', header: t('benefits.columns.turnover'), cell: (l) => m(l.minTurnover) },
      { id: 'deposits', header: t('benefits.columns.deposits'), cell: (l) => m(l.minDeposits) },
      { id: 'upgrade', header: t('benefits.columns.upgrade'), cell: (l) => m(l.upgradeBonus) },
      { id: 'monthly', header: t('benefits.columns.monthly'), cell: (l) => m(l.monthlyBonus) },
      {
        id: 'rebate',
        header: t('benefits.columns.rebate'),
        // A line of its own in the card: the rates need the card's width.
        card: 'plain',
        cell: (l) => (
          <Text size="sm">
            <Text tone="muted" size="sm">
              {t('benefits.columns.rebate')}:
            </Text>{' '}
            {rates(l)}
          </Text>
        ),
      },
      { id: 'withdrawals', header: t('benefits.columns.withdrawals'), cell: (l) => withdrawals(l, t, money) },
    ];
  })();
  return (
    <DataTable
      layout="cards"
      caption={t('benefits.levelsCaption')}
      columns={columns}
      rows={data.levels}
      rowKey={(l) => String(l.rank)}
      rowLabel={(l) => l.name}
    />
  );
}

const BenefitsSkeleton = () => (
  <SkeletonGroup>
    <Stack padding="md" gap="lg">
      {[4, 3, 5].map((n) => (
        <Skeleton key={n} shape="rect" height={`calc(${vars.space.huge} * ${n})`} />
      ))}
    </Stack>
  </SkeletonGroup>
);
