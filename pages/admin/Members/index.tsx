import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../design-system/EmptyState';
import { Stack } from '../../../design-system/Layout';
import { PageHeader } from '../../../design-system/SectionHeader';
import { ADMIN_NS } from '../../../src/admin/i18n';
import * as css from '../shared/admin.css';
import { MemberDetail } from './MemberDetail';
import { MemberResults, MemberSearchForm } from './MemberSearch';

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
    <Stack gap="xl" minWidth={0}>
      <PageHeader title={t('nav.members')} description={t('members.lead')} />
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
    </Stack>
  );
}
