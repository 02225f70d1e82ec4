import { CalendarCheck, Crown, Gift, Percent, TicketPercent, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { Card } from '../../design-system/Card';
import { Inline, Stack } from '../../design-system/Layout';
import { Money } from '../../design-system/Money';
import { StatusBadge } from '../../design-system/StatusBadge';
import { Text } from '../../design-system/Text';
import type { RewardView } from '../../src/api/contract/bonus';
import { useDates } from '../../src/i18n/dates';
import * as css from './RewardCenter.css';

export interface Currency {
  symbol: string;
  digits: number;
}

const icons = {
  signin: CalendarCheck,
  rebate: Percent,
  vip: Crown,
  referral: UserPlus,
  promotion: TicketPercent,
  manual: Gift,
} as const;

export interface RewardCardProps {
  reward: RewardView;
  currency: Currency;
  /** This reward's claim is on its way. */
  pending?: boolean;
  /** Another claim is on its way: this one waits. */
  blocked?: boolean;
  onClaim?: (reward: RewardView) => void;
}

/** One reward: what it is for, the amount, its wagering terms, its expiry, and Claim (or its outcome). */
export function RewardCard({ reward, currency, pending = false, blocked = false, onClaim }: RewardCardProps) {
  const { t } = useTranslation('signin');
  const dates = useDates();
  const Icon = icons[reward.source] ?? Gift;
  const title = t(reward.titleKey, { ...reward.titleValues, defaultValue: t(`rewards.${reward.source}`) });
  return (
    <Card as="li" elevation="raised" padding="md" gap="sm" aria-label={title}>
      <Inline gap="md" wrap={false} align="start">
        <span className={css.icon} aria-hidden>
          <Icon />
        </span>
        <Stack gap="xxs" flex="auto" minWidth={0}>
          <Text as="p" weight="bold" wrap="anywhere">
            {title}
          </Text>
          <Money
            symbol={currency.symbol}
            digits={currency.digits}
            minor={reward.amount}
            decimals="exact"
            tone="accent"
            size="lg"
          />
          <Text as="p" size="sm" tone="muted">
            {reward.wagering
              ? t('rewardCenter.wager', { multiple: reward.wagering.multiple })
              : t('rewardCenter.noWager')}
          </Text>
          {reward.state === 'claimable' ? (
            <Text as="p" size="sm" tone="muted">
              {reward.expiresAt
                ? t('rewardCenter.expires', { at: dates.dateTime(reward.expiresAt) })
                : t('rewardCenter.noExpiry')}
            </Text>
          ) : reward.state === 'claimed' && reward.claimedAt ? (
            <Text as="p" size="sm" tone="muted">
              {t('rewardCenter.claimedAt', { at: dates.dateTime(reward.claimedAt) })}
            </Text>
          ) : reward.expiresAt ? (
            <Text as="p" size="sm" tone="muted">
              {t('rewardCenter.expiredAt', { at: dates.dateTime(reward.expiresAt) })}
            </Text>
          ) : null}
        </Stack>
      </Inline>
      {reward.state === 'claimable' ? (
        <Button
          fullWidth
          loading={pending}
          disabled={blocked && !pending}
          onPress={() => onClaim?.(reward)}
          aria-label={t('rewardCenter.claimNamed', { title })}
        >
          {t('rewardCenter.claim')}
        </Button>
      ) : (
        <div>
          <StatusBadge tone={reward.state === 'claimed' ? 'positive' : 'neutral'}>
            {t(`rewardCenter.state.${reward.state}`)}
          </StatusBadge>
        </div>
      )}
    </Card>
  );
}
