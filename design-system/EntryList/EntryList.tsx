import { ChevronRight, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../Badge';
import { isPlainClick } from '../SectionHeader';
import { visuallyHidden } from '../Text/Text.css';
import * as css from './EntryList.css';

export interface Entry {
  /** Stable key. */
  id: string;
  label: string;
  description?: string;
  /** A decorative icon (aria-hidden), drawn in a soft accent circle. */
  icon?: ReactNode;
  /** An unread count on the row's end (capped at 99+; screen readers hear the full count). */
  count?: number;
  /** A link when set: a plain click calls `onPress` (the router), a modified click opens natively. */
  href?: string;
  /** Opens in a new tab (a channel outside the site): shows the external-link mark. */
  external?: boolean;
  onPress?: () => void;
}

export interface EntryListProps {
  entries: Entry[];
  /** Names the list for screen readers (a nav landmark when set). */
  label?: string;
}

/**
 * A grouped list of entries, each a full-width row with an icon, a label, an optional description, an
 * unread count and a chevron (the message centre, settings-like menus). A row with `href` is a link;
 * without it, a button. Rows are at least a touch target and a half tall.
 */
export function EntryList({ entries, label }: EntryListProps) {
  const { t } = useTranslation('dsForms');
  const list = (
    <ul className={css.list}>
      {entries.map((entry) => {
        const body = (
          <>
            {entry.icon ? (
              <span className={css.icon} aria-hidden="true">
                {entry.icon}
              </span>
            ) : null}
            <span className={css.text}>
              <span className={css.label}>{entry.label}</span>
              {entry.description ? <span className={css.description}>{entry.description}</span> : null}
            </span>
            <span className={css.trailing}>
              <Badge count={entry.count} />
              {entry.external ? (
                <>
                  <ExternalLink className={css.chevron} aria-hidden />
                  <span className={visuallyHidden}>{t('opensInNewTab')}</span>
                </>
              ) : (
                <ChevronRight className={css.chevron} aria-hidden />
              )}
            </span>
          </>
        );
        return (
          <li key={entry.id} className={css.item}>
            {entry.href ? (
              <a
                className={css.row}
                href={entry.href}
                {...(entry.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                onClick={(e) => {
                  if (!entry.onPress || entry.external || !isPlainClick(e)) return;
                  e.preventDefault();
                  entry.onPress();
                }}
              >
                {body}
              </a>
            ) : (
              <button type="button" className={css.row} onClick={entry.onPress}>
                {body}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
  return label ? <nav aria-label={label}>{list}</nav> : list;
}
