import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import * as buttonCss from '../../../design-system/Button/Button.css';
import { ErrorState as KitErrorState } from '../../../design-system/ErrorState';
import { Pager as KitPager } from '../../../design-system/Pager';
import { PageHeader as KitPageHeader } from '../../../design-system/SectionHeader';
import { Skeleton, SkeletonGroup } from '../../../design-system/Skeleton';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import { vars } from '../../../themes/contract.css';
import * as css from './admin.css';

/** A section's title (h1), lead line and actions: the kit's PageHeader. */
export function PageHeader({ title, lead, actions }: { title: ReactNode; lead?: ReactNode; actions?: ReactNode }) {
  return <KitPageHeader title={title} description={lead} actions={actions} />;
}

/** A failed load: what went wrong (the code's words) and a retry (the kit's ErrorState). */
export function ErrorState({
  error,
  onRetry,
  compact = false,
}: {
  error: unknown;
  onRetry: () => void;
  compact?: boolean;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const message = useErrorMessage();
  return (
    <KitErrorState
      compact={compact}
      title={t('common.loadFailed')}
      description={message(error)}
      retryLabel={t('common.retry')}
      onRetry={onRetry}
    />
  );
}

/** Placeholder rows while a list loads (the page keeps its height). */
export function RowsSkeleton({ rows = 4, label }: { rows?: number; label?: string }) {
  return (
    <SkeletonGroup label={label} className={css.skeletonRows}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity
        <Skeleton key={i} height={`calc(${vars.size.touch} * 1.5)`} />
      ))}
    </SkeletonGroup>
  );
}

/** Status and role pills: the kit's Pill (StatusBadge for a record's status). */
export { Pill } from '../../../design-system/Pill';

/**
 * "Page 2 of 5 · 112 in all" with the previous and next buttons: the kit's Pager (design-system/Pager)
 * under this file's old prop names, for the sections not yet on the kit's DataTable.
 */
export function Pager({
  page,
  totalPages,
  total,
  onPage,
  busy = false,
}: {
  page: number;
  totalPages: number;
  total: number;
  onPage: (page: number) => void;
  busy?: boolean;
}) {
  return <KitPager page={page} pages={totalPages} total={total} onPage={onPage} busy={busy} />;
}

export interface Column<T> {
  key: string;
  label: string;
  cell: (row: T) => ReactNode;
  /** lead: the row's heading on a phone; end: right-aligned figures; actions: the row's buttons. */
  kind?: 'lead' | 'end' | 'actions';
}

const cellClass = { lead: css.tdLead, end: css.tdEnd, actions: css.tdActions } as const;

/**
 * The table elements' own roles, stated: the phone layout changes their CSS display, and WebKit then
 * drops the table semantics of elements without an explicit role.
 */
const keep = (role: 'table' | 'rowgroup' | 'row' | 'columnheader' | 'cell') => ({ role });

/** A table on a desktop, a stack of cards on a phone (each cell labelled with its column). */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  rowLabel,
}: {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  rowLabel?: (row: T) => string;
}) {
  return (
    <table className={css.table} {...keep('table')} aria-label={caption}>
      <thead className={css.thead} {...keep('rowgroup')}>
        <tr {...keep('row')}>
          {columns.map((c) => (
            <th key={c.key} {...keep('columnheader')} scope="col" className={c.kind === 'end' ? css.thEnd : css.th}>
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={css.tbody} {...keep('rowgroup')}>
        {rows.map((row) => (
          <tr key={rowKey(row)} {...keep('row')} className={css.tr} aria-label={rowLabel?.(row)} data-row={rowKey(row)}>
            {columns.map((c) => (
              <td key={c.key} {...keep('cell')} className={c.kind ? cellClass[c.kind] : css.td} data-label={c.label}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A link that looks like the design system's button (navigation, not an action). */
export function ButtonLink({
  to,
  icon,
  children,
  variant = 'secondary',
  size = 'md',
}: {
  to: string;
  icon?: ReactNode;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
  size?: 'sm' | 'md';
}) {
  return (
    <Link to={to} className={buttonCss.button({ variant, size })}>
      <span className={buttonCss.content}>
        {icon ? (
          <span className={buttonCss.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <span className={buttonCss.label}>{children}</span>
      </span>
    </Link>
  );
}
