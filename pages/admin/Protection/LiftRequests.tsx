import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, ButtonLink } from '../../../design-system/Button';
import { ConfirmReasonDialog } from '../../../design-system/ConfirmReasonDialog';
import { type DataColumn, DataTable } from '../../../design-system/DataTable';
import { Inline, Stack } from '../../../design-system/Layout';
import { PageHeader } from '../../../design-system/SectionHeader';
import { Select } from '../../../design-system/Select';
import { Text } from '../../../design-system/Text';
import { toast } from '../../../design-system/Toast';
import { useActionError } from '../../../src/admin/actionError';
import { useDateTime, useStaff } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { useLoadError } from '../../../src/admin/LoadError';
import {
  type LiftStatus,
  protectionAdminApi,
  protectionAdminKeys,
  type StaffLiftRequest,
} from '../../../src/admin/protectionApi';
import { staffMayCall } from '../../../src/api/contract/access';
import { LIFT_REASON_MAX } from '../../../src/api/contract/protection.constants';
import { ApiError } from '../../../src/api/errors';
import { useLinkTo } from '../Members/useLinkTo';
import { LiftStatusBadge } from './parts';

const STATUSES: readonly LiftStatus[] = ['pending', 'approved', 'rejected'];

/** Early-lift requests, the nearest deadline first; support approves or rejects each with a reason. */
export function LiftRequests() {
  const { t } = useTranslation(ADMIN_NS);
  const [params, setParams] = useSearchParams();
  const status = (STATUSES.find((s) => s === params.get('status')) ?? 'pending') as LiftStatus;
  const list = useQuery({
    queryKey: protectionAdminKeys.lifts(status),
    queryFn: () => protectionAdminApi.lifts(status),
  });
  const staff = useStaff();
  const mayDecide = !!staff && staffMayCall(staff.role, 'POST /api/admin/protection/lift-requests/:id/decide');
  const [deciding, setDeciding] = useState<{ item: StaffLiftRequest; decision: 'approve' | 'reject' } | null>(null);
  const queryClient = useQueryClient();
  const actionError = useActionError();
  const loadError = useLoadError();
  const columns = useColumns(mayDecide && status === 'pending', (item, decision) => setDeciding({ item, decision }));

  return (
    <Stack gap="xl" minWidth={0}>
      <PageHeader title={t('nav.protection')} description={t('protection.lead')} />
      <Inline>
        <Select
          label={t('protection.lifts.status')}
          value={status}
          onChange={(v) => setParams({ status: v })}
          options={STATUSES.map((s) => ({ value: s, label: t(`protection.lifts.statuses.${s}`) }))}
        />
      </Inline>
      <DataTable<StaffLiftRequest>
        layout="auto"
        caption={t('protection.lifts.title')}
        columns={columns}
        rows={list.data?.items}
        rowKey={(r) => r.id}
        rowLabel={(r) => r.username}
        loading={list.isPending}
        loadingLabel={t('protection.lifts.loading')}
        busy={list.isFetching}
        error={loadError(list)}
        empty={{ title: t('protection.lifts.empty'), description: t('protection.lifts.emptyHint') }}
      />
      {deciding ? (
        <ConfirmReasonDialog
          open
          onOpenChange={(open) => {
            if (!open) setDeciding(null);
          }}
          title={t(`protection.lifts.${deciding.decision}Title`, { username: deciding.item.username })}
          description={t(`protection.lifts.${deciding.decision}Description`)}
          maxLength={LIFT_REASON_MAX}
          confirmLabel={t(`protection.lifts.${deciding.decision}`)}
          tone={deciding.decision === 'approve' ? 'primary' : 'critical'}
          label={t('queue.reason')}
          requiredMessage={t('queue.reasonRequired')}
          cancelLabel={t('queue.cancel')}
          errorMessage={actionError}
          onConfirm={async (reason) => {
            try {
              await protectionAdminApi.decide(deciding.item.id, { decision: deciding.decision, reason });
              toast.success(t(`protection.lifts.${deciding.decision}Done`), { id: 'lift-decided' });
            } catch (err) {
              if (err instanceof ApiError && err.code === 'protection.lift_decided') void list.refetch();
              throw err;
            } finally {
              await queryClient.invalidateQueries({ queryKey: protectionAdminKeys.all });
            }
          }}
        />
      ) : null}
    </Stack>
  );
}

function useColumns(
  canDecide: boolean,
  onDecide: (item: StaffLiftRequest, decision: 'approve' | 'reject') => void,
): DataColumn<StaffLiftRequest>[] {
  const { t } = useTranslation(ADMIN_NS);
  const dateTime = useDateTime();
  const linkTo = useLinkTo();
  return useMemo(
    () => [
      {
        id: 'member',
        header: t('protection.lifts.col.member'),
        kind: 'lead',
        cell: (r) => (
          <Stack as="span" gap="xxs" minWidth={0}>
            <span>{r.username}</span>
            <Text tone="muted" size="sm" weight="regular">
              {t('protection.lifts.requestedAt', { time: dateTime(r.requestedAt) })}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'exclusion',
        header: t('protection.lifts.col.exclusion'),
        cell: (r) =>
          t('protection.exclusionSummary', {
            duration: t(`protection.durations.${r.exclusion.duration}`, { defaultValue: r.exclusion.duration }),
            until: r.exclusion.endsAt ? dateTime(r.exclusion.endsAt) : t('protection.permanent'),
          }),
      },
      { id: 'decideBy', header: t('protection.lifts.col.decideBy'), cell: (r) => dateTime(r.decideBy) },
      {
        id: 'status',
        header: t('protection.lifts.col.status'),
        card: 'head',
        cell: (r) => <LiftStatusBadge status={r.status} />,
      },
      {
        id: 'actions',
        header: t('protection.lifts.col.actions'),
        kind: 'actions',
        cell: (r) => (
          <Inline gap="sm">
            <ButtonLink {...linkTo(`/admin/protection?member=${r.memberId}`)} variant="ghost" size="sm">
              {t('protection.open')}
              <Text visuallyHidden>{` ${r.username}`}</Text>
            </ButtonLink>
            {canDecide ? (
              <>
                <Button size="sm" variant="secondary" onPress={() => onDecide(r, 'approve')}>
                  {t('protection.lifts.approve')}
                  <Text visuallyHidden>{` ${r.username}`}</Text>
                </Button>
                <Button size="sm" variant="critical" onPress={() => onDecide(r, 'reject')}>
                  {t('protection.lifts.reject')}
                  <Text visuallyHidden>{` ${r.username}`}</Text>
                </Button>
              </>
            ) : null}
          </Inline>
        ),
      },
    ],
    [t, dateTime, linkTo, canDecide, onDecide],
  );
}
