import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Eye, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../../design-system/Button';
import { ConfirmDialog } from '../../../design-system/ConfirmDialog';
import { Dialog } from '../../../design-system/Dialog';
import { EmptyState } from '../../../design-system/EmptyState';
import { Skeleton, SkeletonGroup } from '../../../design-system/Skeleton';
import { toast } from '../../../design-system/Toast';
import { financeKeys } from '../../../src/admin/financeApi';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { type QueueFilters, queueKeys, queuesApi } from '../../../src/admin/queuesApi';
import type { StaffWithdrawal } from '../../../src/api/contract/withdrawals';
import {
  WITHDRAWAL_PAGE_SIZE,
  WITHDRAWAL_REASON_MAX,
  WITHDRAWAL_STATUSES,
  type WithdrawalStatus,
} from '../../../src/api/contract/withdrawals.constants';
import * as css from '../shared/admin.css';
import { DataTable, ErrorState, PageHeader, Pager, Pill, RowsSkeleton, useDateTime } from '../shared/parts';
import {
  isAlreadyProcessed,
  QueueFilterForm,
  QueueMoney,
  RejectDialog,
  useActionError,
  useMoneyText,
} from '../shared/queue';

const statusTone: Record<WithdrawalStatus, 'caution' | 'positive' | 'critical'> = {
  pending: 'caution',
  paid: 'positive',
  rejected: 'critical',
};

const isStatus = (v: string | null): v is WithdrawalStatus =>
  (WITHDRAWAL_STATUSES as readonly (string | null)[]).includes(v);

/**
 * /admin/withdrawals (finance): the withdrawal queue, pending by default. "Pay details" opens one
 * withdrawal with the full account number (fetched only then; the server audits each view), the
 * member's cash and outstanding turnover. Approve after paying (the hold goes to clearing), or
 * reject with a reason (the hold goes back to the member's cash).
 */
export default function WithdrawalsPage() {
  const { t } = useTranslation(ADMIN_NS);
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const filters: QueueFilters<WithdrawalStatus> = {
    status: statusParam === 'all' ? '' : isStatus(statusParam) ? statusParam : 'pending',
    member: params.get('member') ?? '',
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery({
    queryKey: queueKeys.withdrawalPage(filters, page),
    queryFn: () => queuesApi.withdrawals(filters, page),
    placeholderData: keepPreviousData,
  });
  const apply = (f: QueueFilters<WithdrawalStatus>) => {
    const next = new URLSearchParams();
    next.set('status', f.status || 'all');
    if (f.member) next.set('member', f.member);
    setParams(next);
  };
  const statusLabel = (s: WithdrawalStatus) => t(`withdrawals.statuses.${s}`);
  const totalPages = list.data ? Math.ceil(list.data.total / (list.data.size || WITHDRAWAL_PAGE_SIZE)) : 0;

  return (
    <div className={css.page}>
      <PageHeader title={t('nav.withdrawals')} lead={t('withdrawals.lead')} />
      <QueueFilterForm
        statuses={WITHDRAWAL_STATUSES}
        filters={filters}
        statusLabel={statusLabel}
        onApply={apply}
        busy={list.isFetching}
      />
      {list.isPending ? (
        <RowsSkeleton label={t('withdrawals.loading')} />
      ) : list.isError && !list.data ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.total === 0 ? (
        <EmptyState
          title={
            filters.status === 'pending' && !filters.member ? t('withdrawals.nonePending') : t('withdrawals.noMatch')
          }
          description={
            filters.status === 'pending' && !filters.member ? t('withdrawals.nonePendingHint') : t('queue.noMatchHint')
          }
        />
      ) : (
        <>
          <WithdrawalTable rows={list.data.items} statusLabel={statusLabel} />
          <Pager
            page={list.data.page}
            totalPages={totalPages}
            total={list.data.total}
            busy={list.isFetching}
            onPage={(p) => {
              const next = new URLSearchParams(params);
              next.set('page', String(p));
              setParams(next);
            }}
          />
          {list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} compact /> : null}
        </>
      )}
    </div>
  );
}

function WithdrawalTable({
  rows,
  statusLabel,
}: {
  rows: StaffWithdrawal[];
  statusLabel: (s: WithdrawalStatus) => string;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const dateTime = useDateTime();
  const moneyText = useMoneyText();
  const actionError = useActionError();
  const queryClient = useQueryClient();
  const [details, setDetails] = useState<StaffWithdrawal | null>(null);
  const [approving, setApproving] = useState<StaffWithdrawal | null>(null);
  const [rejecting, setRejecting] = useState<StaffWithdrawal | null>(null);

  const refresh = async () => {
    void queryClient.invalidateQueries({ queryKey: financeKeys.all });
    await queryClient.invalidateQueries({ queryKey: queueKeys.withdrawals });
  };
  const alreadyProcessed = async () => {
    toast.info(t('queue.alreadyProcessed'), { id: 'queue-processed' });
    await refresh();
  };
  const amountOf = (w: StaffWithdrawal) => moneyText(w.amount, w.currencySymbol, w.minorUnitDigits);

  const approve = async () => {
    if (!approving) return;
    try {
      await queuesApi.approveWithdrawal(approving.id);
      toast.success(t('withdrawals.approved', { amount: amountOf(approving), username: approving.username }), {
        id: 'queue-done',
      });
      setDetails(null);
      await refresh();
    } catch (err) {
      if (isAlreadyProcessed(err)) {
        setDetails(null);
        await alreadyProcessed();
      } else toast.error(actionError(err), { id: 'queue-failed' });
    }
  };

  const reject = async (reason: string) => {
    if (!rejecting) return;
    try {
      await queuesApi.rejectWithdrawal(rejecting.id, reason);
    } catch (err) {
      if (!isAlreadyProcessed(err)) throw err;
      setRejecting(null);
      setDetails(null);
      await alreadyProcessed();
      return;
    }
    setRejecting(null);
    setDetails(null);
    toast.success(t('withdrawals.rejected', { amount: amountOf(rejecting), username: rejecting.username }), {
      id: 'queue-done',
    });
    await refresh();
  };

  return (
    <>
      <DataTable
        caption={t('nav.withdrawals')}
        rows={rows}
        rowKey={(w) => w.id}
        rowLabel={(w) => t('withdrawals.rowLabel', { username: w.username, amount: amountOf(w) })}
        columns={[
          {
            key: 'member',
            label: t('queue.col.member'),
            kind: 'lead',
            cell: (w) => (
              <span className={css.cellStack}>
                <Link
                  className={css.linkButton}
                  to={`/admin/members?q=${encodeURIComponent(w.username)}&member=${w.memberId}`}
                >
                  {w.username}
                </Link>
                <span className={css.muted}>{dateTime(w.createdAt)}</span>
              </span>
            ),
          },
          {
            key: 'amount',
            label: t('queue.col.amount'),
            kind: 'end',
            cell: (w) => <QueueMoney minor={w.amount} symbol={w.currencySymbol} digits={w.minorUnitDigits} />,
          },
          {
            key: 'bank',
            label: t('withdrawals.col.bank'),
            cell: (w) => (
              <span className={css.cellStack}>
                <span>{w.bankName}</span>
                <span className={css.mono}>{w.accountMasked}</span>
                <span className={css.muted}>{w.payeeName}</span>
              </span>
            ),
          },
          {
            key: 'status',
            label: t('queue.col.status'),
            cell: (w) => (
              <span className={css.cellStack}>
                <Pill tone={statusTone[w.status]}>{statusLabel(w.status)}</Pill>
                {w.reviewedBy ? (
                  <span className={css.muted}>
                    {t('queue.reviewedBy', { staff: w.reviewedBy, time: w.reviewedAt ? dateTime(w.reviewedAt) : '' })}
                  </span>
                ) : null}
                {w.reason ? <span className={css.muted}>{t('queue.reasonShown', { reason: w.reason })}</span> : null}
              </span>
            ),
          },
          {
            key: 'actions',
            label: t('common.actions'),
            kind: 'actions',
            cell: (w) =>
              w.status === 'pending' ? (
                <>
                  <Button size="sm" variant="secondary" icon={<Eye />} onPress={() => setDetails(w)}>
                    {t('withdrawals.details')}
                  </Button>
                  <Button size="sm" icon={<Check />} onPress={() => setApproving(w)}>
                    {t('withdrawals.approve')}
                  </Button>
                  <Button size="sm" variant="secondary" icon={<X />} onPress={() => setRejecting(w)}>
                    {t('queue.reject')}
                  </Button>
                </>
              ) : (
                <span className={css.muted}>{t('queue.noAction')}</span>
              ),
          },
        ]}
      />
      {details ? (
        <DetailsDialog
          withdrawal={details}
          onClose={() => setDetails(null)}
          onApprove={() => {
            setDetails(null);
            setApproving(details);
          }}
          onReject={() => {
            setDetails(null);
            setRejecting(details);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={approving !== null}
        onOpenChange={(open) => !open && setApproving(null)}
        title={
          approving ? t('withdrawals.approveTitle', { amount: amountOf(approving), username: approving.username }) : ''
        }
        message={
          approving
            ? t('withdrawals.approveMessage', {
                amount: amountOf(approving),
                payee: approving.payeeName,
                bank: approving.bankName,
              })
            : null
        }
        confirmLabel={t('withdrawals.approve')}
        onConfirm={approve}
      />
      <RejectDialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        title={
          rejecting ? t('withdrawals.rejectTitle', { amount: amountOf(rejecting), username: rejecting.username }) : ''
        }
        description={t('withdrawals.rejectMessage')}
        max={WITHDRAWAL_REASON_MAX}
        onReject={reject}
      />
    </>
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
  const { t } = useTranslation(ADMIN_NS);
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
          {fact(t('withdrawals.col.bank'), d.bankName)}
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
