import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../design-system/Button';
import { Panel } from '../../../design-system/Card';
import { KeyValueList } from '../../../design-system/KeyValueList';
import { Inline, Stack } from '../../../design-system/Layout';
import { PageHeader } from '../../../design-system/SectionHeader';
import { Skeleton, SkeletonGroup } from '../../../design-system/Skeleton';
import { financeApi, financeKeys } from '../../../src/admin/financeApi';
import { useDateTime, useStaff } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { LoadError } from '../../../src/admin/LoadError';
import { protectionAdminApi, protectionAdminKeys } from '../../../src/admin/protectionApi';
import { staffMayCall } from '../../../src/api/contract/access';
import type { LimitView } from '../../../src/api/contract/protection';
import { useLinkTo } from '../Members/useLinkTo';
import { ChangeLog, ExclusionTable, LiftTable } from './History';
import { LimitsTable } from './LimitsTable';
import { OperatorLimitDialog } from './OperatorLimitDialog';

/** One player's protection page, from the member's detail or a lift request. */
export function MemberProtection({ id }: { id: string }) {
  const { t } = useTranslation(ADMIN_NS);
  const dateTime = useDateTime();
  const linkTo = useLinkTo();
  const staff = useStaff();
  const mayEdit = !!staff && staffMayCall(staff.role, 'PUT /api/admin/protection/members/:memberId/limits');
  const view = useQuery({ queryKey: protectionAdminKeys.member(id), queryFn: () => protectionAdminApi.member(id) });
  // The member's currency, from the member's ledger (its first page is what the member detail shows).
  const ledger = useQuery({ queryKey: financeKeys.memberLedger(id, 1), queryFn: () => financeApi.memberLedger(id, 1) });
  const [editing, setEditing] = useState<LimitView | null>(null);
  const d = view.data;
  const member = ledger.data?.member;
  const currency = member ? { symbol: member.currencySymbol, digits: member.minorUnitDigits } : null;

  const back = (
    <Inline>
      <ButtonLink {...linkTo(`/admin/members?member=${id}`)} variant="ghost" size="sm" icon={<ArrowLeft />}>
        {t('protection.backToMember')}
      </ButtonLink>
    </Inline>
  );
  const failed = view.isError ? view : ledger.isError ? ledger : null;
  if (failed) {
    return (
      <Stack gap="xl" minWidth={0}>
        {back}
        <PageHeader title={t('protection.memberTitle')} />
        <LoadError error={failed.error} onRetry={() => void failed.refetch()} />
      </Stack>
    );
  }
  if (!d || !currency) {
    return (
      <Stack gap="xl" minWidth={0}>
        {back}
        <SkeletonGroup label={t('protection.loading')}>
          <Skeleton shape="text" lines={8} />
        </SkeletonGroup>
      </Stack>
    );
  }
  const minutes = (m: number | null) => (m === null ? t('protection.off') : t('protection.minutes', { count: m }));
  return (
    <Stack gap="xl" minWidth={0}>
      {back}
      <PageHeader
        title={t('protection.memberHeading', { username: d.username })}
        description={t('protection.memberLead')}
      />
      <Panel title={t('protection.settings')}>
        <KeyValueList
          layout="grid"
          items={[
            {
              label: t('protection.state'),
              value: d.state
                ? t(`protection.states.${d.state.state}`, {
                    until: d.state.until ? dateTime(d.state.until) : t('protection.permanent'),
                  })
                : t('protection.states.none'),
            },
            { label: t('protection.realityCheck'), value: minutes(d.realityCheckMinutes) },
            { label: t('protection.sessionLimit'), value: minutes(d.sessionLimitMinutes) },
          ]}
        />
      </Panel>
      <Panel title={t('protection.limits')} description={t('protection.limitsLead')}>
        <LimitsTable limits={d.limits} currency={currency} onEdit={mayEdit ? setEditing : undefined} />
      </Panel>
      <Panel title={t('protection.exclusions')}>
        <ExclusionTable items={d.exclusions} />
      </Panel>
      <Panel title={t('protection.lifts.title')}>
        <LiftTable items={d.liftRequests} />
      </Panel>
      <Panel title={t('protection.changes')} description={t('protection.changesLead')}>
        <ChangeLog items={d.changes} currency={currency} />
      </Panel>
      <OperatorLimitDialog memberId={id} limit={editing} currency={currency} onClose={() => setEditing(null)} />
    </Stack>
  );
}
