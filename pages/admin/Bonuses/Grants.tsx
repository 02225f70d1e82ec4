import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { HandCoins } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { ConfirmReasonDialog } from '../../../design-system/ConfirmReasonDialog';
import { DataTable } from '../../../design-system/DataTable';
import { Inline, Stack } from '../../../design-system/Layout';
import { Pager } from '../../../design-system/Pager';
import { Tabs } from '../../../design-system/Tabs';
import { TextField } from '../../../design-system/TextField';
import { toast } from '../../../design-system/Toast';
import { bonusAdminApi, bonusAdminKeys, type GrantDecision } from '../../../src/admin/bonusApi';
import { useStaff } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { useLoadError } from '../../../src/admin/LoadError';
import { staffMayCall } from '../../../src/api/contract/access';
import { type AdminGrant, FORFEIT_REASON_MAX, GRANTS_PAGE_SIZE } from '../../../src/api/contract/adminBonus';
import { GRANT_STATUSES, type GrantStatus } from '../../../src/api/contract/bonus';
import { ApiError } from '../../../src/api/errors';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import type { Currency } from './format';
import { useColumns } from './grantColumns';
import { ManualGrantDialog } from './ManualGrantDialog';

type StatusFilter = GrantStatus | 'all';
const FILTERS: readonly StatusFilter[] = ['all', ...GRANT_STATUSES];

/** A text that settles: what was typed, once it has not changed for `ms`. */
function useSettled(value: string, ms = 300) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}

/**
 * Grants, newest first, 25 a page, by status (review is the review queue, with its count) and
 * member; approve or reject one held for review, forfeit an active one, each with a reason; and a
 * manual grant with a template's terms.
 */
export function Grants() {
  const { t } = useTranslation(ADMIN_NS);
  const staff = useStaff();
  const mayAct = !!staff && staffMayCall(staff.role, 'POST /api/admin/bonus/grants/:id/forfeit');
  const mayGrant = !!staff && staffMayCall(staff.role, 'POST /api/admin/bonus/grants');
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const loadError = useLoadError();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [typed, setTyped] = useState('');
  const username = useSettled(typed.trim());
  const [page, setPage] = useState(1);
  const filter = { status: status === 'all' ? undefined : status, username: username || undefined, page };
  const list = useQuery({
    queryKey: bonusAdminKeys.grants(filter),
    queryFn: () => bonusAdminApi.grants(filter),
    placeholderData: keepPreviousData,
  });
  const review = useQuery({
    queryKey: bonusAdminKeys.reviewCount,
    queryFn: () => bonusAdminApi.grants({ status: 'review', page: 1 }),
  });
  const currency: Currency = { symbol: list.data?.currencySymbol ?? '', digits: list.data?.currencyDigits ?? 2 };
  const [deciding, setDeciding] = useState<{ grant: AdminGrant; action: GrantDecision } | null>(null);
  const [granting, setGranting] = useState(false);
  const onDecide = useCallback((grant: AdminGrant, action: GrantDecision) => setDeciding({ grant, action }), []);
  const columns = useColumns(currency, mayAct, onDecide);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / (data.pageSize || GRANTS_PAGE_SIZE))) : 1;
  const reviewCount = review.data?.total ?? 0;

  return (
    <Stack gap="lg" minWidth={0}>
      <Inline justify="between" align="end" wrap gap="sm">
        <TextField
          label={t('bonus.grants.username')}
          type="search"
          value={typed}
          autoComplete="off"
          onChange={(v) => {
            setTyped(v);
            setPage(1);
          }}
        />
        {mayGrant ? (
          <Button icon={<HandCoins />} onPress={() => setGranting(true)}>
            {t('bonus.grants.manual')}
          </Button>
        ) : null}
      </Inline>
      <Tabs
        variant="pill"
        label={t('bonus.grants.status')}
        value={status}
        onValueChange={(v) => {
          setStatus(v as StatusFilter);
          setPage(1);
        }}
        items={FILTERS.map((s) => ({
          value: s,
          label: t(`bonus.statuses.${s}`),
          badge: s === 'review' && reviewCount > 0 ? reviewCount : undefined,
        }))}
      />
      <DataTable<AdminGrant>
        layout="auto"
        caption={t('bonus.tabs.grants')}
        columns={columns}
        rows={data?.list}
        rowKey={(r) => r.id}
        rowLabel={(r) => `${r.username} ${r.name ?? ''}`.trim()}
        loading={list.isPending}
        loadingLabel={t('bonus.loading')}
        busy={list.isFetching}
        error={loadError(list)}
        empty={{
          title: status === 'review' ? t('bonus.grants.reviewEmpty') : t('bonus.grants.empty'),
          description: t('bonus.grants.emptyHint'),
        }}
      />
      <Pager page={page} pages={pages} total={data?.total} busy={list.isFetching} onPage={setPage} />
      {deciding ? (
        <ConfirmReasonDialog
          open
          onOpenChange={(open) => {
            if (!open) setDeciding(null);
          }}
          title={t(`bonus.grants.${deciding.action}Title`, {
            username: deciding.grant.username,
            name: deciding.grant.name ?? t('bonus.manualGrant'),
          })}
          description={t(`bonus.grants.${deciding.action}Lead`)}
          maxLength={FORFEIT_REASON_MAX}
          confirmLabel={t(`bonus.grants.${deciding.action}`)}
          tone={deciding.action === 'approve' ? 'primary' : 'critical'}
          label={t('queue.reason')}
          requiredMessage={t('queue.reasonRequired')}
          cancelLabel={t('queue.cancel')}
          errorMessage={errorMessage}
          onConfirm={async (reason) => {
            try {
              await bonusAdminApi.decide(deciding.grant.id, deciding.action, reason);
              toast.success(t(`bonus.grants.${deciding.action}Done`, { username: deciding.grant.username }), {
                id: 'bonus-decided',
              });
            } catch (err) {
              if (err instanceof ApiError && err.code === 'bonus.wrong_state') void list.refetch();
              throw err;
            } finally {
              await queryClient.invalidateQueries({ queryKey: bonusAdminKeys.all });
            }
          }}
        />
      ) : null}
      {granting ? <ManualGrantDialog onClose={() => setGranting(false)} /> : null}
    </Stack>
  );
}
