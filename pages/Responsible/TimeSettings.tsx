import { useTranslation } from 'react-i18next';
import { Panel } from '../../design-system/Card';
import { ChipGroup } from '../../design-system/ChipGroup';
import { Stack } from '../../design-system/Layout';
import { toast } from '../../design-system/Toast';
import type { Protection } from '../../src/api/contract/protection';
import { REALITY_CHECK_MINUTES, type RealityCheckMinutes } from '../../src/api/contract/protection.constants';
import { protectionApi, useProtectionChange } from '../../src/api/protection';
import { useErrorMessage } from '../../src/api/useErrorMessage';

/** The session time limits the page offers, in minutes (the server takes any 1 min – 24 h). */
export const SESSION_LIMIT_CHOICES = [30, 60, 120, 180, 240] as const;

/** The time tab: the reality-check interval and the session time limit. Each choice saves at once. */
export function TimeSettings({ protection }: { protection: Protection }) {
  const { t } = useTranslation('wallet');
  const messageOf = useErrorMessage();
  const reality = useProtectionChange(protectionApi.realityCheck);
  const session = useProtectionChange(protectionApi.sessionLimit);
  const saved = {
    onSuccess: () => toast.success(t('protection.toast.saved')),
    onError: (e: unknown) => toast.error(messageOf(e)),
  };
  const minutes = (m: number) => t('protection.minutes', { count: m });

  const sessionChoices = [...SESSION_LIMIT_CHOICES] as number[];
  const current = protection.sessionLimitMinutes;
  // A limit set elsewhere (another value than the chips) still shows as chosen.
  if (current !== null && !sessionChoices.includes(current)) sessionChoices.push(current);
  sessionChoices.sort((a, b) => a - b);

  return (
    <Stack>
      <Panel title={t('protection.reality.title')} description={t('protection.reality.lead')}>
        <ChipGroup
          label={t('protection.reality.interval')}
          layout="grid"
          columns={4}
          options={[
            { value: 'off', label: t('protection.off') },
            ...REALITY_CHECK_MINUTES.map((m) => ({ value: String(m), label: minutes(m) })),
          ]}
          value={protection.realityCheckMinutes === null ? 'off' : String(protection.realityCheckMinutes)}
          onChange={(v) => reality.mutate(v === 'off' ? null : (Number(v) as RealityCheckMinutes), saved)}
        />
      </Panel>
      <Panel title={t('protection.session.title')} description={t('protection.session.lead')}>
        <ChipGroup
          label={t('protection.session.limit')}
          layout="grid"
          columns={3}
          options={[
            { value: 'off', label: t('protection.off') },
            ...sessionChoices.map((m) => ({ value: String(m), label: minutes(m) })),
          ]}
          value={current === null ? 'off' : String(current)}
          onChange={(v) => session.mutate(v === 'off' ? null : Number(v), saved)}
        />
      </Panel>
    </Stack>
  );
}
