import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../../design-system/Button';
import { EmptyState } from '../../../design-system/EmptyState';
import { Stack } from '../../../design-system/Layout';
import { PageHeader } from '../../../design-system/SectionHeader';
import { Text } from '../../../design-system/Text';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { ConsoleResults, ConsoleSearchForm, searchField } from './ConsoleSearch';
import { MemberDetail } from './MemberDetail';
import { useLinkTo } from './useLinkTo';

/**
 * /admin/members (finance, support): find members by username, mobile, e-mail, ID number, IP or agent
 * (`?by=&q=`, 25 a page); open one (`?member=<id>`) for the balances, the outstanding turnover and the
 * ledger entries, and the console's profile, log-ins, linked accounts, notes, tags and actions.
 * Finance and admin also get "Adjust balance", and "Waive" on turnover still owed.
 */
export default function MembersPage() {
  const { t } = useTranslation(ADMIN_NS);
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const linkTo = useLinkTo();
  const q = params.get('q') ?? '';
  const by = searchField(params.get('by'));
  const searchPage = Math.max(1, Number(params.get('sp')) || 1);
  const memberId = params.get('member');
  const search = q ? `?by=${by}&q=${encodeURIComponent(q)}${searchPage > 1 ? `&sp=${searchPage}` : ''}` : '';

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
      <ConsoleSearchForm by={by} q={q} onSearch={(nextBy, next) => setParams({ by: nextBy, q: next })} />
      {q ? (
        <ConsoleResults
          by={by}
          q={q}
          page={searchPage}
          onPage={(p) => setParams({ by, q, sp: String(p) })}
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
