import { CloudRain, Gift, Hourglass, PartyPopper } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Panel } from '../../design-system/Card';
import { Countdown, useCountdown } from '../../design-system/Countdown';
import { EmptyState } from '../../design-system/EmptyState';
import { EnvelopeRain } from '../../design-system/EnvelopeRain';
import { KeyValueList } from '../../design-system/KeyValueList';
import { Stack } from '../../design-system/Layout';
import { Money, useMoneyText } from '../../design-system/Money';
import { OutcomeHero } from '../../design-system/OutcomeHero';
import { SectionHeader } from '../../design-system/SectionHeader';
import { Text } from '../../design-system/Text';
import type { RedRain, RedRainCurrent } from '../../src/api/contract/redrain';
import { formatCountdown } from '../../src/rules/redRain';
import * as css from './RedRain.css';

export interface RainStageProps {
  current: RedRainCurrent;
  /** The server's clock minus this device's, in ms (the countdown follows the server). */
  offsetMs: number;
  /** The envelope this member grabbed (the server's, or the one just grabbed). */
  mine: number | null;
  pending: boolean;
  onGrab: () => void;
  /** The rain started or ended on this device's clock: fetch again. */
  onPhaseChange: () => void;
  /** A smaller empty state (an agent's page, where the schedule form follows). */
  compact?: boolean;
}

type Phase = 'upcoming' | 'live' | 'ended';

function usePhase(rain: RedRain | null, offsetMs: number, onChange: () => void): Phase {
  const starts = rain ? Date.parse(rain.startsAt) - offsetMs : null;
  const ends = rain ? Date.parse(rain.endsAt) - offsetMs : null;
  const started = useCountdown(starts).done;
  const over = useCountdown(ends).done;
  const phase: Phase =
    !rain || over || rain.status === 'returned' || rain.status === 'closed' ? 'ended' : started ? 'live' : 'upcoming';
  const key = `${rain?.id}:${phase}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: refetch when the phase changes, once each time.
  useEffect(() => {
    if (rain && phase !== rain.status) onChange();
  }, [key]);
  return phase;
}

/** The member's rain: the countdown before it, the rain to tap during it, the envelope and the winners. */
export function RainStage({ current, offsetMs, mine, pending, onGrab, onPhaseChange, compact }: RainStageProps) {
  const { t } = useTranslation('redrain');
  const money = useMoneyText(current.currencySymbol, current.minorUnitDigits);
  const { rain } = current;
  const phase = usePhase(rain, offsetMs, onPhaseChange);
  if (!rain) {
    return (
      <EmptyState
        size={compact ? 'compact' : undefined}
        icon={CloudRain}
        title={t('stage.noneTitle')}
        description={t('stage.noneText')}
      />
    );
  }
  const amount = (minor: number) => (
    <Money symbol={current.currencySymbol} digits={current.minorUnitDigits} minor={minor} tone="accent" size="xl" />
  );
  const soldOut = rain.grabbed >= rain.count;
  let hero: ReactNode;
  if (mine !== null) {
    hero = (
      <OutcomeHero icon={PartyPopper} tone="positive" title={t('stage.wonTitle')} lead={t('stage.wonText')}>
        {amount(mine)}
      </OutcomeHero>
    );
  } else if (phase === 'upcoming') {
    hero = (
      <Card padding="lg" gap="sm" className={css.center}>
        <SectionHeader title={t('stage.upcomingTitle')} level={2} size="sub" />
        <span className={css.clock}>
          <Countdown expiresAt={Date.parse(rain.startsAt) - offsetMs}>{(s) => formatCountdown(s)}</Countdown>
        </span>
        <Text tone="muted">
          {rain.funder ? t('stage.upcomingBy', { funder: rain.funder }) : t('stage.upcomingBrand')}
        </Text>
        <Text tone="muted">
          {t('stage.envelopes', { count: rain.count, min: money(rain.minAmount), max: money(rain.maxAmount) })}
        </Text>
      </Card>
    );
  } else if (phase === 'live' && !soldOut) {
    hero = (
      <Stack gap="sm">
        <SectionHeader title={t('stage.liveTitle')} level={2} />
        <Text tone="muted">
          {t('stage.liveHint')}{' '}
          <Countdown expiresAt={Date.parse(rain.endsAt) - offsetMs}>
            {(s) => t('stage.endsIn', { time: formatCountdown(s) })}
          </Countdown>
        </Text>
        <EnvelopeRain label={t('stage.grab')} pending={pending} onGrab={onGrab} />
      </Stack>
    );
  } else if (soldOut) {
    hero = <EmptyState icon={Gift} title={t('stage.emptyTitle')} description={t('stage.emptyText')} />;
  } else {
    hero = <EmptyState icon={Hourglass} title={t('stage.endedTitle')} description={t('stage.endedText')} />;
  }
  return (
    <Stack gap="lg">
      {hero}
      <Panel
        title={t('stage.winners')}
        description={t('stage.progress', { grabbed: rain.grabbed, count: rain.count })}
        level={2}
      >
        {current.winners.length === 0 ? (
          <Text tone="muted">{t('stage.noWinners')}</Text>
        ) : (
          <KeyValueList
            divided
            items={current.winners.map((w) => ({ id: `${w.member}${w.at}`, label: w.member, value: money(w.amount) }))}
          />
        )}
      </Panel>
    </Stack>
  );
}
