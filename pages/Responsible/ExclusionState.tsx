import { Hourglass, ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { Panel } from '../../design-system/Card';
import { KeyValueList } from '../../design-system/KeyValueList';
import { Stack } from '../../design-system/Layout';
import { StatusBadge } from '../../design-system/StatusBadge';
import { toast } from '../../design-system/Toast';
import type { Protection } from '../../src/api/contract/protection';
import { protectionApi, useProtectionChange } from '../../src/api/protection';
import { useErrorMessage } from '../../src/api/useErrorMessage';
import { useDates } from '../../src/i18n/dates';

/**
 * A time-out or self-exclusion in force: what it is, until when, what stays open, and for a
 * self-exclusion the early-lift request (staff decide within 7 days; an approval takes effect 24 h later).
 */
export function ExclusionState({ protection }: { protection: Protection }) {
  const { t } = useTranslation('wallet');
  const dates = useDates();
  const messageOf = useErrorMessage();
  const lift = useProtectionChange(protectionApi.liftRequest);
  const { state, exclusion, liftRequest } = protection;
  if (!state) return null;
  const excluded = state.state === 'excluded';
  const until = state.until ? dates.dateTime(state.until) : t('protection.state.permanent');
  const canAsk =
    excluded && exclusion?.kind === 'self_exclusion' && liftRequest?.status !== 'pending' && !exclusion.liftsAt;

  return (
    <Panel
      title={excluded ? t('protection.state.excludedTitle') : t('protection.state.timeoutTitle')}
      description={t('protection.state.open')}
    >
      <KeyValueList
        divided
        items={[
          { label: t('protection.state.until'), value: <strong>{until}</strong> },
          exclusion ? { label: t('protection.state.since'), value: dates.dateTime(exclusion.startsAt) } : null,
          exclusion?.liftsAt
            ? { label: t('protection.state.liftsAt'), value: dates.dateTime(exclusion.liftsAt) }
            : null,
          liftRequest
            ? {
                label: t('protection.lift.request'),
                value: (
                  <StatusBadge
                    tone={
                      liftRequest.status === 'pending'
                        ? 'pending'
                        : liftRequest.status === 'approved'
                          ? 'positive'
                          : 'neutral'
                    }
                    icon={liftRequest.status === 'pending' ? Hourglass : undefined}
                  >
                    {t(`protection.lift.status.${liftRequest.status}`)}
                  </StatusBadge>
                ),
              }
            : null,
          liftRequest?.status === 'pending'
            ? { label: t('protection.lift.decideBy'), value: dates.dateTime(liftRequest.decideBy) }
            : null,
          liftRequest?.reason ? { label: t('protection.lift.reason'), value: liftRequest.reason } : null,
        ]}
      />
      {excluded ? (
        canAsk ? (
          <Stack gap="sm">
            <p>{t('protection.lift.lead')}</p>
            <Button
              variant="secondary"
              fullWidth
              icon={<ShieldOff aria-hidden />}
              loading={lift.isPending}
              onPress={() =>
                lift.mutate(undefined, {
                  onSuccess: () => toast.success(t('protection.toast.liftRequested')),
                  onError: (e) => toast.error(messageOf(e)),
                })
              }
            >
              {t('protection.lift.submit')}
            </Button>
          </Stack>
        ) : null
      ) : (
        <p>{t('protection.state.timeoutNoLift')}</p>
      )}
    </Panel>
  );
}
