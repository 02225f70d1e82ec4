import { Hourglass, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { BalanceCard } from '../../design-system/BalanceCard';
import { Callout, calloutActionClass } from '../../design-system/Callout';
import { Stack, sprinkles } from '../../design-system/Layout';
import { LoadFailure } from '../../design-system/LoadFailure';
import { useMoneyText } from '../../design-system/Money';
import { Skeleton, SkeletonGroup } from '../../design-system/Skeleton';
import type { Withdrawal, WithdrawInfo } from '../../src/api/contract/withdrawals';
import { isAccountRefused } from '../../src/api/errors';
import { useErrorMessage } from '../../src/api/useErrorMessage';
import { useWithdrawInfo } from '../../src/api/withdrawals';
import { useBalanceHidden } from '../../src/app/useWallet';
import { HOME } from '../../src/routes/table';
import { vars } from '../../themes/contract.css';
import { RecentWithdrawals } from './parts';
import { Submitted } from './Submitted';
import { WithdrawForm } from './WithdrawForm';

export const SECURITY_CENTRE = '/m/securityCenter';
export const RECORDS = '/m/transaction/record';

/**
 * /m/withdraw: the player's withdrawable cash, the turnover still owed, a bank account to pay to
 * (bind one in a sheet), the amount within the limits and the payment password. Submitting moves
 * the amount to the withdrawal hold until staff pay or reject it; it cannot be cancelled. Only real
 * accounts reach it (the route's guard); the server refuses anyone else as well.
 */
export default function WithdrawPage() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const messageOf = useErrorMessage();
  const info = useWithdrawInfo();

  if (info.isPending) return <WithdrawSkeleton />;
  if (!info.data) {
    return (
      <Stack padding="md">
        <LoadFailure
          refused={isAccountRefused(info.error)}
          message={messageOf(info.error)}
          failedTitle={t('withdraw.loadFailed')}
          homeLabel={t('withdraw.home')}
          retryLabel={t('withdraw.retry')}
          onHome={() => navigate(HOME)}
          onRetry={() => void info.refetch()}
          retrying={info.isFetching}
        />
      </Stack>
    );
  }
  return <Withdraw info={info.data} refreshing={info.isFetching} onRefresh={() => void info.refetch()} />;
}

const column = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg', padding: 'md' });

function WithdrawSkeleton() {
  return (
    <SkeletonGroup className={column}>
      <Skeleton shape="rect" aspectRatio="12 / 5" />
      <Skeleton shape="text" width="30%" />
      <Skeleton shape="rect" height={`calc(${vars.space.huge} + ${vars.space.lg})`} />
      <Skeleton shape="rect" height={vars.space.huge} />
      <Skeleton shape="rect" height={vars.space.huge} />
      <Skeleton shape="rect" height={vars.size.touch} />
    </SkeletonGroup>
  );
}

function Withdraw({ info, refreshing, onRefresh }: { info: WithdrawInfo; refreshing: boolean; onRefresh: () => void }) {
  const { t } = useTranslation('wallet');
  const balanceHidden = useBalanceHidden();
  const money = useMoneyText(info.currencySymbol, info.minorUnitDigits);
  const [submitted, setSubmitted] = useState<Withdrawal | null>(null);

  if (submitted) {
    return (
      <Submitted
        withdrawal={submitted}
        symbol={info.currencySymbol}
        recordsPath={RECORDS}
        onDone={() => setSubmitted(null)}
      />
    );
  }
  const onHold = balanceHidden.hidden ? '****' : money(info.withdrawalHold);
  return (
    <Stack padding="md">
      <BalanceCard
        symbol={info.currencySymbol}
        minor={info.cash}
        digits={info.minorUnitDigits}
        hidden={balanceHidden.hidden}
        loading={refreshing}
        onToggleHidden={balanceHidden.toggle}
        onRefresh={onRefresh}
        note={
          info.withdrawalHold > 0
            ? `${t('withdraw.cashNote')} · ${t('withdraw.onHold', { amount: onHold })}`
            : t('withdraw.cashNote')
        }
      />
      {info.turnover.outstanding > 0 ? (
        <Callout tone="caution" icon={Hourglass} title={t('withdraw.turnover.title')}>
          {t('withdraw.turnover.body', { amount: money(info.turnover.outstanding) })}
        </Callout>
      ) : null}
      {info.paymentPasswordSet ? (
        <WithdrawForm info={info} onSubmitted={setSubmitted} />
      ) : (
        <Callout
          icon={ShieldAlert}
          title={t('withdraw.pin.title')}
          action={
            <Link to={`${SECURITY_CENTRE}?tab=payment`} className={calloutActionClass}>
              {t('withdraw.pin.action')}
            </Link>
          }
        >
          {t('withdraw.pin.body')}
        </Callout>
      )}
      <RecentWithdrawals symbol={info.currencySymbol} recordsPath={RECORDS} />
    </Stack>
  );
}
