import { Gift, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../design-system/Button';
import { EmptyState } from '../../design-system/EmptyState';
import { Stack, sprinkles } from '../../design-system/Layout';
import { LoadFailure } from '../../design-system/LoadFailure';
import { Skeleton, SkeletonGroup } from '../../design-system/Skeleton';
import type { RewardView } from '../../src/api/contract/bonus';
import type { RewardTab } from '../../src/api/rewards';
import { vars } from '../../themes/contract.css';
import { type Currency, RewardCard } from './RewardCard';

export interface RewardListProps {
  tab: RewardTab;
  /** undefined while loading. */
  rewards?: readonly RewardView[];
  currency?: Currency;
  /** The load failed: its words, and a retry. */
  error?: { message: string; onRetry: () => void; retrying?: boolean } | null;
  /** The reward whose claim is on its way. */
  pendingId?: string | null;
  onClaim?: (reward: RewardView) => void;
  /** The way to earn rewards from an empty Claimable tab (the daily check-in). */
  signInHref: string;
  onSignIn: () => void;
}

const list = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' });

/** One tab of the reward centre: skeletons, a failure with retry, an empty state, or the rewards. */
export function RewardList({
  tab,
  rewards,
  currency,
  error,
  pendingId = null,
  onClaim,
  signInHref,
  onSignIn,
}: RewardListProps) {
  const { t } = useTranslation('signin');
  if (error) {
    return (
      <LoadFailure
        refused={false}
        message={error.message}
        failedTitle={t('rewardCenter.loadFailed')}
        homeLabel={t('signin.home')}
        retryLabel={t('signin.retry')}
        onHome={onSignIn}
        onRetry={error.onRetry}
        retrying={error.retrying}
      />
    );
  }
  if (!rewards || !currency) {
    return (
      <SkeletonGroup label={t('rewardCenter.loading')} className={list}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} shape="rect" height={`calc(${vars.space.huge} * 3)`} />
        ))}
      </SkeletonGroup>
    );
  }
  if (rewards.length === 0) {
    return tab === 'claimable' ? (
      <EmptyState
        icon={Gift}
        title={t('rewardCenter.emptyTitle')}
        description={t('rewardCenter.emptyText')}
        action={
          <ButtonLink href={signInHref} onPress={onSignIn}>
            {t('rewardCenter.toSignIn')}
          </ButtonLink>
        }
      />
    ) : (
      <EmptyState
        icon={History}
        title={t('rewardCenter.historyEmptyTitle')}
        description={t('rewardCenter.historyEmptyText')}
      />
    );
  }
  return (
    <Stack as="ul" gap="md">
      {rewards.map((r) => (
        <RewardCard
          key={r.id}
          reward={r}
          currency={currency}
          pending={pendingId === r.id}
          blocked={pendingId !== null}
          onClaim={onClaim}
        />
      ))}
    </Stack>
  );
}
