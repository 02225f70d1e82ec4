import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OctagonAlert, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { Panel } from '../../../design-system/Card';
import { Skeleton, SkeletonGroup } from '../../../design-system/Skeleton';
import { StatusBadge } from '../../../design-system/StatusBadge';
import { Text } from '../../../design-system/Text';
import { toast } from '../../../design-system/Toast';
import { financeApi, financeKeys } from '../../../src/admin/financeApi';
import { useDateTime } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { LoadError } from '../../../src/admin/LoadError';
import { problemCounts, useLedgerCheck } from '../../../src/admin/ledgerCheck';
import type { StaffRole } from '../../../src/api/contract/accounts';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
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
  const verdict = last ? (
    last.ok ? (
      <StatusBadge tone="positive">{t('ledgerCheck.ok')}</StatusBadge>
    ) : (
      <StatusBadge tone="critical" icon={OctagonAlert}>
        {t('ledgerCheck.notOk')}
      </StatusBadge>
    )
  ) : null;

  return (
    <Panel title={t('ledgerCheck.title')} actions={verdict} span data-testid="ledger-check">
      {check.isPending ? (
        <SkeletonGroup label={t('ledgerCheck.loading')}>
          <Skeleton shape="text" lines={2} />
        </SkeletonGroup>
      ) : check.isError ? (
        <LoadError error={check.error} onRetry={() => void check.refetch()} compact />
      ) : !last ? (
        <Text as="p" tone="muted" size="sm">
          {t('ledgerCheck.never')}
        </Text>
      ) : (
        <>
          <p>{t('ledgerCheck.lastRun', { time: dateTime(last.ranAt) })}</p>
          <Text as="p" tone="muted" size="sm">
            {t('ledgerCheck.scope', { accounts: last.accounts, entries: last.entries })}
          </Text>
          {counts ? (
            <ul className={css.problems}>
              {counts.mismatches ? <li>{t('ledgerCheck.mismatches', { n: counts.mismatches })}</li> : null}
              {counts.unbalanced ? <li>{t('ledgerCheck.unbalanced', { n: counts.unbalanced })}</li> : null}
              {counts.totals ? <li>{t('ledgerCheck.totals', { n: counts.totals })}</li> : null}
            </ul>
          ) : null}
        </>
      )}
      <Text as="p" tone="muted" size="sm">
        {t('ledgerCheck.explain')}
      </Text>
      <div>
        <Button variant="secondary" icon={<RefreshCw />} loading={run.isPending} onPress={() => run.mutate()}>
          {t('ledgerCheck.run')}
        </Button>
      </div>
    </Panel>
  );
}
