import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Button, ButtonLink } from '../../../design-system/Button';
import { Card, Panel } from '../../../design-system/Card';
import { Stack, sprinkles } from '../../../design-system/Layout';
import { PageHeader } from '../../../design-system/SectionHeader';
import { Skeleton, SkeletonGroup } from '../../../design-system/Skeleton';
import { Text } from '../../../design-system/Text';
import { financeApi, financeKeys } from '../../../src/admin/financeApi';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { LoadError } from '../../../src/admin/LoadError';
import { vars } from '../../../themes/contract.css';
import { MemberResults, MemberSearchForm } from '../Members/MemberSearch';
import { useLinkTo } from '../Members/useLinkTo';
import { AdjustForm } from './AdjustForm';

/**
 * /admin/adjustments (finance): credit or debit a member's cash or bonus with a mandatory reason.
 * Pick the member (search, or `?member=<id>` from the member's page), fill the form, confirm in a
 * dialog that repeats what will happen; the new balance shows after. One request id per confirmed
 * form: a double click or a retry after a lost answer credits once.
 */
export default function AdjustmentsPage() {
  const { t } = useTranslation(ADMIN_NS);
  const [params, setParams] = useSearchParams();
  const memberId = params.get('member');
  const q = params.get('q') ?? '';
  const { pathname } = useLocation();
  const linkTo = useLinkTo();

  return (
    <Stack gap="xl" minWidth={0}>
      <PageHeader title={t('nav.adjustments')} description={t('adjust.lead')} />
      {memberId ? (
        <ChosenMember id={memberId} onChange={() => setParams(q ? { q } : {})} key={memberId} />
      ) : (
        <Panel title={t('adjust.pickTitle')} gap="lg">
          <MemberSearchForm initial={q} onSearch={(next) => setParams({ q: next })} />
          <MemberResults
            q={q}
            action={(m) => (
              <ButtonLink
                {...linkTo(`${pathname}?q=${encodeURIComponent(q)}&member=${m.id}`)}
                variant="secondary"
                size="sm"
              >
                {t('adjust.choose')}
                <Text visuallyHidden>{` ${m.username}`}</Text>
              </ButtonLink>
            )}
          />
        </Panel>
      )}
    </Stack>
  );
}

function ChosenMember({ id, onChange }: { id: string; onChange: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  // The member's summary comes with the first ledger page (the same call as the member's page).
  const loaded = useQuery({
    queryKey: financeKeys.memberLedger(id, 1),
    queryFn: () => financeApi.memberLedger(id, 1),
  });
  if (loaded.isPending) {
    return (
      <Card gap="lg">
        <SkeletonGroup
          label={t('members.loadingMember')}
          className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' })}
        >
          <Skeleton shape="text" lines={2} />
          <Skeleton height={`calc(${vars.size.touch} * 4)`} />
        </SkeletonGroup>
      </Card>
    );
  }
  if (loaded.isError) {
    return (
      <Card gap="lg">
        <LoadError compact error={loaded.error} onRetry={() => void loaded.refetch()} />
        <div>
          <Button variant="secondary" onPress={onChange}>
            {t('adjust.changeMember')}
          </Button>
        </div>
      </Card>
    );
  }
  return <AdjustForm member={loaded.data.member} onChangeMember={onChange} />;
}
