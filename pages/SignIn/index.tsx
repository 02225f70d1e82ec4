import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Stack } from '../../design-system/Layout';
import { LoadFailure } from '../../design-system/LoadFailure';
import { toast } from '../../design-system/Toast';
import type { SigninResult } from '../../src/api/contract/signin';
import { isAccountRefused } from '../../src/api/errors';
import { useSignIn, useSigninCalendar } from '../../src/api/signin';
import { useErrorMessage } from '../../src/api/useErrorMessage';
import { TrialRefused } from '../../src/app/TrialRefused';
import { useWallet } from '../../src/app/useWallet';
import { pathOf } from '../../src/routes/paths';
import { HOME } from '../../src/routes/table';
import { canUseMemberFeatures } from '../../src/rules/customerType';
import { useSessionInfo } from '../../src/stores/session';
import { SignInSkeleton, SignInView } from './SignInView';

/**
 * /m/activity/signIn: the daily sign-in (issue 20; docs/signin-rewards.md). The streak calendar of
 * the brand's cycle, one sign-in a day (a missed day made up where the brand allows), and the
 * reward waiting in the reward centre. A trial account is asked to register instead (spec §6).
 */
export default function SignIn() {
  const { t } = useTranslation('signin');
  const navigate = useNavigate();
  const messageOf = useErrorMessage();
  const allowed = canUseMemberFeatures(useSessionInfo()?.type);
  const calendar = useSigninCalendar(allowed);
  const wallet = useWallet();
  const signIn = useSignIn();
  const [result, setResult] = useState<SigninResult | null>(null);
  const [pending, setPending] = useState<'today' | number | null>(null);

  if (!allowed) return <TrialRefused />;
  const failed = calendar.isError ? calendar : wallet.isError ? wallet : null;
  if (failed) {
    return (
      <Stack padding="md">
        <LoadFailure
          refused={isAccountRefused(failed.error)}
          message={messageOf(failed.error)}
          failedTitle={t('signin.loadFailed')}
          homeLabel={t('signin.home')}
          retryLabel={t('signin.retry')}
          onHome={() => navigate(HOME)}
          onRetry={() => void failed.refetch()}
          retrying={failed.isFetching}
        />
      </Stack>
    );
  }
  if (!calendar.data || !wallet.data) return <SignInSkeleton />;

  const run = (day?: number) => {
    if (pending !== null) return;
    setPending(day ?? 'today');
    signIn.mutate(day, {
      onSuccess: (data) => setResult(data),
      onError: (err) => {
        toast.error(messageOf(err));
        void calendar.refetch();
      },
      onSettled: () => setPending(null),
    });
  };
  const rewardCenter = pathOf('rewardCenter');
  return (
    <Stack padding="md">
      <SignInView
        calendar={calendar.data}
        currency={{ symbol: wallet.data.currencySymbol, digits: wallet.data.minorUnitDigits }}
        result={result}
        pending={pending}
        onSignIn={() => run()}
        onMakeup={(day) => run(day)}
        rewardCenterHref={rewardCenter}
        onRewardCenter={() => navigate(rewardCenter)}
      />
    </Stack>
  );
}
