import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../../design-system/Button';
import { ConfirmReasonDialog } from '../../../design-system/ConfirmReasonDialog';
import { EmptyState } from '../../../design-system/EmptyState';
import { formatMinor } from '../../../design-system/Money/Money.format';
import { Skeleton, SkeletonGroup } from '../../../design-system/Skeleton';
import { toast } from '../../../design-system/Toast';
import { financeApi, financeKeys } from '../../../src/admin/financeApi';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { canOpen, findAdminRoute } from '../../../src/admin/routes';
import { staffMayCall } from '../../../src/api/contract/access';
import type { MemberLedgerLine, StaffMemberSummary } from '../../../src/api/contract/adminFinance';
import { ApiError } from '../../../src/api/errors';
import { vars } from '../../../themes/contract.css';
import * as css from '../shared/admin.css';
import { accountLabel, actorLabel, entryTypeLabel } from '../shared/labels';
import { MemberMoney, MemberPills, MemberResults, MemberSearchForm } from '../shared/MemberSearch';
import { ButtonLink, DataTable, ErrorState, PageHeader, Pager, useDateTime, useStaff } from '../shared/parts';
import { isAlreadyProcessed, useActionError } from '../shared/queue';

/** What the server accepts as a waiver's reason (turnoverWaiverSchema). */
const WAIVER_REASON_MAX = 200;

/**
 * /admin/members (finance, support): find a member by username prefix, mobile number or e-mail;
 * open one (`?member=<id>`) for the balances, the outstanding turnover and the ledger entries,
 * 25 a page. Finance and admin also get "Adjust balance", and "Waive" on turnover still owed.
 */
export default function MembersPage() {
  const { t } = useTranslation(ADMIN_NS);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const memberId = params.get('member');

  if (memberId) {
    const page = Math.max(1, Number(params.get('page')) || 1);
    return (
      <MemberDetail
        id={memberId}
        page={page}
        backTo={q ? `?q=${encodeURIComponent(q)}` : '.'}
        onPage={(p) => {
          const next = new URLSearchParams(params);
          next.set('page', String(p));
          setParams(next);
        }}
      />
    );
  }

  return (
    <div className={css.page}>
      <PageHeader title={t('nav.members')} lead={t('members.lead')} />
      <MemberSearchForm initial={q} onSearch={(next) => setParams({ q: next })} />
      {q ? (
        <MemberResults
          q={q}
          action={(m) => (
            <Link className={css.linkButton} to={`?q=${encodeURIComponent(q)}&member=${m.id}`}>
              {t('members.open')}
              <span className={css.visuallyHiddenInline}>{` ${m.username}`}</span>
            </Link>
          )}
        />
      ) : (
        <EmptyState size="compact" title={t('members.startTitle')} description={t('members.startHint')} />
      )}
    </div>
  );
}

function MemberDetail({
  id,
  page,
  backTo,
  onPage,
}: {
  id: string;
  page: number;
  backTo: string;
  onPage: (page: number) => void;
}) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const staff = useStaff();
  const ledger = useQuery({
    queryKey: financeKeys.memberLedger(id, page),
    queryFn: () => financeApi.memberLedger(id, page),
    placeholderData: keepPreviousData,
  });
  const adjustRoute = findAdminRoute('/admin/adjustments');
  const mayAdjust = !!staff && !!adjustRoute && canOpen(adjustRoute, staff.role);
  const mayWaive = !!staff && staffMayCall(staff.role, 'POST /api/admin/finance/members/:id/turnover-waiver');
  const member = ledger.data?.member;
  const [waiving, setWaiving] = useState(false);
  const queryClient = useQueryClient();
  const actionError = useActionError();

  const back = (
    <Link className={css.linkButton} to={backTo}>
      <ArrowLeft className={css.linkIcon} aria-hidden="true" />
      {t('members.back')}
    </Link>
  );

  if (ledger.isError && !ledger.data) {
    return (
      <div className={css.page}>
        {back}
        <PageHeader title={t('members.detailTitle')} />
        <ErrorState error={ledger.error} onRetry={() => void ledger.refetch()} />
      </div>
    );
  }

  return (
    <div className={css.page}>
      {back}
      <PageHeader
        title={member ? member.username : t('members.detailTitle')}
        lead={member?.nickname ?? undefined}
        actions={
          member && mayAdjust ? (
            <ButtonLink to={`/admin/adjustments?member=${member.id}`} icon={<SlidersHorizontal />}>
              {t('members.adjust')}
            </ButtonLink>
          ) : null
        }
      />
      {member ? (
        <MemberSummary
          member={member}
          onWaive={mayWaive && member.outstandingTurnover > 0 ? () => setWaiving(true) : undefined}
        />
      ) : (
        <SummarySkeleton />
      )}
      {member ? (
        <ConfirmReasonDialog
          open={waiving}
          onOpenChange={setWaiving}
          title={t('members.waiveTitle')}
          description={t('members.waiveDescription', {
            amount: `${member.currencySymbol}${formatMinor(member.outstandingTurnover, member.minorUnitDigits, i18n.language, { decimals: member.minorUnitDigits })}`,
          })}
          maxLength={WAIVER_REASON_MAX}
          confirmLabel={t('members.waive')}
          tone="primary"
          label={t('queue.reason')}
          hint={t('members.waiveHint', { max: WAIVER_REASON_MAX })}
          requiredMessage={t('queue.reasonRequired')}
          cancelLabel={t('queue.cancel')}
          errorMessage={actionError}
          onConfirm={async (reason: string) => {
            try {
              await financeApi.waiveTurnover(member.id, { outstanding: member.outstandingTurnover, reason });
              setWaiving(false);
              toast.success(t('members.waived'), { id: 'turnover-waived' });
            } catch (err) {
              // Someone or something changed it first: show the figure as it is now.
              if (isAlreadyProcessed(err) || (err instanceof ApiError && err.code === 'finance.no_turnover')) {
                void ledger.refetch();
              }
              throw err;
            } finally {
              await queryClient.invalidateQueries({ queryKey: financeKeys.member(member.id) });
            }
          }}
        />
      ) : null}
      <section className={css.card} aria-labelledby="member-ledger-title">
        <div className={css.cardHeader}>
          <h2 className={css.cardTitle} id="member-ledger-title">
            {t('members.ledgerTitle')}
          </h2>
        </div>
        {!ledger.data ? (
          <SkeletonGroup label={t('members.loadingLedger')} className={css.skeletonRows}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={`calc(${vars.size.touch} * 1.5)`} />
            ))}
          </SkeletonGroup>
        ) : ledger.data.entries.total === 0 ? (
          <EmptyState size="compact" title={t('members.noEntries')} headingLevel={3} />
        ) : (
          <>
            <LedgerTable member={ledger.data.member} lines={ledger.data.entries.list} />
            <Pager
              page={ledger.data.entries.pageNum}
              totalPages={ledger.data.entries.totalPages}
              total={ledger.data.entries.total}
              busy={ledger.isFetching}
              onPage={onPage}
            />
          </>
        )}
        {ledger.isError && ledger.data ? (
          <ErrorState error={ledger.error} onRetry={() => void ledger.refetch()} compact />
        ) : null}
      </section>
    </div>
  );
}

function SummarySkeleton() {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <SkeletonGroup label={t('members.loadingMember')} className={css.card}>
      <Skeleton shape="text" lines={2} />
      <Skeleton height={`calc(${vars.size.touch} * 2)`} />
    </SkeletonGroup>
  );
}

/** Who the member is, and what they hold: cash, bonus, withdrawal hold, play money, turnover owed. */
export function MemberSummary({ member, onWaive }: { member: StaffMemberSummary; onWaive?: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const dateTime = useDateTime();
  const figures: { key: string; label: string; minor: number }[] = [
    { key: 'cash', label: t('ledger.accounts.cash'), minor: member.balances.cash },
    { key: 'bonus', label: t('ledger.accounts.bonus'), minor: member.balances.bonus },
    { key: 'hold', label: t('ledger.accounts.withdrawal_hold'), minor: member.balances.withdrawalHold },
    { key: 'play', label: t('ledger.accounts.play_money'), minor: member.balances.playMoney },
    { key: 'turnover', label: t('members.turnover'), minor: member.outstandingTurnover },
  ];
  return (
    <section className={css.card} aria-labelledby="member-summary-title">
      <div className={css.cardHeader}>
        <h2 className={css.cardTitle} id="member-summary-title">
          {t('members.summaryTitle')}
        </h2>
        <MemberPills member={member} />
      </div>
      <dl className={css.facts} data-testid="member-balances">
        {figures.map((f) => (
          <div key={f.key} className={css.fact}>
            <dt className={css.muted}>{f.label}</dt>
            <dd className={f.key === 'turnover' && onWaive ? css.factValueWithAction : css.factValue}>
              <MemberMoney member={member} minor={f.minor} />
              {f.key === 'turnover' && onWaive ? (
                <Button size="sm" variant="secondary" onPress={onWaive}>
                  {t('members.waive')}
                </Button>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      <dl className={css.facts}>
        <div className={css.fact}>
          <dt className={css.muted}>{t('members.mobile')}</dt>
          <dd className={css.factValue}>{member.mobile ?? t('common.none')}</dd>
        </div>
        <div className={css.fact}>
          <dt className={css.muted}>{t('members.payeeName')}</dt>
          <dd className={css.factValue}>{member.payeeName ?? t('common.none')}</dd>
        </div>
        <div className={css.fact}>
          <dt className={css.muted}>{t('members.joined')}</dt>
          <dd className={css.factValue}>{dateTime(member.createdAt)}</dd>
        </div>
        <div className={css.fact}>
          <dt className={css.muted}>{t('members.memberId')}</dt>
          <dd className={`${css.factValue} ${css.mono}`}>{member.id}</dd>
        </div>
      </dl>
    </section>
  );
}

function LedgerTable({ member, lines }: { member: StaffMemberSummary; lines: MemberLedgerLine[] }) {
  const { t } = useTranslation(ADMIN_NS);
  const dateTime = useDateTime();
  return (
    <DataTable
      caption={t('members.ledgerTitle')}
      rows={lines}
      rowKey={(l) => l.entryId}
      columns={[
        {
          key: 'type',
          label: t('members.col.entry'),
          kind: 'lead',
          cell: (l) => (
            <span className={css.cellStack}>
              <span>{entryTypeLabel(t, l.type)}</span>
              <span className={css.muted}>{dateTime(l.time)}</span>
            </span>
          ),
        },
        { key: 'actor', label: t('members.col.actor'), cell: (l) => actorLabel(t, l.actor) },
        {
          key: 'reason',
          label: t('members.col.reason'),
          cell: (l) =>
            l.reason || l.reference ? (
              <span className={css.cellStack}>
                {l.reason ? <span>{l.reason}</span> : null}
                {l.reference ? <span className={`${css.muted} ${css.mono}`}>{l.reference}</span> : null}
              </span>
            ) : (
              <span className={css.muted}>{t('common.none')}</span>
            ),
        },
        {
          key: 'postings',
          label: t('members.col.postings'),
          cell: (l) => (
            <ul className={css.postings}>
              {l.postings.map((p) => (
                <li key={p.account} className={css.posting}>
                  <span className={css.postingAccount}>{accountLabel(t, p.account)}</span>
                  <span className={css.postingFigures}>
                    <MemberMoney member={member} minor={p.amount} signed />
                    <span className={css.muted}>
                      {t('members.balanceAfter')} <MemberMoney member={member} minor={p.balanceAfter} />
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          ),
        },
      ]}
    />
  );
}
