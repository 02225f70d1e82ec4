import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../Badge';
import { htmlPreview, RichText } from '../RichText';
import * as css from './NoticeItem.css';

export interface NoticeItemProps {
  title: string;
  /** The start day, YYYY-MM-DD. */
  date: string;
  /** Operator HTML: a one-line plain-text preview while collapsed, in full when expanded. */
  html: string;
  expanded: boolean;
  /** A tap on the header: the page expands or collapses it (and marks it read, spec §2/§4). */
  onToggle: () => void;
  /** Shows the unread dot; undefined (a visitor) shows no read state at all. */
  unread?: boolean;
  /** The language of title and content, when it differs from the page's. */
  lang?: string;
  /** The heading level of the title inside the page (default 2). */
  headingLevel?: 2 | 3;
  id?: string;
}

/**
 * An announcement as a card (the notice screen, the agent notice card; spec §2): the header is one
 * button showing the title, the date, an unread dot and, collapsed, a one-line preview; a tap
 * toggles the full text (RichText) below it.
 */
export function NoticeItem({
  title,
  date,
  html,
  expanded,
  onToggle,
  unread,
  lang,
  headingLevel = 2,
  id,
}: NoticeItemProps) {
  const { t } = useTranslation('dsSurfaces');
  const bodyId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={css.item} id={id} lang={lang}>
      <Heading className={css.headingBox}>
        <button type="button" className={css.toggle} aria-expanded={expanded} aria-controls={bodyId} onClick={onToggle}>
          <span className={css.heading}>
            <span className={css.titleRow}>
              {unread ? <Badge dot label={t('notice.unread')} /> : null}
              <span className={css.title}>{title}</span>
            </span>
            <time className={css.date} dateTime={date}>
              {date}
            </time>
            {expanded ? null : <span className={css.preview}>{htmlPreview(html)}</span>}
          </span>
          <ChevronDown className={css.chevron} aria-hidden size={20} />
        </button>
      </Heading>
      <div id={bodyId} className={css.body} hidden={!expanded}>
        {expanded ? <RichText html={html} /> : null}
      </div>
    </article>
  );
}
