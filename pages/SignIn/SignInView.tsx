import { CalendarCheck, CalendarOff, Flame, Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../design-system/Button';
import { Callout } from '../../design-system/Callout';
import { Card } from '../../design-system/Card';
import { EmptyState } from '../../design-system/EmptyState';
import { Inline, Stack, sprinkles } from '../../design-system/Layout';
import { Money } from '../../design-system/Money';
import { OutcomeHero } from '../../design-system/OutcomeHero';
import { Skeleton, SkeletonGroup } from '../../design-system/Skeleton';
import { StreakCalendar } from '../../design-system/StreakCalendar';
import { Text } from '../../design-system/Text';
import type { SigninCalendar, SigninResult } from '../../src/api/contract/signin';
import { vars } from '../../themes/contract.css';

export interface Currency {
  symbol: string;
  digits: number;
}

export interface SignInViewProps {
  calendar: SigninCalendar;
  currency: Currency;
  /** The sign-in just made on this page (the success state). */
  result?: SigninResult | null;
  /** Which sign-in is on its way: 'today', a make-up day, or null. */
  pending: 'today' | number | null;
  onSignIn: () => void;
  onMakeup: (day: number) => void;
  rewardCenterHref: string;
  onRewardCenter: () => void;
}

/**
 * The daily sign-in on fixtures or live data: the streak, the calendar, the sign-in button, and
 * after signing the reward that waits in the reward centre.
 */
export function SignInView({
  calendar,
  currency,
  result,
  pending,
  onSignIn,
  onMakeup,
  rewardCenterHref,
  onRewardCenter,
}: SignInViewProps) {
  const { t } = useTranslation('signin');
  if (!calendar.enabled) {
    return (
      <EmptyState
        variant="notAvailable"
        icon={CalendarOff}
        title={t('signin.offTitle')}
        description={t('signin.offText')}
      />
    );
  }
  const money = (minor: number) => (
    <Money symbol={currency.symbol} digits={currency.digits} minor={minor} decimals="exact" tone="accent" size="lg" />
  );
  const last = calendar.days[calendar.days.length - 1];
  const today = calendar.days.find((d) => d.state === 'today');
  const next = calendar.signedToday ? calendar.days.find((d) => d.state === 'upcoming') : undefined;
  const labels = {
    title: t('signin.calendar'),
    day: (day: number) => t('signin.day', { day }),
    states: {
      signed: t('signin.state.signed'),
      today: t('signin.state.today'),
      missed: t('signin.state.missed'),
      upcoming: '',
      makeup: t('signin.state.makeup'),
    },
  };
  const toRewards = (
    <ButtonLink href={rewardCenterHref} onPress={onRewardCenter} variant="secondary" fullWidth icon={<Gift />}>
      {t('signin.toRewards')}
    </ButtonLink>
  );
  return (
    <Stack gap="lg">
      <Card elevation="raised" padding="md" gap="sm">
        <Inline gap="sm" align="center">
          <Flame aria-hidden />
          <Text as="p" weight="bold" size="lg">
            {t('signin.streak', { count: calendar.streak })}
          </Text>
        </Inline>
        {last ? (
          <Text as="p" tone="muted">
            {t('signin.cycle', { count: calendar.cycleDays })} {t('signin.bigDay', { day: last.day })}{' '}
            {money(last.amount)}
          </Text>
        ) : null}
      </Card>
      <StreakCalendar
        days={calendar.days}
        currency={currency}
        labels={labels}
        onMakeup={calendar.makeupAllowed ? onMakeup : undefined}
        pendingDay={typeof pending === 'number' ? pending : null}
      />
      {calendar.makeupAllowed ? (
        <Text as="p" tone="muted" size="sm">
          {t('signin.makeupLeft', { count: calendar.makeupLeft })}
        </Text>
      ) : null}
      {result ? (
        <Stack gap="md">
          <OutcomeHero
            icon={CalendarCheck}
            tone="positive"
            title={
              result.signed.makeup
                ? t('signin.madeUp', { day: result.signed.day })
                : t('signin.done', { day: result.signed.day })
            }
            intro={t('signin.rewardWaiting')}
            lead={t('signin.claimHint')}
          >
            {money(result.signed.amount)}
          </OutcomeHero>
          {toRewards}
        </Stack>
      ) : calendar.signedToday ? (
        <Callout tone="positive" title={t('signin.signedTitle')} action={toRewards}>
          {next ? t('signin.comeBack', { day: next.day }) : t('signin.comeBackCycle')}
        </Callout>
      ) : (
        <Button
          size="lg"
          fullWidth
          icon={<CalendarCheck />}
          loading={pending === 'today'}
          disabled={pending !== null}
          onPress={onSignIn}
        >
          {today ? t('signin.signInFor', { day: today.day }) : t('signin.signIn')}
        </Button>
      )}
    </Stack>
  );
}

const column = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg', padding: 'md' });

/** The page's shape while the calendar loads: the streak card, the calendar, the button. */
export function SignInSkeleton() {
  return (
    <SkeletonGroup className={column}>
      <Skeleton shape="rect" height={`calc(${vars.space.huge} * 1.5)`} />
      <Skeleton shape="rect" height={`calc(${vars.space.huge} * 4.5)`} />
      <Skeleton shape="rect" height={vars.size.touch} />
    </SkeletonGroup>
  );
}
