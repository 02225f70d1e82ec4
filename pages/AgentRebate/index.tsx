import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack } from '../../design-system/Layout';
import { SkeletonRows } from '../../design-system/Skeleton';
import { useMyRebateRates, useRebateEarnings, useRebateEstimate, useRebateReport } from '../../src/api/agentRebates';
import { useLoadFailure } from '../../src/app/useLoadFailure';
import { useDates } from '../../src/i18n/dates';
import { MyRates } from '../TeamRebate/parts';
import { Earnings, Estimate, ReportLines } from './parts';

/**
 * /m/member/agent/agentRebeat, "Agent rebate" (issue 21; docs/agents.md "Rebates"): the agent's own
 * rates per category, today's estimate (not paid yet), and what it earned per settled day with a
 * drill-down to the lines per source member.
 */
export default function AgentRebate() {
  const { t } = useTranslation('agent');
  const when = useDates();
  const [page, setPage] = useState(1);
  const [period, setPeriod] = useState<string | null>(null);
  const rates = useMyRebateRates();
  const estimate = useRebateEstimate();
  const earnings = useRebateEarnings(page);
  const report = useRebateReport(period);
  const error = useLoadFailure(earnings, t('retry'));
  if (period) {
    return (
      <Stack padding="md" gap="md">
        {report.data ? (
          <ReportLines
            report={report.data}
            title={t('rebate.periodTitle', { day: when.date(`${period}T12:00:00Z`) })}
            onBack={() => setPeriod(null)}
          />
        ) : (
          <SkeletonRows rows={4} label={t('rebate.loading')} />
        )}
      </Stack>
    );
  }
  return (
    <Stack padding="md" gap="md">
      <Estimate report={estimate.data} loading={estimate.isPending} />
      <MyRates rates={rates.data?.rates} loading={rates.isPending} />
      {estimate.data && estimate.data.lines.length > 0 ? (
        <ReportLines report={estimate.data} title={t('rebate.todayLines')} />
      ) : null}
      <Earnings
        data={earnings.data}
        loading={earnings.isPending}
        busy={earnings.isFetching}
        error={error}
        onPage={setPage}
        onOpen={setPeriod}
      />
    </Stack>
  );
}
