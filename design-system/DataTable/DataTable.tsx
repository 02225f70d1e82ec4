import {
  type ColumnDef,
  createSortedRowModel,
  type Row,
  type RowData,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Fragment, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { vars } from '../../themes/contract.css';
import { Button } from '../Button';
import { EmptyState, type EmptyStateProps } from '../EmptyState';
import { LoadMoreButton, type LoadMoreButtonProps, Pager, type PagerProps } from '../Pager';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import * as css from './DataTable.css';

/** What a column sorts by: a number, a string (compared in the reader's language) or a bigint. */
export type SortValue = string | number | bigint;

export interface DataColumn<T> {
  /** Stable id (also the sort id). */
  id: string;
  /** The column header, and the label of the value in a card. */
  header: string;
  cell: (row: T) => ReactNode;
  /**
   * lead: the row's title (first in a card); end: right-aligned figures in a table; actions: the
   * row's buttons (at the end of a card, full width).
   */
  kind?: 'lead' | 'end' | 'actions';
  /**
   * Where the value goes in a card: `pair` (default) "label: value"; `head` beside the title
   * (a status, the amount); `plain` a line of its own without its label; `hidden` not in the card.
   * A `head` or `plain` cell that renders null leaves no trace.
   */
  card?: 'pair' | 'head' | 'plain' | 'hidden';
  /** Makes the column sortable by this value (the header becomes a button; aria-sort says the order). */
  sortValue?: (row: T) => SortValue;
}

export type DataTableLayout = 'table' | 'cards' | 'auto';

export interface DataTableSort {
  id: string;
  desc: boolean;
}

export interface DataTableError {
  /** Defaults to "This could not be loaded". */
  title?: ReactNode;
  /** Why, when it is worth saying (the error code's words). */
  description?: ReactNode;
  onRetry: () => void;
  /** The retry is running. */
  retrying?: boolean;
  /** Defaults to "Retry". */
  retryLabel?: string;
}

export interface DataTableProps<T> {
  /** The table's (or the card list's) accessible name. */
  caption: string;
  columns: readonly DataColumn<T>[];
  /** The rows; undefined while the first load runs. */
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  /** A row's accessible name (find a row by it). */
  rowLabel?: (row: T) => string;
  /**
   * table: always a table (the back office); cards: always a list of cards (the phone-first player
   * site); auto: a table that turns into cards when its container is narrow.
   */
  layout?: DataTableLayout;
  /** The first load is running: placeholder rows. */
  loading?: boolean;
  /** Loading text for assistive technology; defaults to "Loading". */
  loadingLabel?: string;
  /** How many placeholder rows. */
  skeletonRows?: number;
  /** A refetch is running over the rows shown (aria-busy). */
  busy?: boolean;
  /** The load failed: with no rows, in their place; with rows (a refetch failed), under them. */
  error?: DataTableError;
  /** What the empty state says (and offers) when there are no rows. */
  empty?: EmptyStateProps;
  /** Page x of y with previous and next under the rows. */
  pagination?: PagerProps;
  /** Or: a "Load more" button (and optionally infinite scroll) under the rows. */
  loadMore?: LoadMoreButtonProps;
  /** Client-side sorting: the first order (controlled with `sort` and `onSortChange` instead). */
  defaultSort?: DataTableSort;
  /** Server-side sorting: the order asked for; the rows arrive sorted. */
  sort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort | null) => void;
  className?: string;
}

const features = tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel() });

/**
 * The table elements' own roles, stated: the card layout changes their CSS display, and WebKit then
 * drops the table semantics of elements without an explicit role.
 */
const keep = (role: 'table' | 'rowgroup' | 'row' | 'columnheader' | 'cell') => ({ role });

type Placement = 'lead' | 'head' | 'pair' | 'plain' | 'actions' | 'hidden';
/** Where a column's value goes in a card. */
const placement = (c: DataColumn<never>): Placement =>
  c.card === 'hidden' ? 'hidden' : c.kind === 'lead' ? 'lead' : c.kind === 'actions' ? 'actions' : (c.card ?? 'pair');

const compare = (a: unknown, b: unknown, collator: Intl.Collator) => {
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  if (a === b) return 0;
  return (a as SortValue) < (b as SortValue) ? -1 : 1;
};

/**
 * Rows of data with typed columns, on @tanstack/react-table: a table, or cards of label: value
 * pairs on narrow screens; placeholder rows while loading, an empty state, an error with a retry,
 * a pager or "Load more", and sorting where a column asks for it.
 */
export function DataTable<T extends RowData>({
  caption,
  columns,
  rows,
  rowKey,
  rowLabel,
  layout = 'auto',
  loading = false,
  loadingLabel,
  skeletonRows = 6,
  busy = false,
  error,
  empty,
  pagination,
  loadMore,
  defaultSort,
  sort,
  onSortChange,
  className,
}: DataTableProps<T>) {
  const { t, i18n } = useTranslation('dsData');
  const collator = useMemo(() => new Intl.Collator(i18n.language, { numeric: true }), [i18n.language]);
  const controlled = sort !== undefined;
  const [innerSorting, setInnerSorting] = useState<SortingState>(defaultSort ? [defaultSort] : []);
  const sorting: SortingState = controlled ? (sort ? [sort] : []) : innerSorting;
  const byId = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  const defs = useMemo(
    () =>
      columns.map(
        (c): ColumnDef<typeof features, T> =>
          c.sortValue
            ? {
                id: c.id,
                header: c.header,
                accessorFn: c.sortValue,
                enableSorting: true,
                sortFn: (a, b, id) => compare(a.getValue(id), b.getValue(id), collator),
              }
            : { id: c.id, header: c.header, enableSorting: false },
      ),
    [columns, collator],
  );
  const table = useTable({
    features,
    columns: defs,
    data: rows ?? [],
    getRowId: (row) => rowKey(row),
    manualSorting: controlled,
    enableSortingRemoval: true,
    // Every column's first press sorts ascending (numbers too), as the arrow shows.
    sortDescFirst: false,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      if (controlled) onSortChange?.(next[0] ?? null);
      else {
        setInnerSorting(next);
        onSortChange?.(next[0] ?? null);
      }
    },
  });
  const classes = (...names: Array<string | undefined | false>) => names.filter(Boolean).join(' ');

  if (loading) return <RowsSkeleton layout={layout} rows={skeletonRows} label={loadingLabel ?? t('table.loading')} />;
  const failure = error ? (
    <EmptyState
      variant="error"
      size={rows && rows.length > 0 ? 'compact' : 'full'}
      title={error.title ?? t('table.loadFailed')}
      description={error.description}
      action={
        <Button variant="secondary" loading={error.retrying} onPress={error.onRetry}>
          {error.retryLabel ?? t('table.retry')}
        </Button>
      }
    />
  ) : null;
  if (!rows || rows.length === 0) return failure ?? <EmptyState title={t('table.empty')} {...empty} />;

  const tableRows = table.getRowModel().rows;
  const cells = (row: Row<typeof features, T>) =>
    row.getAllCells().map((cell) => ({ cell, column: byId.get(cell.column.id) as DataColumn<T> }));
  const footer = (
    <>
      {pagination ? <Pager {...pagination} /> : null}
      {loadMore ? <LoadMoreButton {...loadMore} /> : null}
      {failure}
    </>
  );

  if (layout === 'cards') {
    return (
      <div className={classes(css.root, className)}>
        <ul className={css.cards} aria-label={caption} aria-busy={busy || undefined}>
          {tableRows.map((row) => {
            const parts = cells(row);
            const at = (where: Placement) =>
              parts.filter(({ column }) => placement(column as DataColumn<never>) === where);
            const [lead] = at('lead');
            const actions = at('actions');
            return (
              <li key={row.id} className={css.card} aria-label={rowLabel?.(row.original)}>
                <div className={css.cardHead}>
                  {lead ? <span className={css.cardTitle}>{lead.column.cell(row.original)}</span> : null}
                  {at('head').map(({ column }) => {
                    const value = column.cell(row.original);
                    return value == null ? null : (
                      <span key={column.id} className={css.cardHeadValue}>
                        {value}
                      </span>
                    );
                  })}
                </div>
                {bodyGroups(parts).map((group) =>
                  group.kind === 'pairs' ? (
                    <dl key={group.key} className={css.pairs}>
                      {group.parts.map(({ column }) => (
                        <div key={column.id} className={css.pair}>
                          <dt className={css.pairLabel}>{column.header}</dt>
                          <dd className={css.pairValue}>{column.cell(row.original)}</dd>
                        </div>
                      ))}
                    </dl>
                  ) : (
                    <Plain key={group.key} value={group.parts[0]?.column.cell(row.original)} />
                  ),
                )}
                {actions.length > 0 ? (
                  <div className={css.cardActions}>
                    {actions.map(({ column }) => (
                      <Fragment key={column.id}>{column.cell(row.original)}</Fragment>
                    ))}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
        {footer}
      </div>
    );
  }

  return (
    <div className={classes(css.root, css.container, className)}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than its column scrolls, and keyboard users must reach it */}
      <section className={css.scroller} aria-label={caption} tabIndex={0}>
        <table {...keep('table')} className={css.table({ layout })} aria-label={caption} aria-busy={busy || undefined}>
          <thead {...keep('rowgroup')} className={css.thead({ layout })}>
            {table.getHeaderGroups().map((group) => (
              <tr {...keep('row')} key={group.id}>
                {group.headers.map((header) => {
                  const column = byId.get(header.column.id) as DataColumn<T>;
                  const sorted = header.column.getIsSorted();
                  const SortIcon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
                  return (
                    <th
                      {...keep('columnheader')}
                      key={header.id}
                      scope="col"
                      className={css.th({ layout, end: column.kind === 'end' })}
                      aria-sort={
                        header.column.getCanSort()
                          ? sorted === 'asc'
                            ? 'ascending'
                            : sorted === 'desc'
                              ? 'descending'
                              : 'none'
                          : undefined
                      }
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className={css.sortButton}
                          onClick={() => header.column.toggleSorting(undefined, false)}
                        >
                          {column.header}
                          <SortIcon className={css.sortIcon} aria-hidden="true" />
                        </button>
                      ) : (
                        column.header
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody {...keep('rowgroup')} className={css.tbody({ layout })}>
            {tableRows.map((row) => (
              <tr
                {...keep('row')}
                key={row.id}
                className={css.tr({ layout })}
                aria-label={rowLabel?.(row.original)}
                data-row={row.id}
              >
                {cells(row).map(({ cell, column }) => (
                  <td
                    {...keep('cell')}
                    key={cell.id}
                    className={css.td({ layout, kind: column.kind ?? 'plain' })}
                    data-label={column.header}
                  >
                    {column.cell(row.original)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {footer}
    </div>
  );
}

/** A card's body in column order: each run of `pair` columns is one list of pairs; a `plain` column a line. */
function bodyGroups<P extends { column: DataColumn<never> }>(parts: P[]) {
  const groups: Array<{ kind: 'pairs' | 'plain'; key: string; parts: P[] }> = [];
  for (const part of parts) {
    const where = placement(part.column);
    if (where !== 'pair' && where !== 'plain') continue;
    const last = groups.at(-1);
    if (where === 'pair' && last?.kind === 'pairs') last.parts.push(part);
    else groups.push({ kind: where === 'pair' ? 'pairs' : 'plain', key: part.column.id, parts: [part] });
  }
  return groups;
}

/** A `plain` value on a line of its own; nothing when the cell rendered null. */
function Plain({ value }: { value: ReactNode }) {
  return value == null ? null : <div className={css.plain}>{value}</div>;
}

function RowsSkeleton({ layout, rows, label }: { layout: DataTableLayout; rows: number; label: string }) {
  return (
    <SkeletonGroup label={label} className={css.skeleton({ layout })}>
      {Array.from({ length: rows }, (_, i) =>
        layout === 'cards' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity
          <div key={i} className={css.skeletonCard}>
            <Skeleton shape="text" lines={2} />
            <Skeleton shape="text" lines={2} />
          </div>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity
          <Skeleton key={i} height={`calc(${vars.size.touch} * 1.5)`} />
        ),
      )}
    </SkeletonGroup>
  );
}
