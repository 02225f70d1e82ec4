import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, TriangleAlert, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../../design-system/Button';
import { ConfirmDialog } from '../../../design-system/ConfirmDialog';
import { EmptyState } from '../../../design-system/EmptyState';
import { toast } from '../../../design-system/Toast';
import { financeKeys } from '../../../src/admin/financeApi';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { type QueueFilters, queueKeys, queuesApi } from '../../../src/admin/queuesApi';
import type { StaffDeposit } from '../../../src/api/contract/deposits';
import {
  DEPOSIT_PAGE_SIZE,
  DEPOSIT_REJECT_REASON_MAX,
  DEPOSIT_STATUSES,
  type DepositStatus,
} from '../../../src/api/contract/deposits.constants';
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

const statusTone: Record<DepositStatus, 'caution' | 'positive' | 'critical' | 'neutral' | 'info'> = {
  pending: 'caution',
  confirmed: 'positive',
  paid: 'positive',
  rejected: 'critical',
  failed: 'critical',
  created: 'info',
  abandoned: 'neutral',
};

const isStatus = (v: string | null): v is DepositStatus => (DEPOSIT_STATUSES as readonly (string | null)[]).includes(v);

/**
 * /admin/deposits (finance): the deposit queue, pending first by default. A manual bank transfer
 * that is pending can be confirmed (the member's cash is credited) or rejected with a reason. When
 * another staff member acted first the server answers "already processed" and the row is refreshed.
 */
export default function DepositsPage() {
  const { t } = useTranslation(ADMIN_NS);
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const filters: QueueFilters<DepositStatus> = {
    status: statusParam === 'all' ? '' : isStatus(statusParam) ? statusParam : 'pending',
    member: params.get('member') ?? '',
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery({
    queryKey: queueKeys.depositPage(filters, page),
    queryFn: () => queuesApi.deposits(filters, page),
    placeholderData: keepPreviousData,
  });
  const apply = (f: QueueFilters<DepositStatus>) => {
    const next = new URLSearchParams();
    next.set('status', f.status || 'all');
    if (f.member) next.set('member', f.member);
    setParams(next);
  };
  const statusLabel = (s: DepositStatus) => t(`deposits.statuses.${s}`);
  const totalPages = list.data ? Math.ceil(list.data.total / (list.data.size || DEPOSIT_PAGE_SIZE)) : 0;

  return (
    <div className={css.page}>
      <PageHeader title={t('nav.deposits')} lead={t('deposits.lead')} />
      <QueueFilterForm
        statuses={DEPOSIT_STATUSES}
        filters={filters}
        statusLabel={statusLabel}
        onApply={apply}
        busy={list.isFetching}
      />
      {list.isPending ? (
        <RowsSkeleton label={t('deposits.loading')} />
      ) : list.isError && !list.data ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.total === 0 ? (
        <EmptyState
          title={filters.status === 'pending' && !filters.member ? t('deposits.nonePending') : t('deposits.noMatch')}
          description={
            filters.status === 'pending' && !filters.member ? t('deposits.nonePendingHint') : t('queue.noMatchHint')
          }
        />
      ) : (
        <>
          <DepositTable rows={list.data.items} statusLabel={statusLabel} />
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

function DepositTable({ rows, statusLabel }: { rows: StaffDeposit[]; statusLabel: (s: DepositStatus) => string }) {
  const { t } = useTranslation(ADMIN_NS);
  const dateTime = useDateTime();
  const moneyText = useMoneyText();
  const actionError = useActionError();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<StaffDeposit | null>(null);
  const [rejecting, setRejecting] = useState<StaffDeposit | null>(null);

  const refresh = async () => {
    void queryClient.invalidateQueries({ queryKey: financeKeys.all });
    await queryClient.invalidateQueries({ queryKey: queueKeys.deposits });
  };
  /** Someone else was first: say so and show the row as it is now. */
  const alreadyProcessed = async () => {
    toast.info(t('queue.alreadyProcessed'), { id: 'queue-processed' });
    await refresh();
  };

  const confirm = async () => {
    if (!confirming) return;
    try {
      await queuesApi.confirmDeposit(confirming.id);
      toast.success(
        t('deposits.confirmed', {
          amount: moneyText(confirming.amount, confirming.currencySymbol, confirming.minorUnitDigits),
          username: confirming.username,
        }),
        { id: 'queue-done' },
      );
      await refresh();
    } catch (err) {
      if (isAlreadyProcessed(err)) await alreadyProcessed();
      else toast.error(actionError(err), { id: 'queue-failed' });
    }
  };

  const reject = async (reason: string) => {
    if (!rejecting) return;
    try {
      await queuesApi.rejectDeposit(rejecting.id, reason);
    } catch (err) {
      if (!isAlreadyProcessed(err)) throw err;
      setRejecting(null);
      await alreadyProcessed();
      return;
    }
    setRejecting(null);
    toast.success(t('deposits.rejected', { username: rejecting.username }), { id: 'queue-done' });
    await refresh();
  };

  const amountOf = (d: StaffDeposit) => moneyText(d.amount, d.currencySymbol, d.minorUnitDigits);

  return (
    <>
      <DataTable
        caption={t('nav.deposits')}
        rows={rows}
        rowKey={(d) => d.id}
        rowLabel={(d) => t('deposits.rowLabel', { username: d.username, amount: amountOf(d) })}
        columns={[
          {
            key: 'member',
            label: t('queue.col.member'),
            kind: 'lead',
            cell: (d) => (
              <span className={css.cellStack}>
                <Link
                  className={css.linkButton}
                  to={`/admin/members?q=${encodeURIComponent(d.username)}&member=${d.memberId}`}
                >
                  {d.username}
                </Link>
                <span className={css.muted}>{dateTime(d.createdAt)}</span>
              </span>
            ),
          },
          {
            key: 'amount',
            label: t('queue.col.amount'),
            kind: 'end',
            cell: (d) => <QueueMoney minor={d.amount} symbol={d.currencySymbol} digits={d.minorUnitDigits} />,
          },
          {
            key: 'channel',
            label: t('deposits.col.channel'),
            cell: (d) => (
              <ChannelCell
                name={d.channelName}
                kind={t(`deposits.kinds.${d.channelKind}`, { defaultValue: d.channelKind })}
              />
            ),
          },
          {
            key: 'reference',
            label: t('deposits.col.reference'),
            cell: (d) =>
              d.reference || d.providerOrderId ? (
                <span className={css.cellStack}>
                  {d.reference ? <span className={css.mono}>{d.reference}</span> : null}
                  {d.providerOrderId ? <span className={`${css.muted} ${css.mono}`}>{d.providerOrderId}</span> : null}
                </span>
              ) : (
                <span className={css.muted}>{t('common.none')}</span>
              ),
          },
          {
            key: 'status',
            label: t('queue.col.status'),
            cell: (d) => (
              <span className={css.cellStack}>
                <Pill tone={statusTone[d.status]}>{statusLabel(d.status)}</Pill>
                {d.flag ? (
                  <Pill tone="critical" icon={<TriangleAlert className={css.pillIcon} aria-hidden="true" />}>
                    {t('deposits.flagged')}
                  </Pill>
                ) : null}
                {d.flag ? <span className={`${css.muted} ${css.mono}`}>{d.flag}</span> : null}
                {d.reviewedBy ? (
                  <span className={css.muted}>
                    {t('queue.reviewedBy', { staff: d.reviewedBy, time: d.reviewedAt ? dateTime(d.reviewedAt) : '' })}
                  </span>
                ) : null}
                {d.reason ? <span className={css.muted}>{t('queue.reasonShown', { reason: d.reason })}</span> : null}
              </span>
            ),
          },
          {
            key: 'actions',
            label: t('common.actions'),
            kind: 'actions',
            cell: (d) =>
              d.status === 'pending' && d.channelKind === 'manual_bank' ? (
                <>
                  <Button size="sm" icon={<Check />} onPress={() => setConfirming(d)}>
                    {t('deposits.confirm')}
                  </Button>
                  <Button size="sm" variant="secondary" icon={<X />} onPress={() => setRejecting(d)}>
                    {t('queue.reject')}
                  </Button>
                </>
              ) : (
                <span className={css.muted}>{t('queue.noAction')}</span>
              ),
          },
        ]}
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={
          confirming ? t('deposits.confirmTitle', { amount: amountOf(confirming), username: confirming.username }) : ''
        }
        message={
          confirming
            ? t('deposits.confirmMessage', {
                amount: amountOf(confirming),
                reference: confirming.reference ?? t('common.none'),
                channel: confirming.channelName,
              })
            : null
        }
        confirmLabel={t('deposits.confirm')}
        onConfirm={confirm}
      />
      <RejectDialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        title={
          rejecting ? t('deposits.rejectTitle', { amount: amountOf(rejecting), username: rejecting.username }) : ''
        }
        description={t('deposits.rejectMessage')}
        max={DEPOSIT_REJECT_REASON_MAX}
        onReject={reject}
      />
    </>
  );
}

/** The channel's name, and its kind when the name does not already say it. */
function ChannelCell({ name, kind }: { name: string; kind: string }) {
  return (
    <span className={css.cellStack}>
      <span>{name}</span>
      {kind !== name ? <span className={css.muted}>{kind}</span> : null}
    </span>
  );
}
