import { Coffee, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { Panel } from '../../design-system/Card';
import { ChoiceCards } from '../../design-system/ChoiceCards';
import { ConfirmDialog } from '../../design-system/ConfirmDialog';
import { Stack } from '../../design-system/Layout';
import { toast } from '../../design-system/Toast';
import type { Protection } from '../../src/api/contract/protection';
import {
  SELF_EXCLUSION_DURATIONS,
  type SelfExclusionDuration,
  TIMEOUT_DURATIONS,
  type TimeoutDuration,
} from '../../src/api/contract/protection.constants';
import { protectionApi, useProtectionChange } from '../../src/api/protection';
import { useErrorMessage } from '../../src/api/useErrorMessage';
import { ExclusionState } from './ExclusionState';

/**
 * The breaks tab: a time-out (24 h – 6 weeks) or a self-exclusion (6 months – permanent), each behind
 * a dialog that says what happens. While one is in force: its state, and the early-lift request.
 */
export function Breaks({ protection }: { protection: Protection }) {
  const { t } = useTranslation('wallet');
  const messageOf = useErrorMessage();
  const [timeout, setTimeoutChoice] = useState<TimeoutDuration>('24h');
  const [exclusion, setExclusion] = useState<SelfExclusionDuration>('6m');
  const [asking, setAsking] = useState<'timeout' | 'exclusion' | null>(null);
  const takeTimeout = useProtectionChange(protectionApi.timeOut);
  const selfExclude = useProtectionChange(protectionApi.selfExclude);

  if (protection.state) return <ExclusionState protection={protection} />;

  const timeoutName = t(`protection.timeout.durations.${timeout}`);
  const exclusionName = t(`protection.exclusion.durations.${exclusion}`);
  return (
    <Stack>
      <Panel title={t('protection.timeout.title')} description={t('protection.timeout.lead')}>
        <ChoiceCards
          legend={t('protection.timeout.duration')}
          name="timeout"
          columns={2}
          value={timeout}
          onChange={(v) => setTimeoutChoice(v as TimeoutDuration)}
          options={TIMEOUT_DURATIONS.map((d) => ({ value: d, title: t(`protection.timeout.durations.${d}`) }))}
        />
        <Button variant="secondary" fullWidth icon={<Coffee aria-hidden />} onPress={() => setAsking('timeout')}>
          {t('protection.timeout.submit')}
        </Button>
      </Panel>
      <Panel title={t('protection.exclusion.title')} description={t('protection.exclusion.lead')}>
        <ChoiceCards
          legend={t('protection.exclusion.duration')}
          name="selfExclusion"
          columns={2}
          value={exclusion}
          onChange={(v) => setExclusion(v as SelfExclusionDuration)}
          options={SELF_EXCLUSION_DURATIONS.map((d) => ({ value: d, title: t(`protection.exclusion.durations.${d}`) }))}
        />
        <Button variant="critical" fullWidth icon={<ShieldOff aria-hidden />} onPress={() => setAsking('exclusion')}>
          {t('protection.exclusion.submit')}
        </Button>
      </Panel>
      <ConfirmDialog
        open={asking === 'timeout'}
        onOpenChange={(open) => setAsking(open ? 'timeout' : null)}
        title={t('protection.timeout.confirmTitle', { duration: timeoutName })}
        message={t('protection.timeout.confirmBody', { duration: timeoutName })}
        confirmLabel={t('protection.timeout.confirm')}
        tone="critical"
        onConfirm={() => takeTimeout.mutateAsync(timeout).then(() => toast.success(t('protection.toast.timeout')))}
        onError={(e) => toast.error(messageOf(e))}
      />
      <ConfirmDialog
        open={asking === 'exclusion'}
        onOpenChange={(open) => setAsking(open ? 'exclusion' : null)}
        title={t('protection.exclusion.confirmTitle', { duration: exclusionName })}
        message={t(
          exclusion === 'permanent' ? 'protection.exclusion.confirmPermanent' : 'protection.exclusion.confirmBody',
          {
            duration: exclusionName,
          },
        )}
        confirmLabel={t('protection.exclusion.confirm')}
        tone="critical"
        onConfirm={() => selfExclude.mutateAsync(exclusion).then(() => toast.success(t('protection.toast.excluded')))}
        onError={(e) => toast.error(messageOf(e))}
      />
    </Stack>
  );
}
