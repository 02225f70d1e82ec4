import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../../design-system/Button';
import { ConfirmDialog } from '../../../design-system/ConfirmDialog';
import { ConfirmReasonDialog } from '../../../design-system/ConfirmReasonDialog';
import { EmptyState } from '../../../design-system/EmptyState';
import { toast } from '../../../design-system/Toast';
import { financeKeys } from '../../../src/admin/financeApi';
import { useDateTime, useStaff } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { type QueueFilters, queueKeys, queuesApi } from '../../../src/admin/queuesApi';
import { type StaffRouteKey, staffMayCall } from '../../../src/api/contract/access';
import type { StaffDeposit } from '../../../src/api/contract/deposits';
import { DEPOSIT_PAGE_SIZE, DEPOSIT_STATUSES, type DepositStatus } from '../../../src/api/contract/deposits.constants';
import type { StaffWithdrawal } from '../../../src/api/contract/withdrawals';
import {
  WITHDRAWAL_PAGE_SIZE,
  WITHDRAWAL_STATUSES,
  type WithdrawalStatus,
} from '../../../src/api/contract/withdrawals.constants';
import { normalizeQueueDates } from '../../../src/rules/queueDates';
import * as css from './admin.css';
import { type Column, DataTable, ErrorState, PageHeader, Pager, Pill, RowsSkeleton } from './parts';
import { isAlreadyProcessed, QueueFilterForm, QueueMoney, useActionError, useMoneyText } from './queue';

/**
 * One staff queue (deposits, withdrawals): the filters in the address, the list with its loading,
 * error, empty and paged states, the member, amount, status and action columns, and the approve and
 * reject flows (a confirmation; a reason; "already processed" when another staff member was first,
 * and the row refreshed). A page declares only its own columns, the words of its actions and its own
 * dialogs.
 */

/** What every queue item carries: a deposit or a withdrawal as staff see it. */
export interface QueueItem {
  id: string;
  memberId: string;
  username: string;
  amount: number;
  currencySymbol: string;
  minorUnitDigits: number;
  status: string;
  createdAt: number;
  reviewedAt: number | null;
  reviewedBy: string | null;
  reason: string | null;
}

export interface QueueList<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}

/** The approve (withdrawals) or confirm (deposits) action: its button, its confirmation and its toast. */
export interface QueueApproval<T> {
  label: string;
  title: (item: T, amount: string) => string;
  message: (item: T, amount: string) => ReactNode;
  done: (item: T, amount: string) => string;
  call: (item: T) => Promise<unknown>;
}

/** The reject action: its dialog (the reason is required, up to `max` characters) and its toast. */
export interface QueueRejection<T> {
  title: (item: T, amount: string) => string;
  description: ReactNode;
  max: number;
  done: (item: T, amount: string) => string;
  call: (item: T, reason: string) => Promise<unknown>;
}

/** What a page's own buttons and dialogs may start. */
export interface QueueControls<T> {
  approve: (item: T) => void;
  reject: (item: T) => void;
}

/** Where a queue's rows come from. */
export interface QueueSource<T extends QueueItem, S extends string> {
  /**
   * The admin strings' section: nav.<section>, <section>.lead, .loading, .nonePending(Hint), .noMatch,
   * .rowLabel, .statuses.<status>.
   */
  section: 'deposits' | 'withdrawals';
  /**
   * The API routes of its two actions. A role they do not open (src/api/contract/access.ts; support)
   * reads the queue without the actions column, and the lead says so (<section>.leadReadOnly).
   */
  actions: { approve: StaffRouteKey; reject: StaffRouteKey };
  /** The first (pending) is the default filter. */
  statuses: readonly S[];
  pageSize: number;
  /** The queue's root query key: refreshed after every action. */
  queryKey: readonly unknown[];
  pageKey: (filters: QueueFilters<S>, page: number) => readonly unknown[];
  load: (filters: QueueFilters<S>, page: number) => Promise<QueueList<T>>;
}

export const depositQueue: QueueSource<StaffDeposit, DepositStatus> = {
  section: 'deposits',
  actions: {
    approve: 'POST /api/admin/finance/deposits/:id/confirm',
    reject: 'POST /api/admin/finance/deposits/:id/reject',
  },
  statuses: DEPOSIT_STATUSES,
  pageSize: DEPOSIT_PAGE_SIZE,
  queryKey: queueKeys.deposits,
  pageKey: queueKeys.depositPage,
  load: queuesApi.deposits,
};

export const withdrawalQueue: QueueSource<StaffWithdrawal, WithdrawalStatus> = {
  section: 'withdrawals',
  actions: {
    approve: 'POST /api/admin/finance/withdrawals/:id/approve',
    reject: 'POST /api/admin/finance/withdrawals/:id/reject',
  },
  statuses: WITHDRAWAL_STATUSES,
  pageSize: WITHDRAWAL_PAGE_SIZE,
  queryKey: queueKeys.withdrawals,
  pageKey: queueKeys.withdrawalPage,
  load: queuesApi.withdrawals,
};

export interface QueuePageProps<T extends QueueItem, S extends string> {
  source: QueueSource<T, S>;
  tone: Record<S, css.PillTone>;
  /** The page's own columns, between the amount and the status. */
  columns: readonly Column<T>[];
  /** More lines under the status (a deposit's flag). */
  statusNotes?: (item: T) => ReactNode;
  /** Whether the item can be acted on now (its status); the role's permission is the source's `actions`. */
  actionable: (item: T) => boolean;
  /** Buttons before approve (a withdrawal's pay details). */
  moreActions?: (item: T) => ReactNode;
  approval: QueueApproval<T>;
  rejection: QueueRejection<T>;
  /** After an approve or reject that settled the item (done, or done by someone else first). */
  onSettled?: () => void;
  /** The page's own dialogs. */
  dialogs?: (controls: QueueControls<T>) => ReactNode;
}

/**
 * The filters and the page number, kept in the address: the first status (pending) by default,
 * `status=all` for any; `from` and `to` are local days (YYYY-MM-DD), cleaned as the date filter's rules say.
 */
export function useQueueFilters<S extends string>(statuses: readonly S[]) {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const isStatus = (v: string | null): v is S => (statuses as readonly (string | null)[]).includes(v);
  const filters: QueueFilters<S> = {
    status: statusParam === 'all' ? '' : isStatus(statusParam) ? statusParam : (statuses[0] as S),
    member: params.get('member') ?? '',
    ...normalizeQueueDates({ from: params.get('from') ?? '', to: params.get('to') ?? '' }, new Date()),
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const apply = (f: QueueFilters<S>) => {
    const next = new URLSearchParams();
    next.set('status', f.status || 'all');
    if (f.member) next.set('member', f.member);
    if (f.from) next.set('from', f.from);
    if (f.to) next.set('to', f.to);
    setParams(next);
  };
  const goTo = (p: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(p));
    setParams(next);
  };
  /** Only the default view (pending, no other filter) is "nothing waiting"; anything else is "no match". */
  const isDefault = filters.status === statuses[0] && !filters.member && !filters.from && !filters.to;
  return { filters, page, apply, goTo, isDefault };
}

/** What the signed-in role may do in a queue: the roles of the actions' API routes. */
export function useQueuePermissions(actions: QueueSource<QueueItem, string>['actions']) {
  const staff = useStaff();
  const may = (key: StaffRouteKey) => !!staff && staffMayCall(staff.role, key);
  const approve = may(actions.approve);
  const reject = may(actions.reject);
  return { approve, reject, readOnly: !approve && !reject };
}

export function QueuePage<T extends QueueItem, S extends string>(props: QueuePageProps<T, S>) {
  const { section, statuses, pageSize } = props.source;
  const { t } = useTranslation(ADMIN_NS);
  const { readOnly } = useQueuePermissions(props.source.actions);
  const statusLabel = (s: S) => t(`${section}.statuses.${s}`);
  const { filters, page, apply, goTo, isDefault } = useQueueFilters(statuses);
  const list = useQuery({
    queryKey: props.source.pageKey(filters, page),
    queryFn: () => props.source.load(filters, page),
    placeholderData: keepPreviousData,
  });
  const totalPages = list.data ? Math.ceil(list.data.total / (list.data.size || pageSize)) : 0;

  return (
    <div className={css.page}>
      <PageHeader title={t(`nav.${section}`)} lead={t(readOnly ? `${section}.leadReadOnly` : `${section}.lead`)} />
      <QueueFilterForm
        statuses={statuses}
        filters={filters}
        statusLabel={statusLabel}
        onApply={apply}
        busy={list.isFetching}
      />
      {list.isPending ? (
        <RowsSkeleton label={t(`${section}.loading`)} />
      ) : list.isError && !list.data ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.total === 0 ? (
        <EmptyState
          title={isDefault ? t(`${section}.nonePending`) : t(`${section}.noMatch`)}
          description={isDefault ? t(`${section}.nonePendingHint`) : t('queue.noMatchHint')}
        />
      ) : (
        <>
          <QueueTable {...props} statusLabel={statusLabel} rows={list.data.items} />
          <Pager
            page={list.data.page}
            totalPages={totalPages}
            total={list.data.total}
            busy={list.isFetching}
            onPage={goTo}
          />
          {list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} compact /> : null}
        </>
      )}
    </div>
  );
}

function QueueTable<T extends QueueItem, S extends string>({
  source: { section, queryKey, actions },
  statusLabel,
  tone,
  columns,
  statusNotes,
  actionable,
  moreActions,
  approval,
  rejection,
  onSettled,
  dialogs,
  rows,
}: QueuePageProps<T, S> & { statusLabel: (status: S) => string; rows: T[] }) {
  const { t } = useTranslation(ADMIN_NS);
  const dateTime = useDateTime();
  const moneyText = useMoneyText();
  const actionError = useActionError();
  const queryClient = useQueryClient();
  const may = useQueuePermissions(actions);
  const [approving, setApproving] = useState<T | null>(null);
  const [rejecting, setRejecting] = useState<T | null>(null);
  const amountOf = (item: T) => moneyText(item.amount, item.currencySymbol, item.minorUnitDigits);

  const refresh = async () => {
    void queryClient.invalidateQueries({ queryKey: financeKeys.all });
    await queryClient.invalidateQueries({ queryKey });
  };
  /** Someone else was first: say so and show the row as it is now. */
  const alreadyProcessed = async () => {
    onSettled?.();
    toast.info(t('queue.alreadyProcessed'), { id: 'queue-processed' });
    await refresh();
  };

  const approve = async () => {
    if (!approving) return;
    try {
      await approval.call(approving);
      toast.success(approval.done(approving, amountOf(approving)), { id: 'queue-done' });
      onSettled?.();
      await refresh();
    } catch (err) {
      if (isAlreadyProcessed(err)) await alreadyProcessed();
      else toast.error(actionError(err), { id: 'queue-failed' });
    }
  };

  /** A failure other than "already processed" stays in the dialog, with its message. */
  const reject = async (reason: string) => {
    if (!rejecting) return;
    try {
      await rejection.call(rejecting, reason);
    } catch (err) {
      if (!isAlreadyProcessed(err)) throw err;
      setRejecting(null);
      await alreadyProcessed();
      return;
    }
    setRejecting(null);
    onSettled?.();
    toast.success(rejection.done(rejecting, amountOf(rejecting)), { id: 'queue-done' });
    await refresh();
  };

  const status = (item: T) => item.status as S;
  return (
    <>
      <DataTable
        caption={t(`nav.${section}`)}
        rows={rows}
        rowKey={(item) => item.id}
        rowLabel={(item) => t(`${section}.rowLabel`, { username: item.username, amount: amountOf(item) })}
        columns={[
          {
            key: 'member',
            label: t('queue.col.member'),
            kind: 'lead',
            cell: (item) => (
              <span className={css.cellStack}>
                <Link
                  className={css.linkButton}
                  to={`/admin/members?q=${encodeURIComponent(item.username)}&member=${item.memberId}`}
                >
                  {item.username}
                </Link>
                <span className={css.muted}>{dateTime(item.createdAt)}</span>
              </span>
            ),
          },
          {
            key: 'amount',
            label: t('queue.col.amount'),
            kind: 'end',
            cell: (item) => (
              <QueueMoney minor={item.amount} symbol={item.currencySymbol} digits={item.minorUnitDigits} />
            ),
          },
          ...columns,
          {
            key: 'status',
            label: t('queue.col.status'),
            cell: (item) => (
              <span className={css.cellStack}>
                <Pill tone={tone[status(item)]}>{statusLabel(status(item))}</Pill>
                {statusNotes?.(item)}
                {item.reviewedBy ? (
                  <span className={css.muted}>
                    {t('queue.reviewedBy', {
                      staff: item.reviewedBy,
                      time: item.reviewedAt ? dateTime(item.reviewedAt) : '',
                    })}
                  </span>
                ) : null}
                {item.reason ? (
                  <span className={css.muted}>{t('queue.reasonShown', { reason: item.reason })}</span>
                ) : null}
              </span>
            ),
          },
          ...(may.readOnly
            ? []
            : [
                {
                  key: 'actions',
                  label: t('common.actions'),
                  kind: 'actions' as const,
                  cell: (item: T) =>
                    actionable(item) ? (
                      <>
                        {moreActions?.(item)}
                        {may.approve ? (
                          <Button size="sm" icon={<Check />} onPress={() => setApproving(item)}>
                            {approval.label}
                          </Button>
                        ) : null}
                        {may.reject ? (
                          <Button size="sm" variant="secondary" icon={<X />} onPress={() => setRejecting(item)}>
                            {t('queue.reject')}
                          </Button>
                        ) : null}
                      </>
                    ) : (
                      <span className={css.muted}>{t('queue.noAction')}</span>
                    ),
                },
              ]),
        ]}
      />
      {dialogs?.({ approve: setApproving, reject: setRejecting })}
      <ConfirmDialog
        open={approving !== null}
        onOpenChange={(open) => !open && setApproving(null)}
        title={approving ? approval.title(approving, amountOf(approving)) : ''}
        message={approving ? approval.message(approving, amountOf(approving)) : null}
        confirmLabel={approval.label}
        onConfirm={approve}
      />
      <ConfirmReasonDialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        title={rejecting ? rejection.title(rejecting, amountOf(rejecting)) : ''}
        description={rejection.description}
        label={t('queue.reason')}
        hint={t('queue.reasonHint', { max: rejection.max })}
        requiredMessage={t('queue.reasonRequired')}
        maxLength={rejection.max}
        confirmLabel={t('queue.reject')}
        cancelLabel={t('queue.cancel')}
        onConfirm={reject}
        errorMessage={actionError}
      />
    </>
  );
}
