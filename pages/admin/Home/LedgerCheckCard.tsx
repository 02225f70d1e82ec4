import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, OctagonAlert, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { Skeleton, SkeletonGroup } from '../../../design-system/Skeleton';
import { toast } from '../../../design-system/Toast';
import { financeApi, financeKeys } from '../../../src/admin/financeApi';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { problemCounts, useLedgerCheck } from '../../../src/admin/ledgerCheck';
import type { StaffRole } from '../../../src/api/contract/accounts';
import * as shared from '../shared/admin.css';
import { ErrorState, Pill, useDateTime, useErrorMessage } from '../shared/parts';
import * as css from './Home.css';

/**
 * The last ledger invariant check (finance, admin): when it ran, OK or NOT OK with what it found,
 * and a button that runs it now. A failing check also puts a banner on every page (AdminShell).
 */
export function LedgerCheckCard({ role }: { role: StaffRole }) {
  const { t } = useTranslation(ADMIN_NS);
  const dateTime = useDateTime();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const check = useLedgerCheck(role);
  const run = useMutation({
    mutationFn: financeApi.runLedgerCheck,
    onSuccess: (result) => {
      queryClient.setQueryData(financeKeys.ledgerCheck, result);
      if (result?.ok) toast.success(t('ledgerCheck.ranOk'), { id: 'ledger-check' });
      else toast.error(t('ledgerCheck.ranNotOk'), { id: 'ledger-check' });
    },
    onError: (err) => toast.error(errorMessage(err), { id: 'ledger-check' }),
  });

  const last = check.data;
  const counts = last && !last.ok ? problemCounts(last) : null;

  return (
    <section className={`${css.card} ${css.wideCard}`} aria-labelledby="admin-home-ledger" data-testid="ledger-check">
      <div className={shared.cardHeader}>
        <h2 className={css.cardTitle} id="admin-home-ledger">
          {t('ledgerCheck.title')}
        </h2>
        {last ? (
          last.ok ? (
            <Pill tone="positive" icon={<CircleCheck className={shared.pillIcon} aria-hidden="true" />}>
              {t('ledgerCheck.ok')}
            </Pill>
          ) : (
            <Pill tone="critical" icon={<OctagonAlert className={shared.pillIcon} aria-hidden="true" />}>
              {t('ledgerCheck.notOk')}
            </Pill>
          )
        ) : null}
      </div>
      {check.isPending ? (
        <SkeletonGroup label={t('ledgerCheck.loading')}>
          <Skeleton shape="text" lines={2} />
        </SkeletonGroup>
      ) : check.isError ? (
        <ErrorState error={check.error} onRetry={() => void check.refetch()} compact />
      ) : !last ? (
        <p className={css.muted}>{t('ledgerCheck.never')}</p>
      ) : (
        <>
          <p>{t('ledgerCheck.lastRun', { time: dateTime(last.ranAt) })}</p>
          <p className={css.muted}>{t('ledgerCheck.scope', { accounts: last.accounts, entries: last.entries })}</p>
          {counts ? (
            <ul className={shared.problemList}>
              {counts.mismatches ? <li>{t('ledgerCheck.mismatches', { n: counts.mismatches })}</li> : null}
              {counts.unbalanced ? <li>{t('ledgerCheck.unbalanced', { n: counts.unbalanced })}</li> : null}
              {counts.totals ? <li>{t('ledgerCheck.totals', { n: counts.totals })}</li> : null}
            </ul>
          ) : null}
        </>
      )}
      <p className={css.muted}>{t('ledgerCheck.explain')}</p>
      <div>
        <Button variant="secondary" icon={<RefreshCw />} loading={run.isPending} onPress={() => run.mutate()}>
          {t('ledgerCheck.run')}
        </Button>
      </div>
    </section>
  );
}
