import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../design-system/Button';
import { type DataColumn, DataTable } from '../../../design-system/DataTable';
import { Stack } from '../../../design-system/Layout';
import { PageHeader } from '../../../design-system/SectionHeader';
import { Text } from '../../../design-system/Text';
import { changesOf } from '../../../src/admin/auditDiff';
import { type AuditFilters, financeApi, financeKeys } from '../../../src/admin/financeApi';
import { useDateTime } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { useLoadError } from '../../../src/admin/LoadError';
import { auditActionLabel } from '../../../src/admin/labels';
import type { AuditRow } from '../../../src/api/contract/adminFinance';
import * as css from './Audit.css';
import { AuditFilterForm } from './AuditFilterForm';

/**
 * /admin/audit (admin only): every staff action, newest first: who, what, the target, when (local
 * time), the reason, and what changed (before → after). Filters: action, staff username, target id.
 */
export default function AuditPage() {
  const { t } = useTranslation(ADMIN_NS);
  const [params, setParams] = useSearchParams();
  const filters: AuditFilters = {
    action: params.get('action') ?? undefined,
    staff: params.get('staff') ?? undefined,
    targetId: params.get('target') ?? undefined,
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const log = useQuery({
    queryKey: financeKeys.audit(filters, page),
    queryFn: () => financeApi.audit(filters, page),
    placeholderData: keepPreviousData,
  });
  const filtered = !!(filters.action || filters.staff || filters.targetId);
  const columns = useAuditColumns();
  const loadError = useLoadError();

  const apply = (next: AuditFilters) => {
    const out = new URLSearchParams();
    if (next.action) out.set('action', next.action);
    if (next.staff) out.set('staff', next.staff);
    if (next.targetId) out.set('target', next.targetId);
    setParams(out);
  };

  return (
    <Stack gap="xl" minWidth={0}>
      <PageHeader title={t('nav.audit')} description={t('audit.lead')} />
      <AuditFilterForm filters={filters} onApply={apply} busy={log.isFetching} />
      <DataTable
        layout="auto"
        caption={t('nav.audit')}
        columns={columns}
        rows={log.data?.list}
        rowKey={(r) => r.id}
        loading={log.isPending}
        loadingLabel={t('audit.loading')}
        skeletonRows={4}
        busy={log.isFetching}
        error={loadError(log)}
        empty={{
          title: filtered ? t('audit.noMatch') : t('audit.empty'),
          description: filtered ? t('audit.noMatchHint') : t('audit.emptyHint'),
          action: filtered ? (
            <Button variant="secondary" onPress={() => apply({})}>
              {t('audit.clear')}
            </Button>
          ) : undefined,
        }}
        pagination={
          log.data
            ? {
                page: log.data.pageNum,
                pages: log.data.totalPages,
                total: log.data.total,
                busy: log.isFetching,
                onPage: (p) => {
                  const next = new URLSearchParams(params);
                  next.set('page', String(p));
                  setParams(next);
                },
              }
            : undefined
        }
      />
    </Stack>
  );
}

/** What (and when), who (and from where), the target, the reason, and what changed. */
function useAuditColumns(): DataColumn<AuditRow>[] {
  const { t } = useTranslation(ADMIN_NS);
  const dateTime = useDateTime();
  return useMemo(
    () => [
      {
        id: 'what',
        header: t('audit.col.what'),
        kind: 'lead',
        cell: (r) => (
          <Stack as="span" gap="xxs" minWidth={0}>
            <span>{auditActionLabel(t, r.action)}</span>
            <Text tone="muted" size="sm" weight="regular">
              {dateTime(r.at)}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'who',
        header: t('audit.col.who'),
        cell: (r) => (
          <Stack as="span" gap="xxs" minWidth={0}>
            <span>{r.staff}</span>
            {r.ip ? (
              <Text tone="muted" size="sm" weight="regular" numeric wrap="nowrap">
                {r.ip}
              </Text>
            ) : null}
          </Stack>
        ),
      },
      {
        id: 'target',
        header: t('audit.col.target'),
        cell: (r) => (
          <Stack as="span" gap="xxs" minWidth={0}>
            <span>{t(`audit.targets.${r.targetType}`, { defaultValue: r.targetType })}</span>
            <Text tone="muted" size="sm" weight="regular" numeric wrap="anywhere">
              {r.targetId}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'reason',
        header: t('audit.col.reason'),
        cell: (r) =>
          r.reason ?? (
            <Text tone="muted" size="sm">
              {t('common.none')}
            </Text>
          ),
      },
      { id: 'change', header: t('audit.col.change'), cell: (r) => <Change before={r.before} after={r.after} /> },
    ],
    [t, dateTime],
  );
}

/** before → after, one line per key that changed (or appeared, or went away). */
function Change({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation(ADMIN_NS);
  const changes = changesOf(before, after);
  if (changes.length === 0)
    return (
      <Text tone="muted" size="sm">
        {t('common.none')}
      </Text>
    );
  return (
    <dl className={css.diff}>
      {changes.map((c) => (
        <div key={c.key} className={css.diffLine}>
          <dt className={css.diffKey}>{c.key}</dt>
          <dd className={css.diffValues}>
            {c.before !== undefined ? <del className={css.diffBefore}>{c.before}</del> : null}
            {c.before !== undefined && c.after !== undefined ? (
              <>
                <span aria-hidden="true"> → </span>
                <Text visuallyHidden> {t('audit.becomes')} </Text>
              </>
            ) : null}
            {c.after !== undefined ? <ins className={css.diffAfter}>{c.after}</ins> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
