import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../../design-system/Button';
import { EmptyState } from '../../../design-system/EmptyState';
import { Stack } from '../../../design-system/Layout';
import { PageHeader } from '../../../design-system/SectionHeader';
import { Text } from '../../../design-system/Text';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { MemberDetail } from './MemberDetail';
import { MemberResults, MemberSearchForm } from './MemberSearch';
import { useLinkTo } from './useLinkTo';

/**
 * /admin/members (finance, support): find a member by username prefix, mobile number or e-mail;
 * open one (`?member=<id>`) for the balances, the outstanding turnover and the ledger entries,
 * 25 a page. Finance and admin also get "Adjust balance", and "Waive" on turnover still owed.
 */
export default function MembersPage() {
  const { t } = useTranslation(ADMIN_NS);
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const linkTo = useLinkTo();
  const q = params.get('q') ?? '';
  const memberId = params.get('member');
  const search = q ? `?q=${encodeURIComponent(q)}` : '';

  if (memberId) {
    const page = Math.max(1, Number(params.get('page')) || 1);
    return (
      <MemberDetail
        id={memberId}
        page={page}
        backTo={`${pathname}${search}`}
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
            <ButtonLink {...linkTo(`${pathname}${search}&member=${m.id}`)} variant="secondary" size="sm">
              {t('members.open')}
              <Text visuallyHidden>{` ${m.username}`}</Text>
            </ButtonLink>
          )}
        />
      ) : (
        <EmptyState size="compact" title={t('members.startTitle')} description={t('members.startHint')} />
      )}
    </Stack>
  );
}
