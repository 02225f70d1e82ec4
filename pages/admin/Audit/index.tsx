import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Filter, X } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../design-system/Button';
import { EmptyState } from '../../../design-system/EmptyState';
import { Select } from '../../../design-system/Select';
import { TextField } from '../../../design-system/TextField';
import { changesOf } from '../../../src/admin/auditDiff';
import { type AuditFilters, financeApi, financeKeys } from '../../../src/admin/financeApi';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { AuditRow } from '../../../src/api/contract/adminFinance';
import * as css from '../shared/admin.css';
import { AUDIT_ACTIONS, auditActionLabel } from '../shared/labels';
import { DataTable, ErrorState, PageHeader, Pager, RowsSkeleton, useDateTime } from '../shared/parts';

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

  const apply = (next: AuditFilters) => {
    const out = new URLSearchParams();
    if (next.action) out.set('action', next.action);
    if (next.staff) out.set('staff', next.staff);
    if (next.targetId) out.set('target', next.targetId);
    setParams(out);
  };

  return (
    <div className={css.page}>
      <PageHeader title={t('nav.audit')} lead={t('audit.lead')} />
      <AuditFilterForm filters={filters} onApply={apply} busy={log.isFetching} />
      {log.isPending ? (
        <RowsSkeleton label={t('audit.loading')} />
      ) : log.isError && !log.data ? (
        <ErrorState error={log.error} onRetry={() => void log.refetch()} />
      ) : log.data.total === 0 ? (
        <EmptyState
          title={filtered ? t('audit.noMatch') : t('audit.empty')}
          description={filtered ? t('audit.noMatchHint') : t('audit.emptyHint')}
          action={
            filtered ? (
              <Button variant="secondary" onPress={() => apply({})}>
                {t('audit.clear')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <AuditTable rows={log.data.list} />
          <Pager
            page={log.data.pageNum}
            totalPages={log.data.totalPages}
            total={log.data.total}
            busy={log.isFetching}
            onPage={(p) => {
              const next = new URLSearchParams(params);
              next.set('page', String(p));
              setParams(next);
            }}
          />
          {log.isError ? <ErrorState error={log.error} onRetry={() => void log.refetch()} compact /> : null}
        </>
      )}
    </div>
  );
}

function AuditFilterForm({
  filters,
  onApply,
  busy,
}: {
  filters: AuditFilters;
  onApply: (f: AuditFilters) => void;
  busy: boolean;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const [action, setAction] = useState(filters.action ?? '');
  const [staff, setStaff] = useState(filters.staff ?? '');
  const [target, setTarget] = useState(filters.targetId ?? '');
  useEffect(() => {
    setAction(filters.action ?? '');
    setStaff(filters.staff ?? '');
    setTarget(filters.targetId ?? '');
  }, [filters.action, filters.staff, filters.targetId]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply({ action, staff: staff.trim(), targetId: target.trim() });
  };
  const known = (AUDIT_ACTIONS as readonly string[]).includes(action);
  return (
    <form className={css.toolbar} onSubmit={submit} aria-label={t('audit.filters')} noValidate>
      <Select
        className={css.toolbarField}
        label={t('audit.action')}
        value={action}
        onChange={setAction}
        options={[
          { value: '', label: t('audit.anyAction') },
          ...AUDIT_ACTIONS.map((a) => ({ value: a, label: auditActionLabel(t, a) })),
          ...(action && !known ? [{ value: action, label: action }] : []),
        ]}
      />
      <TextField
        className={css.toolbarField}
        label={t('audit.staff')}
        value={staff}
        maxLength={40}
        autoComplete="off"
        onChange={setStaff}
      />
      <TextField
        className={css.toolbarField}
        label={t('audit.target')}
        value={target}
        maxLength={80}
        autoComplete="off"
        onChange={setTarget}
      />
      <div className={css.toolbarActions}>
        <Button type="submit" icon={<Filter />} loading={busy}>
          {t('audit.apply')}
        </Button>
        {filters.action || filters.staff || filters.targetId ? (
          <Button variant="ghost" icon={<X />} onPress={() => onApply({})}>
            {t('audit.clear')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function AuditTable({ rows }: { rows: AuditRow[] }) {
  const { t } = useTranslation(ADMIN_NS);
  const dateTime = useDateTime();
  return (
    <DataTable
      caption={t('nav.audit')}
      rows={rows}
      rowKey={(r) => r.id}
      columns={[
        {
          key: 'what',
          label: t('audit.col.what'),
          kind: 'lead',
          cell: (r) => (
            <span className={css.cellStack}>
              <span>{auditActionLabel(t, r.action)}</span>
              <span className={css.muted}>{dateTime(r.at)}</span>
            </span>
          ),
        },
        {
          key: 'who',
          label: t('audit.col.who'),
          cell: (r) => (
            <span className={css.cellStack}>
              <span>{r.staff}</span>
              {r.ip ? <span className={`${css.muted} ${css.mono} ${css.nowrap}`}>{r.ip}</span> : null}
            </span>
          ),
        },
        {
          key: 'target',
          label: t('audit.col.target'),
          cell: (r) => (
            <span className={css.cellStack}>
              <span>{t(`audit.targets.${r.targetType}`, { defaultValue: r.targetType })}</span>
              <span className={`${css.muted} ${css.mono}`}>{r.targetId}</span>
            </span>
          ),
        },
        {
          key: 'reason',
          label: t('audit.col.reason'),
          cell: (r) => r.reason ?? <span className={css.muted}>{t('common.none')}</span>,
        },
        { key: 'change', label: t('audit.col.change'), cell: (r) => <Change before={r.before} after={r.after} /> },
      ]}
    />
  );
}

/** before → after, one line per key that changed (or appeared, or went away). */
function Change({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation(ADMIN_NS);
  const changes = changesOf(before, after);
  if (changes.length === 0) return <span className={css.muted}>{t('common.none')}</span>;
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
                <span className={css.visuallyHiddenInline}> {t('audit.becomes')} </span>
              </>
            ) : null}
            {c.after !== undefined ? <ins className={css.diffAfter}>{c.after}</ins> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
