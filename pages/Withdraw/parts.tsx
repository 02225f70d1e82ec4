import { CircleCheck, CircleX, Clock, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { EmptyState } from '../../design-system/EmptyState';
import { formatMinor } from '../../design-system/Money';
import { Skeleton } from '../../design-system/Skeleton';
import type { WithdrawalStatus } from '../../src/api/contract/withdrawals.constants';
import { bankName } from '../../src/api/contract/withdrawals.constants';
import { useWithdrawals } from '../../src/api/withdrawals';
import { useBalanceHidden } from '../../src/app/useWallet';
import * as css from './Withdraw.css';

/** A minor-unit amount as a person reads it: "¥1,000", or "¥100.50" when it has cents. */
export function useMoneyText(symbol: string, digits: number) {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return (minor: number) => {
    const cents = digits > 0 && minor % 10 ** digits !== 0;
    return `${symbol}${formatMinor(minor, digits, lang, { decimals: cents ? Math.min(2, digits) : 0 })}`;
  };
}

const STATUS_LOOK: Record<WithdrawalStatus, { tone: keyof typeof css.tone; Icon: LucideIcon }> = {
  pending: { tone: 'caution', Icon: Clock },
  paid: { tone: 'positive', Icon: CircleCheck },
  rejected: { tone: 'critical', Icon: CircleX },
};

/** The status as a small coloured pill. */
export function StatusPill({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation('wallet');
  const { tone, Icon } = STATUS_LOOK[status];
  return (
    <span className={`${css.pill} ${css.tone[tone]}`}>
      <Icon className={css.pillIcon} aria-hidden />
      {t(`withdraw.status.${status}`)}
    </span>
  );
}

/** The member's latest withdrawals: amount, account, time, status, and why staff rejected one. */
export function RecentWithdrawals({ symbol }: { symbol: string }) {
  const { t, i18n } = useTranslation('wallet');
  const { t: tCommon } = useTranslation();
  const list = useWithdrawals(1, 10);
  const hidden = useBalanceHidden().hidden;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const lang = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  let body: ReactNode;
  if (list.isPending) body = <Skeleton shape="text" lines={3} />;
  else if (!list.data) {
    body = (
      <EmptyState
        size="compact"
        variant="error"
        headingLevel={3}
        title={tCommon('errors.loadFailed')}
        action={
          <Button size="sm" variant="secondary" onPress={() => void list.refetch()}>
            {t('withdraw.retry')}
          </Button>
        }
      />
    );
  } else if (list.data.items.length === 0) {
    body = <EmptyState size="compact" headingLevel={3} title={t('withdraw.recent.empty')} />;
  } else {
    body = (
      <ul className={css.list}>
        {list.data.items.map((w) => {
          const cents = w.amount % 10 ** w.minorUnitDigits !== 0;
          return (
            <li key={w.id} className={css.item}>
              <span className={css.itemMain}>
                <span className={css.accountBank}>
                  {symbol}
                  {formatMinor(w.amount, w.minorUnitDigits, lang, { decimals: cents ? 2 : 0, masked: hidden })}
                </span>
                <span className={css.itemSub}>
                  <span>{bankName(w.bankCode, i18n.language)}</span>
                  <span className={css.nowrap}>{w.accountMasked}</span>
                </span>
              </span>
              <span className={css.itemSide}>
                <StatusPill status={w.status} />
                <span className={css.itemSub}>{when.format(w.createdAt)}</span>
              </span>
              {w.status === 'rejected' && w.reason ? (
                <p className={css.itemReason}>{t('withdraw.recent.reason', { reason: w.reason })}</p>
              ) : null}
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <section className={css.section} aria-labelledby="recent-withdrawals">
      <div className={css.sectionHead}>
        <h2 id="recent-withdrawals" className={css.sectionTitle}>
          {t('withdraw.recent.title')}
        </h2>
        <Link to="/m/transaction/record" className={css.sectionLink}>
          {t('withdraw.recent.all')}
        </Link>
      </div>
      {body}
    </section>
  );
}
