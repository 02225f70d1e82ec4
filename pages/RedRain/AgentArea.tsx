import { useTranslation } from 'react-i18next';
import { SkeletonRows } from '../../design-system/Skeleton';
import { toast } from '../../design-system/Toast';
import { useMyRains, useScheduleRain } from '../../src/api/redRain';
import { useWallet } from '../../src/app/useWallet';
import { PastRains } from './PastRains';
import { ScheduleForm } from './ScheduleForm';

/** What an agent sees below its own rain: the schedule form and its past rains with their results. */
export function AgentArea({ offsetMs }: { offsetMs: number }) {
  const { t } = useTranslation('redrain');
  const mine = useMyRains(true);
  const wallet = useWallet();
  const schedule = useScheduleRain();
  if (!mine.data || !wallet.data) return <SkeletonRows rows={3} label={t('form.title')} />;
  return (
    <>
      <ScheduleForm
        currencySymbol={mine.data.currencySymbol}
        digits={mine.data.minorUnitDigits}
        balance={wallet.data.breakdown.cash}
        now={() => Date.now() + offsetMs}
        onSchedule={async (body) => {
          await schedule.mutateAsync(body);
          toast.success(t('form.scheduled'));
        }}
      />
      <PastRains list={mine.data} />
    </>
  );
}
