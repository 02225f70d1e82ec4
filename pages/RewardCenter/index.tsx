import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Stack } from '../../design-system/Layout';
import { exactDecimals, formatMinor } from '../../design-system/Money/Money.format';
import { TabPanel, Tabs } from '../../design-system/Tabs';
import { toast } from '../../design-system/Toast';
import type { RewardView } from '../../src/api/contract/bonus';
import { type RewardTab, useClaimReward, useRewards } from '../../src/api/rewards';
import { useErrorMessage } from '../../src/api/useErrorMessage';
import { TrialRefused } from '../../src/app/TrialRefused';
import { pathOf } from '../../src/routes/paths';
import { canUseMemberFeatures } from '../../src/rules/customerType';
import { useSessionInfo } from '../../src/stores/session';
import { RewardList } from './RewardList';

const TABS: readonly RewardTab[] = ['claimable', 'history'];

/**
 * /m/rewardCenter: every reward waiting to be claimed, whatever gave it (the daily check-in,
 * rebates, VIP, referral, promotions, staff), and the history of claimed and expired ones (issue 20;
 * docs/signin-rewards.md). One tap claims; a second tap is answered with the first claim.
 * `?tab=history` opens the history. A trial account is asked to register instead (spec §6).
 */
export default function RewardCenter() {
  const { t, i18n } = useTranslation('signin');
  const navigate = useNavigate();
  const messageOf = useErrorMessage();
  const allowed = canUseMemberFeatures(useSessionInfo()?.type);
  const [params, setParams] = useSearchParams();
  const tab: RewardTab = params.get('tab') === 'history' ? 'history' : 'claimable';
  const claimable = useRewards('claimable');
  const history = useRewards('history');
  const claim = useClaimReward();
  const [pendingId, setPendingId] = useState<string | null>(null);

  if (!allowed) return <TrialRefused />;
  const signIn = pathOf('signIn');
  const onClaim = (reward: RewardView) => {
    if (pendingId !== null) return;
    setPendingId(reward.id);
    claim.mutate(reward.id, {
      onSuccess: (data) => {
        const currency = claimable.data;
        const money = (minor: number) =>
          currency
            ? `${currency.currencySymbol}${formatMinor(minor, currency.minorUnitDigits, i18n.language, {
                decimals: exactDecimals(minor, currency.minorUnitDigits),
              })}`
            : String(minor);
        toast.success(t('rewardCenter.claimed', { amount: money(data.reward.amount) }), {
          description: t('rewardCenter.newBalance', { amount: money(data.cash + data.bonus) }),
        });
      },
      onError: (err) => toast.error(messageOf(err)),
      onSettled: () => setPendingId(null),
    });
  };
  const panel = (which: RewardTab) => {
    const query = which === 'claimable' ? claimable : history;
    return (
      <RewardList
        tab={which}
        rewards={query.data?.list}
        currency={query.data ? { symbol: query.data.currencySymbol, digits: query.data.minorUnitDigits } : undefined}
        error={
          query.isError
            ? { message: messageOf(query.error), onRetry: () => void query.refetch(), retrying: query.isFetching }
            : null
        }
        pendingId={pendingId}
        onClaim={onClaim}
        signInHref={signIn}
        onSignIn={() => navigate(signIn)}
      />
    );
  };
  return (
    <Stack padding="md">
      <Tabs
        label={t('rewardCenter.title')}
        value={tab}
        onValueChange={(v) => setParams(v === 'history' ? { tab: v } : {}, { replace: true })}
        items={TABS.map((value) => ({
          value,
          label: t(`rewardCenter.tabs.${value}`),
          badge: value === 'claimable' ? (claimable.data?.claimableCount ?? 0) : undefined,
        }))}
      >
        <TabPanel value="claimable">{tab === 'claimable' && panel('claimable')}</TabPanel>
        <TabPanel value="history">{tab === 'history' && panel('history')}</TabPanel>
      </Tabs>
    </Stack>
  );
}
