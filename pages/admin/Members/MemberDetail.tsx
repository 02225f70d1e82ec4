import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../design-system/EmptyState';
import { Stack } from '../../../design-system/Layout';
import { formatMinor } from '../../../design-system/Money/Money.format';
import { Skeleton, SkeletonGroup } from '../../../design-system/Skeleton';
import { toast } from '../../../design-system/Toast';
import { financeApi, financeKeys } from '../../../src/admin/financeApi';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { canOpen, findAdminRoute } from '../../../src/admin/routes';
import { staffMayCall } from '../../../src/api/contract/access';
import { ApiError } from '../../../src/api/errors';
import { vars } from '../../../themes/contract.css';
import * as css from '../shared/admin.css';
import { ButtonLink, ErrorState, PageHeader, Pager, useStaff } from '../shared/parts';
import { isAlreadyProcessed, RejectDialog } from '../shared/queue';
import { LedgerTable } from './LedgerTable';
import { MemberSummary, SummarySkeleton } from './MemberSummary';

/** What the server accepts as a waiver's reason (turnoverWaiverSchema). */
const WAIVER_REASON_MAX = 200;

/**
 * One member (`?member=<id>`): the balances, the outstanding turnover and the ledger entries, 25 a
 * page. Finance and admin also get "Adjust balance", and "Waive" on turnover still owed.
 */
export function MemberDetail({
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

  const back = (
    <Link className={css.linkButton} to={backTo}>
      <ArrowLeft className={css.linkIcon} aria-hidden="true" />
      {t('members.back')}
    </Link>
  );

  if (ledger.isError && !ledger.data) {
    return (
      <Stack gap="xl" minWidth={0}>
        {back}
        <PageHeader title={t('members.detailTitle')} />
        <ErrorState error={ledger.error} onRetry={() => void ledger.refetch()} />
      </Stack>
    );
  }

  return (
    <Stack gap="xl" minWidth={0}>
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
        <RejectDialog
          open={waiving}
          onOpenChange={setWaiving}
          title={t('members.waiveTitle')}
          description={t('members.waiveDescription', {
            amount: `${member.currencySymbol}${formatMinor(member.outstandingTurnover, member.minorUnitDigits, i18n.language, { decimals: member.minorUnitDigits })}`,
          })}
          max={WAIVER_REASON_MAX}
          actionLabel={t('members.waive')}
          tone="primary"
          hint={t('members.waiveHint', { max: WAIVER_REASON_MAX })}
          onReject={async (reason) => {
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
    </Stack>
  );
}
