import type { ReactNode } from 'react';
import * as css from './KeyValueList.css';

export const keyValueLayouts = ['rows', 'grid', 'inline'] as const;
export type KeyValueLayout = (typeof keyValueLayouts)[number];

export interface KeyValueItem {
  /** Stable key; defaults to the label when it is a string. */
  id?: string;
  label: ReactNode;
  /** Text, a Money, a StatusBadge ... Long values wrap. */
  value: ReactNode;
  /** A control beside the value (e.g. "Waive"). */
  action?: ReactNode;
}

export interface KeyValueListProps {
  items: readonly (KeyValueItem | false | null | undefined)[];
  /** rows (default): label, then the value at the end; grid: label above a bold value in columns; inline: compact pairs that wrap. */
  layout?: KeyValueLayout;
  /** Hairlines between rows (rows layout). */
  divided?: boolean;
  /** Accessible name, when the list needs one apart from its section's title. */
  'aria-label'?: string;
  className?: string;
}

const keyOf = (item: KeyValueItem, i: number) => item.id ?? (typeof item.label === 'string' ? item.label : String(i));

/** A description list of label and value pairs (a receipt, a record's details, a member's summary). */
export function KeyValueList({ items, layout = 'rows', divided = false, className, ...aria }: KeyValueListProps) {
  const shown = items.filter((item): item is KeyValueItem => Boolean(item));
  return (
    <dl {...aria} className={[css.list({ layout, divided }), className].filter(Boolean).join(' ')}>
      {shown.map((item, i) => (
        <div key={keyOf(item, i)} className={css.item({ layout, divided })}>
          <dt className={css.label}>{item.label}</dt>
          <dd className={css.value({ layout })}>
            {item.action ? (
              <span className={css.valueWithAction}>
                <span>{item.value}</span>
                {item.action}
              </span>
            ) : (
              item.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
