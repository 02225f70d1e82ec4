import { useQuery } from '@tanstack/react-query';
import { Check, Eye, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { Dialog } from '../../../design-system/Dialog';
import { Skeleton, SkeletonGroup } from '../../../design-system/Skeleton';
import { useDateTime } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { queueKeys, queuesApi } from '../../../src/admin/queuesApi';
import type { StaffWithdrawal } from '../../../src/api/contract/withdrawals';
import {
  bankName,
  WITHDRAWAL_REASON_MAX,
  type WithdrawalStatus,
} from '../../../src/api/contract/withdrawals.constants';
import * as css from '../shared/admin.css';
import { ErrorState, Pill } from '../shared/parts';
import { QueuePage, withdrawalQueue } from '../shared/QueuePage';
import { QueueMoney } from '../shared/queue';

const statusTone: Record<WithdrawalStatus, css.PillTone> = {
  pending: 'caution',
  paid: 'positive',
  rejected: 'critical',
};

/**
 * /admin/withdrawals (finance; support reads, without actions): the withdrawal queue, pending by default. "Pay details" opens one
 * withdrawal with the full account number (fetched only then; the server audits each view), the
 * member's cash and outstanding turnover. Approve after paying (the hold goes to clearing), or
 * reject with a reason (the hold goes back to the member's cash).
 */
export default function WithdrawalsPage() {
  const { t, i18n } = useTranslation(ADMIN_NS);
  /** The bank's name in the reader's language, from its code (as the player's withdraw page names it). */
  const bank = (w: StaffWithdrawal) => bankName(w.bankCode, i18n.language);
  const [details, setDetails] = useState<StaffWithdrawal | null>(null);
  return (
    <QueuePage<StaffWithdrawal, WithdrawalStatus>
      source={withdrawalQueue}
      tone={statusTone}
      columns={[
        {
          key: 'bank',
          label: t('withdrawals.col.bank'),
          cell: (w) => (
            <span className={css.cellStack}>
              <span>{bank(w)}</span>
              <span className={css.mono}>{w.accountMasked}</span>
              <span className={css.muted}>{w.payeeName}</span>
            </span>
          ),
        },
      ]}
      actionable={(w) => w.status === 'pending'}
      moreActions={(w) => (
        <Button size="sm" variant="secondary" icon={<Eye />} onPress={() => setDetails(w)}>
          {t('withdrawals.details')}
        </Button>
      )}
      approval={{
        label: t('withdrawals.approve'),
        title: (w, amount) => t('withdrawals.approveTitle', { amount, username: w.username }),
        message: (w, amount) => t('withdrawals.approveMessage', { amount, payee: w.payeeName, bank: bank(w) }),
        done: (w, amount) => t('withdrawals.approved', { amount, username: w.username }),
        call: (w) => queuesApi.approveWithdrawal(w.id),
      }}
      rejection={{
        title: (w, amount) => t('withdrawals.rejectTitle', { amount, username: w.username }),
        description: t('withdrawals.rejectMessage'),
        max: WITHDRAWAL_REASON_MAX,
        done: (w, amount) => t('withdrawals.rejected', { amount, username: w.username }),
        call: (w, reason) => queuesApi.rejectWithdrawal(w.id, reason),
      }}
      onSettled={() => setDetails(null)}
      dialogs={(queue) =>
        details ? (
          <DetailsDialog
            withdrawal={details}
            onClose={() => setDetails(null)}
            onApprove={() => {
              setDetails(null);
              queue.approve(details);
            }}
            onReject={() => {
              setDetails(null);
              queue.reject(details);
            }}
          />
        ) : null
      }
    />
  );
}

/**
 * One withdrawal for paying it. The full account number is fetched when this opens (never with the
 * list) and dropped from the cache when it closes.
 */
function DetailsDialog({
  withdrawal,
  onClose,
  onApprove,
  onReject,
}: {
  withdrawal: StaffWithdrawal;
  onClose: () => void;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const dateTime = useDateTime();
  const detail = useQuery({
    queryKey: queueKeys.withdrawal(withdrawal.id),
    queryFn: () => queuesApi.withdrawal(withdrawal.id),
    gcTime: 0,
    staleTime: 0,
  });
  const d = detail.data;
  const money = (minor: number) => (
    <QueueMoney minor={minor} symbol={withdrawal.currencySymbol} digits={withdrawal.minorUnitDigits} />
  );
  const fact = (label: string, value: ReactNode, testId?: string) => (
    <div className={css.fact}>
      <dt className={css.muted}>{label}</dt>
      <dd className={css.factValue} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('withdrawals.detailsTitle', { username: withdrawal.username })}
      description={t('withdrawals.detailsNote')}
      size="md"
      footer={
        d?.status === 'pending' ? (
          <>
            <Button variant="secondary" icon={<X />} onPress={onReject}>
              {t('queue.reject')}
            </Button>
            <Button icon={<Check />} onPress={onApprove}>
              {t('withdrawals.approve')}
            </Button>
          </>
        ) : undefined
      }
    >
      {detail.isPending ? (
        <SkeletonGroup label={t('withdrawals.loadingDetails')}>
          <Skeleton shape="text" lines={5} />
        </SkeletonGroup>
      ) : detail.isError || !d ? (
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} compact />
      ) : (
        <dl className={css.detailFacts}>
          {fact(t('queue.col.amount'), money(d.amount))}
          {fact(t('withdrawals.payee'), d.payeeName)}
          {fact(t('withdrawals.col.bank'), bankName(d.bankCode, i18n.language))}
          {fact(
            t('withdrawals.accountNumber'),
            <span className={css.mono}>{d.accountNumber ?? d.accountMasked}</span>,
            'withdrawal-account-number',
          )}
          {fact(t('withdrawals.memberCash'), money(d.memberCash))}
          {fact(t('withdrawals.turnover'), money(d.turnoverOutstanding))}
          {fact(t('withdrawals.requested'), dateTime(d.createdAt))}
          {fact(
            t('queue.col.status'),
            <Pill tone={statusTone[d.status]}>{t(`withdrawals.statuses.${d.status}`)}</Pill>,
          )}
        </dl>
      )}
    </Dialog>
  );
}
