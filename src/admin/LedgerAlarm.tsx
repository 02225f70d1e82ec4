import { OctagonAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { StaffRole } from '../api/contract/accounts';
import { formatDateTime } from '../i18n/dates';
import { ADMIN_NS } from './i18n';
import * as css from './LedgerAlarm.css';
import { canSeeLedgerCheck, problemCounts, useLedgerCheck } from './ledgerCheck';
import { ADMIN_HOME } from './routes';

/**
 * A critical banner on every page while the last ledger invariant check failed (finance and admin):
 * when it ran, what it found, and the way to the overview where it can run again.
 */
export function LedgerAlarm({ role }: { role: StaffRole }) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const { pathname } = useLocation();
  const check = useLedgerCheck(role);
  const last = check.data;
  if (!canSeeLedgerCheck(role) || !last || last.ok) return null;
  const counts = problemCounts(last);
  const time = formatDateTime(last.ranAt, i18n.resolvedLanguage ?? 'en', { seconds: true });
  return (
    <div className={css.banner} role="alert" data-testid="ledger-alarm">
      <OctagonAlert className={css.icon} aria-hidden="true" />
      <div className={css.text}>
        <p className={css.title}>{t('ledgerCheck.alarmTitle')}</p>
        <p>
          {t('ledgerCheck.alarmBody', {
            time,
            mismatches: counts.mismatches,
            unbalanced: counts.unbalanced,
            totals: counts.totals,
          })}
        </p>
        {pathname.replace(/\/+$/, '') !== ADMIN_HOME ? (
          <p>
            <Link className={css.link} to={ADMIN_HOME}>
              {t('ledgerCheck.alarmLink')}
            </Link>
          </p>
        ) : null}
      </div>
    </div>
  );
}
