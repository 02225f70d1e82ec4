import { useQueryClient } from '@tanstack/react-query';
import { Clock, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../design-system/Card';
import { KeyValueList } from '../../../design-system/KeyValueList';
import { Columns, Stack } from '../../../design-system/Layout';
import { PageHeader } from '../../../design-system/SectionHeader';
import { StatusBadge } from '../../../design-system/StatusBadge';
import { Text } from '../../../design-system/Text';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { canSeeLedgerCheck } from '../../../src/admin/ledgerCheck';
import { navigationFor } from '../../../src/admin/routes';
import { STAFF_SESSION_KEY } from '../../../src/admin/session';
import type { StaffSession } from '../../../src/api/contract/accounts';
import * as css from './Home.css';
import { LedgerCheckCard } from './LedgerCheckCard';
import { MoneyChart } from './MoneyChart';
import { MoneyStats } from './MoneyStats';
import { useMoneyDays } from './moneyDays';

/**
 * /admin: who is signed in and in which role, the last 14 days' money in figures and a chart (finance,
 * support and admin), the last ledger check (finance and admin), the sections that role can open, and
 * a word on how the session ends.
 */
export default function AdminHome() {
  // The shell renders this page only for a signed-in member, whose session is in the cache.
  const staff = useQueryClient().getQueryData<StaffSession | null>(STAFF_SESSION_KEY);
  return staff ? <Overview staff={staff} /> : null;
}

function Overview({ staff }: { staff: StaffSession }) {
  const { t } = useTranslation(ADMIN_NS);
  const money = useMoneyDays(staff.role);
  const role = t(`roles.${staff.role}`);
  const sections = navigationFor(staff.role).filter((r) => r.path !== '/admin');

  return (
    <Stack gap="xl">
      <PageHeader
        title={t('home.welcome', { username: staff.username })}
        description={
          <>
            <ShieldCheck className={css.leadIcon} aria-hidden="true" />
            <span>{t('home.roleLine', { role })}</span>
          </>
        }
      />
      {money.allowed ? <MoneyStats data={money.query.data} loading={money.query.isPending} /> : null}

      <Columns columns={1} wideColumns={2} gap="lg" alignItems="flex-start">
        {canSeeLedgerCheck(staff.role) ? <LedgerCheckCard role={staff.role} /> : null}
        {money.allowed ? <MoneyChart query={money.query} /> : null}
        <Panel title={t('home.sectionsTitle')} description={t('home.sectionsIntro')}>
          {sections.length === 0 ? <p>{t('home.noSections')}</p> : null}
          <KeyValueList
            divided
            items={sections.map((r) => ({
              id: r.path,
              label: t(r.titleKey),
              value: r.load ? (
                <StatusBadge tone="positive">{t('home.available')}</StatusBadge>
              ) : (
                <StatusBadge tone="caution" icon={Clock}>
                  {t('home.coming')}
                </StatusBadge>
              ),
            }))}
          />
        </Panel>

        <Panel title={t('home.sessionTitle')}>
          <KeyValueList
            layout="grid"
            items={[
              { id: 'user', label: t('shell.signedInAs'), value: staff.username },
              { id: 'role', label: t('home.roleLabel'), value: role },
            ]}
          />
          <Text as="p" tone="muted" size="sm">
            {t('home.sessionNote')}
          </Text>
          <Text as="p" tone="muted" size="sm">
            {t('home.signOutHint')}
          </Text>
        </Panel>
      </Columns>
    </Stack>
  );
}
