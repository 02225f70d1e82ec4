import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Clock, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { canSeeLedgerCheck } from '../../../src/admin/ledgerCheck';
import { navigationFor } from '../../../src/admin/routes';
import { STAFF_SESSION_KEY } from '../../../src/admin/session';
import type { StaffSession } from '../../../src/api/contract/accounts';
import * as css from './Home.css';
import { LedgerCheckCard } from './LedgerCheckCard';
import { MoneyChart } from './MoneyChart';

/**
 * /admin: who is signed in and in which role, the last ledger check (finance and admin), the sections
 * that role can open, and a word on how the session ends.
 */
export default function AdminHome() {
  const { t } = useTranslation(ADMIN_NS);
  // The shell renders this page only for a signed-in member, whose session is in the cache.
  const staff = useQueryClient().getQueryData<StaffSession | null>(STAFF_SESSION_KEY);
  if (!staff) return null;
  const role = t(`roles.${staff.role}`);
  const sections = navigationFor(staff.role).filter((r) => r.path !== '/admin');

  return (
    <div className={css.page}>
      <header className={css.header}>
        <h1 className={css.title}>{t('home.welcome', { username: staff.username })}</h1>
        <p className={css.lead}>
          <ShieldCheck className={css.leadIcon} aria-hidden="true" />
          <span>{t('home.roleLine', { role })}</span>
        </p>
      </header>

      <div className={css.grid}>
        {canSeeLedgerCheck(staff.role) ? <LedgerCheckCard role={staff.role} /> : null}
        <MoneyChart role={staff.role} />
        <section className={css.card} aria-labelledby="admin-home-sections">
          <h2 className={css.cardTitle} id="admin-home-sections">
            {t('home.sectionsTitle')}
          </h2>
          <p className={css.muted}>{t('home.sectionsIntro')}</p>
          {sections.length === 0 ? <p>{t('home.noSections')}</p> : null}
          <ul className={css.list}>
            {sections.map((r) => (
              <li key={r.path} className={css.listItem}>
                <span>{t(r.titleKey)}</span>
                {r.load ? (
                  <span className={css.statusAvailable}>
                    <CircleCheck className={css.statusIcon} aria-hidden="true" />
                    {t('home.available')}
                  </span>
                ) : (
                  <span className={css.statusComing}>
                    <Clock className={css.statusIcon} aria-hidden="true" />
                    {t('home.coming')}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>

        <section className={css.card} aria-labelledby="admin-home-session">
          <h2 className={css.cardTitle} id="admin-home-session">
            {t('home.sessionTitle')}
          </h2>
          <dl className={css.facts}>
            <div className={css.fact}>
              <dt className={css.muted}>{t('shell.signedInAs')}</dt>
              <dd className={css.factValue}>{staff.username}</dd>
            </div>
            <div className={css.fact}>
              <dt className={css.muted}>{t('home.roleLabel')}</dt>
              <dd className={css.factValue}>{role}</dd>
            </div>
          </dl>
          <p className={css.muted}>{t('home.sessionNote')}</p>
          <p className={css.muted}>{t('home.signOutHint')}</p>
        </section>
      </div>
    </div>
  );
}
