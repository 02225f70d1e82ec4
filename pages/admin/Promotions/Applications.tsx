import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { ConfirmReasonDialog } from '../../../design-system/ConfirmReasonDialog';
import { type DataColumn, DataTable } from '../../../design-system/DataTable';
import { Inline, Stack } from '../../../design-system/Layout';
import { Pager } from '../../../design-system/Pager';
import { Select } from '../../../design-system/Select';
import { StatusBadge } from '../../../design-system/StatusBadge';
import { Text } from '../../../design-system/Text';
import { toast } from '../../../design-system/Toast';
import { useActionError } from '../../../src/admin/actionError';
import { activitiesAdminApi, activitiesAdminKeys } from '../../../src/admin/activitiesApi';
import { useDateTime, useStaff } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { useLoadError } from '../../../src/admin/LoadError';
import { staffMayCall } from '../../../src/api/contract/access';
import {
  ACTIVITY_STATES,
  type ActivityState,
  type AdminApplication,
  REJECT_REASON_MAX,
} from '../../../src/api/contract/activities';
import { ApproveDialog } from './ApproveDialog';
import * as css from './Promotions.css';
import { STATE_TONE } from './parts';

/** The review queue: applications (and joins) by state; marketing approves (optional amount) or rejects with a reason. */
export function Applications() {
  const { t } = useTranslation(ADMIN_NS);
  const [state, setState] = useState<ActivityState | ''>('Applying');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: activitiesAdminKeys.applications(state || undefined, page),
    queryFn: () => activitiesAdminApi.applications(state || undefined, page),
    placeholderData: keepPreviousData,
  });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const promotions = useQuery({ queryKey: activitiesAdminKeys.promotions, queryFn: activitiesAdminApi.promotions });
  const currency = promotions.data?.currency ?? { symbol: '', digits: 2 };
  const staff = useStaff();
  const mayDecide = !!staff && staffMayCall(staff.role, 'POST /api/admin/activities/applications/:id/approve');
  const [deciding, setDeciding] = useState<{ item: AdminApplication; decision: 'approve' | 'reject' } | null>(null);
  const queryClient = useQueryClient();
  const actionError = useActionError();
  const loadError = useLoadError();
  const dateTime = useDateTime();
  const refresh = () => queryClient.invalidateQueries({ queryKey: activitiesAdminKeys.all });

  const columns = useMemo<DataColumn<AdminApplication>[]>(
    () => [
      {
        id: 'member',
        header: t('promotions.apps.col.member'),
        kind: 'lead',
        cell: (a) => (
          <Stack as="span" gap="xxs" minWidth={0}>
            <span>{a.username}</span>
            <Text tone="muted" size="sm" weight="regular">
              {a.promotionTitle} · {dateTime(a.createdAt)}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'comment',
        header: t('promotions.apps.col.comment'),
        cell: (a) => (
          <Stack as="span" gap="xs" minWidth={0}>
            <span>{a.comment ?? '—'}</span>
            {a.images.length > 0 ? (
              <span className={css.proofs}>
                {a.images.map((src, i) => (
                  <a key={src} href={src} target="_blank" rel="noreferrer">
                    <img
                      className={css.proof}
                      src={src}
                      alt={t('promotions.apps.image', { n: i + 1, username: a.username })}
                    />
                  </a>
                ))}
              </span>
            ) : null}
            {a.reason ? (
              <Text tone="muted" size="sm">
                {t('promotions.apps.reason', { reason: a.reason })}
              </Text>
            ) : null}
          </Stack>
        ),
      },
      {
        id: 'state',
        header: t('promotions.apps.col.state'),
        card: 'head',
        cell: (a) => <StatusBadge tone={STATE_TONE[a.state]}>{t(`promotions.states.${a.state}`)}</StatusBadge>,
      },
      {
        id: 'actions',
        header: t('promotions.apps.col.actions'),
        kind: 'actions',
        cell: (a) =>
          mayDecide && a.kind === 'apply' && a.state === 'Applying' ? (
            <Inline gap="sm">
              <Button size="sm" variant="secondary" onPress={() => setDeciding({ item: a, decision: 'approve' })}>
                {t('promotions.apps.approve')}
                <Text visuallyHidden>{` ${a.username}`}</Text>
              </Button>
              <Button size="sm" variant="critical" onPress={() => setDeciding({ item: a, decision: 'reject' })}>
                {t('promotions.apps.reject')}
                <Text visuallyHidden>{` ${a.username}`}</Text>
              </Button>
            </Inline>
          ) : null,
      },
    ],
    [t, dateTime, mayDecide],
  );

  return (
    <Stack gap="lg" minWidth={0}>
      <Inline>
        <Select
          label={t('promotions.apps.state')}
          value={state}
          onChange={(v) => {
            setState(v as ActivityState | '');
            setPage(1);
          }}
          options={[
            { value: '', label: t('promotions.apps.allStates') },
            ...ACTIVITY_STATES.map((s) => ({ value: s, label: t(`promotions.states.${s}`) })),
          ]}
        />
      </Inline>
      <DataTable<AdminApplication>
        layout="auto"
        caption={t('promotions.tabs.applications')}
        columns={columns}
        rows={list.data?.list}
        rowKey={(a) => String(a.id)}
        rowLabel={(a) => a.username}
        loading={list.isPending}
        loadingLabel={t('promotions.apps.loading')}
        busy={list.isFetching}
        error={loadError(list)}
        empty={{ title: t('promotions.apps.empty'), description: t('promotions.apps.emptyHint') }}
      />
      {list.data?.total ? (
        <Pager page={page} pages={pages} total={list.data.total} busy={list.isFetching} onPage={setPage} />
      ) : null}
      {deciding?.decision === 'reject' ? (
        <ConfirmReasonDialog
          open
          onOpenChange={(open) => {
            if (!open) setDeciding(null);
          }}
          title={t('promotions.apps.rejectTitle', { username: deciding.item.username })}
          description={t('promotions.apps.rejectDescription')}
          maxLength={REJECT_REASON_MAX}
          confirmLabel={t('promotions.apps.reject')}
          tone="critical"
          label={t('queue.reason')}
          requiredMessage={t('queue.reasonRequired')}
          cancelLabel={t('queue.cancel')}
          errorMessage={actionError}
          onConfirm={async (reason) => {
            try {
              await activitiesAdminApi.reject(deciding.item.id, reason);
              toast.success(t('promotions.apps.rejectDone'), { id: 'application-decided' });
            } finally {
              await refresh();
            }
          }}
        />
      ) : null}
      {deciding?.decision === 'approve' ? (
        <ApproveDialog
          item={deciding.item}
          currency={currency}
          onClose={() => setDeciding(null)}
          onDone={async () => {
            await refresh();
            toast.success(t('promotions.apps.approveDone'), { id: 'application-decided' });
          }}
        />
      ) : null}
    </Stack>
  );
}
