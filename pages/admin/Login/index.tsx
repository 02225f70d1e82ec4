import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Callout } from '../../../design-system/Callout';
import { Card } from '../../../design-system/Card';
import { Inline, Stack } from '../../../design-system/Layout';
import { Text } from '../../../design-system/Text';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { Preferences } from '../../../src/admin/Preferences';
import { safeNext } from '../../../src/admin/routes';
import { type SessionNotice, sessionMarks, useStaffSession } from '../../../src/admin/session';
import { useDocumentTitle } from '../../../src/admin/useDocumentTitle';
import { brands, defaultBrand, isBrandName } from '../../../themes';
import * as css from './Login.css';
import { LoginForm } from './LoginForm';

/**
 * /admin/login: staff sign-in (the form in LoginForm), with the brand, why the person is here (the
 * session ended, or they signed out) and the language and colour mode. Then on to /admin, or to the
 * `next` back-office page the person was sent from.
 */
export default function AdminLogin() {
  const { t } = useTranslation(ADMIN_NS);
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const session = useStaffSession();
  useDocumentTitle(t('login.title'));

  // Why we are here (the session ended, or the person signed out), said once.
  const [notice] = useState<SessionNotice | undefined>(
    () => (location.state as { notice?: SessionNotice } | null)?.notice,
  );
  useEffect(() => {
    sessionMarks.settle();
    if (location.state) navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location.pathname, location.search, location.state, navigate]);

  const next = safeNext(params.get('next'));
  if (session.data) return <Navigate to={next} replace />;

  const brandName = document.documentElement.dataset.brand;
  const brand = brands[isBrandName(brandName) ? brandName : defaultBrand];

  return (
    <main className={css.page}>
      <Card padding="lg" className={css.card}>
        <Stack gap="xl">
          <Inline gap="sm">
            <brand.Logo title={brand.label} />
            <Text tone="muted" size="sm" weight="medium" className={css.product}>
              {t('appTitle')}
            </Text>
          </Inline>
          <Stack gap="xs">
            <h1 className={css.title}>{t('login.title')}</h1>
            <Text as="p" tone="muted" size="sm">
              {t('login.intro')}
            </Text>
          </Stack>
          {notice ? (
            <div role="status">
              <Callout tone={notice === 'expired' ? 'caution' : 'info'}>
                {t(notice === 'expired' ? 'login.expired' : 'login.signedOut')}
              </Callout>
            </div>
          ) : null}
          <LoginForm next={next} />
        </Stack>
      </Card>
      <section className={css.preferences} aria-label={t('shell.preferences')}>
        <Preferences layout="row" />
      </section>
    </main>
  );
}
