import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, HeartHandshake, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../design-system/Button';
import { Panel } from '../../../design-system/Card';
import { ConfirmReasonDialog } from '../../../design-system/ConfirmReasonDialog';
import { Inline, Stack } from '../../../design-system/Layout';
import { formatMinor } from '../../../design-system/Money/Money.format';
import { PageHeader } from '../../../design-system/SectionHeader';
import { toast } from '../../../design-system/Toast';
import { isAlreadyProcessed, useActionError } from '../../../src/admin/actionError';
import { financeApi, financeKeys } from '../../../src/admin/financeApi';
import { useStaff } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { LoadError } from '../../../src/admin/LoadError';
import { canOpen, findAdminRoute } from '../../../src/admin/routes';
import { staffMayCall } from '../../../src/api/contract/access';
import { ApiError } from '../../../src/api/errors';
import { LedgerTable } from './LedgerTable';
import { MemberConsole } from './MemberConsole';
import { MemberSummary, SummarySkeleton } from './MemberSummary';
import * as own from './Members.css';
import { useLinkTo } from './useLinkTo';

/** What the server accepts as a waiver's reason (turnoverWaiverSchema). */
const WAIVER_REASON_MAX = 200;

/**
 * One member (`?member=<id>`): the balances, the outstanding turnover and the ledger entries, 25 a
 * page, with the members console (actions, profile, log-ins, linked accounts, notes and tags). Finance
 * and admin also get "Adjust balance", and "Waive" on turnover still owed.
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
  const mayProtect = !!staff && staffMayCall(staff.role, 'GET /api/admin/protection/members/:memberId');
  const mayWaive = !!staff && staffMayCall(staff.role, 'POST /api/admin/finance/members/:id/turnover-waiver');
  const member = ledger.data?.member;
  const [waiving, setWaiving] = useState(false);
  const queryClient = useQueryClient();
  const actionError = useActionError();
  const linkTo = useLinkTo();

  const back = (
    <Inline>
      <ButtonLink {...linkTo(backTo)} variant="ghost" size="sm" icon={<ArrowLeft />} className={own.back}>
        {t('members.back')}
      </ButtonLink>
    </Inline>
  );

  if (ledger.isError && !ledger.data) {
    return (
      <Stack gap="xl" minWidth={0}>
        {back}
        <PageHeader title={t('members.detailTitle')} />
        <LoadError error={ledger.error} onRetry={() => void ledger.refetch()} />
      </Stack>
    );
  }

  return (
    <Stack gap="xl" minWidth={0}>
      {back}
      <PageHeader
        title={member ? member.username : t('members.detailTitle')}
        description={member?.nickname ?? undefined}
        actions={
          member ? (
            <Inline gap="sm">
              {mayProtect ? (
                <ButtonLink
                  {...linkTo(`/admin/protection?member=${member.id}`)}
                  variant="secondary"
                  icon={<HeartHandshake />}
                >
                  {t('members.protection')}
                </ButtonLink>
              ) : null}
              {mayAdjust ? (
                <ButtonLink
                  {...linkTo(`/admin/adjustments?member=${member.id}`)}
                  variant="secondary"
                  icon={<SlidersHorizontal />}
                >
                  {t('members.adjust')}
                </ButtonLink>
              ) : null}
            </Inline>
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
          onConfirm={async (reason) => {
            try {
              await financeApi.waiveTurnover(member.id, { outstanding: member.outstandingTurnover, reason });
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
      <MemberConsole id={id} />
      <Panel title={t('members.ledgerTitle')} gap="lg">
        <LedgerTable
          member={member}
          ledger={ledger.data?.entries}
          busy={ledger.isFetching}
          error={ledger.isError ? ledger.error : null}
          onRetry={() => void ledger.refetch()}
          onPage={onPage}
        />
      </Panel>
    </Stack>
  );
}
