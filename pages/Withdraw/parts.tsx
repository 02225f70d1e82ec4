import { CircleCheck, CircleX, Clock, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Card } from '../../design-system/Card';
import { EmptyState } from '../../design-system/EmptyState';
import { ErrorState } from '../../design-system/ErrorState';
import { Stack } from '../../design-system/Layout';
import { exactDecimals, formatMinor } from '../../design-system/Money';
import { SectionHeader } from '../../design-system/SectionHeader';
import { Skeleton } from '../../design-system/Skeleton';
import { StatusBadge, type StatusTone } from '../../design-system/StatusBadge';
import type { WithdrawalStatus } from '../../src/api/contract/withdrawals.constants';
import { bankName } from '../../src/api/contract/withdrawals.constants';
import { useWithdrawals } from '../../src/api/withdrawals';
import { useBalanceHidden } from '../../src/app/useWallet';
import { useDates } from '../../src/i18n/dates';
import * as css from './Withdraw.css';

const STATUS_LOOK: Record<WithdrawalStatus, { tone: StatusTone; Icon: LucideIcon }> = {
  pending: { tone: 'caution', Icon: Clock },
  paid: { tone: 'positive', Icon: CircleCheck },
  rejected: { tone: 'critical', Icon: CircleX },
};

/** The status as a badge: colour, picture and words. */
export function StatusPill({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation('wallet');
  const { tone, Icon } = STATUS_LOOK[status];
  return (
    <StatusBadge tone={tone} icon={Icon}>
      {t(`withdraw.status.${status}`)}
    </StatusBadge>
  );
}

/** The member's latest withdrawals: amount, account, time, status, and why staff rejected one. */
export function RecentWithdrawals({ symbol, recordsPath }: { symbol: string; recordsPath: string }) {
  const { t, i18n } = useTranslation('wallet');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const list = useWithdrawals(1, 10);
  const hidden = useBalanceHidden().hidden;
  const when = useDates();
  const lang = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  let body: ReactNode;
  if (list.isPending) body = <Skeleton shape="text" lines={3} />;
  else if (!list.data) {
    body = (
      <ErrorState
        compact
        headingLevel={3}
        title={tCommon('errors.loadFailed')}
        retryLabel={t('withdraw.retry')}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (list.data.items.length === 0) {
    body = <EmptyState size="compact" headingLevel={3} title={t('withdraw.recent.empty')} />;
  } else {
    body = (
      <Card as="div" padding="none" gap="sm">
        <ul className={css.list}>
          {list.data.items.map((w) => {
            return (
              <li key={w.id} className={css.item}>
                <span className={css.itemMain}>
                  <span className={css.itemAmount}>
                    {symbol}
                    {formatMinor(w.amount, w.minorUnitDigits, lang, {
                      decimals: exactDecimals(w.amount, w.minorUnitDigits),
                      masked: hidden,
                    })}
                  </span>
                  <span className={css.itemSub}>
                    <span>{bankName(w.bankCode, i18n.language)}</span>
                    <span className={css.nowrap}>{w.accountMasked}</span>
                  </span>
                </span>
                <span className={css.itemSide}>
                  <StatusPill status={w.status} />
                  <span className={css.itemSub}>{when.dateTime(w.createdAt)}</span>
                </span>
                {w.status === 'rejected' && w.reason ? (
                  <p className={css.itemReason}>{t('withdraw.recent.reason', { reason: w.reason })}</p>
                ) : null}
              </li>
            );
          })}
        </ul>
      </Card>
    );
  }
  return (
    <Stack as="section" gap="sm" aria-labelledby="recent-withdrawals">
      <SectionHeader
        id="recent-withdrawals"
        title={t('withdraw.recent.title')}
        size="sub"
        action={{ label: t('withdraw.recent.all'), href: recordsPath, onPress: () => navigate(recordsPath) }}
      />
      {body}
    </Stack>
  );
}
