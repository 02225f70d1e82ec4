import { Coins, PieChart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { Panel } from '../../design-system/Card';
import { EmptyState } from '../../design-system/EmptyState';
import { Columns, Stack } from '../../design-system/Layout';
import { LoadFailure } from '../../design-system/LoadFailure';
import { Money } from '../../design-system/Money';
import { SkeletonRows } from '../../design-system/Skeleton';
import { StatCard } from '../../design-system/StatCard';
import { Text } from '../../design-system/Text';
import type { DividendEstimate } from '../../src/api/contract/agentContracts';
import { useDividendEstimate } from '../../src/api/contracts';
import { isAccountRefused } from '../../src/api/errors';
import { useSiteConfig } from '../../src/api/queries';
import { useErrorMessage } from '../../src/api/useErrorMessage';
import { useDates } from '../../src/i18n/dates';
import { HOME } from '../../src/routes/table';
import { SettlementsPanel } from '../AgentContract/SettlementsPanel';
import { percent } from '../AgentContract/TiersTable';

const CONTRACT_PAGE = '/m/member/agent/getDevidendContract';

/**
 * /m/member/agent/agentDivident "Dividend" (issue 21, ADR 0026): the current period's estimate under
 * the active dividend contract (the team's net loss so far, the tier met, the share) and the past
 * dividend settlements. Only when the brand's dividend feature is on; otherwise the honest
 * unavailable state.
 */
export default function AgentDividend() {
  const { t } = useTranslation('agent');
  const navigate = useNavigate();
  const messageOf = useErrorMessage();
  const config = useSiteConfig().data;
  const on = config?.features.dividend === true;
  const estimate = useDividendEstimate(on);
  if (config && !on) {
    return (
      <Stack padding="md">
        <EmptyState icon={PieChart} title={t('dividend.offTitle')} description={t('dividend.offText')} />
      </Stack>
    );
  }
  if (estimate.isError) {
    return (
      <Stack padding="md">
        <LoadFailure
          refused={isAccountRefused(estimate.error)}
          message={messageOf(estimate.error)}
          failedTitle={t('contracts.loadFailed')}
          homeLabel={t('contracts.home')}
          retryLabel={t('retry')}
          onHome={() => navigate(HOME)}
          onRetry={() => void estimate.refetch()}
          retrying={estimate.isFetching}
        />
      </Stack>
    );
  }
  if (!estimate.data) {
    return (
      <Stack padding="md">
        <SkeletonRows rows={4} label={t('contracts.loading')} />
      </Stack>
    );
  }
  return (
    <Stack padding="md" gap="lg">
      <DividendView data={estimate.data} onContract={() => navigate(CONTRACT_PAGE)} />
      <SettlementsPanel kind="dividend" side="payee" />
    </Stack>
  );
}

/** The estimate card (the stories render it directly). */
export function DividendView({ data, onContract }: { data: DividendEstimate; onContract: () => void }) {
  const { t } = useTranslation('agent');
  const when = useDates();
  const money = (minor: number) => (
    <Money symbol={data.currencySymbol} minor={minor} digits={data.minorUnitDigits} decimals="exact" />
  );
  if (!data.contract || !data.period) {
    return (
      <EmptyState
        icon={Coins}
        title={t('dividend.noContract')}
        description={t('dividend.noContractText')}
        action={<Button onPress={onContract}>{t('dividend.openContract')}</Button>}
      />
    );
  }
  return (
    <Panel
      title={t('dividend.current')}
      description={t('dividend.period', {
        from: when.date(data.period.start),
        to: when.date(new Date(Date.parse(data.period.end) - 1).toISOString()),
      })}
      level={2}
    >
      <Stack gap="md">
        <Columns columns={2} gap="sm">
          <StatCard elevation="flat" label={t('dividend.netLoss')} value={money(data.netLoss)} />
          <StatCard elevation="flat" label={t('dividend.estimate')} value={money(data.estimate)} />
          <StatCard
            elevation="flat"
            label={t('dividend.tier')}
            value={
              data.tier === null ? t('contracts.settlements.noTier') : t('contracts.tiers.name', { n: data.tier + 1 })
            }
          />
          <StatCard elevation="flat" label={t('dividend.share')} value={percent(data.shareBasisPoints)} />
        </Columns>
        <Text tone="muted" size="sm">
          {t('dividend.note')}
        </Text>
      </Stack>
    </Panel>
  );
}
