import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../Text/Text.css';
import * as css from './MessageRow.css';

export interface MessageRowProps {
  title: ReactNode;
  /** One line of plain text under the title (cut with an ellipsis). */
  preview?: ReactNode;
  /** The date as the page formats it (YYYY-MM-DD HH:mm). */
  date: ReactNode;
  /** Unread: a dot, a bold title, and "Unread" for screen readers. */
  unread?: boolean;
  onPress: () => void;
  /** Language of title and preview when it differs from the page's. */
  lang?: string;
}

/** A message of an inbox list: the whole row opens it. Put rows in a `<MessageList>`. */
export function MessageRow({ title, preview, date, unread = false, onPress, lang }: MessageRowProps) {
  const { t } = useTranslation('ds');
  return (
    <li>
      <button type="button" className={css.row} onClick={onPress} data-unread={unread || undefined}>
        {unread ? <span className={css.dot} aria-hidden="true" /> : <span className={css.dotSpace} />}
        <span className={[css.title, unread ? css.unreadTitle : undefined].filter(Boolean).join(' ')} lang={lang}>
          {unread && <span className={visuallyHidden}>{t('messageRow.unread')} </span>}
          {title}
        </span>
        <span className={css.date}>{date}</span>
        {preview ? (
          <span className={css.preview} lang={lang}>
            {preview}
          </span>
        ) : null}
      </button>
    </li>
  );
}

/** The list that holds message rows. */
export function MessageList({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul className={css.list} aria-label={label}>
      {children}
    </ul>
  );
}
