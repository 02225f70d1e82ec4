import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import * as css from './Accordion.css';

export interface AccordionProps {
  children: ReactNode;
  /** The list's accessible name, when the page has no heading for it. */
  label?: string;
  className?: string;
}

/** A vertical list of `AccordionItem`s (a `ul`); each item opens on its own. */
export function Accordion({ children, label, className }: AccordionProps) {
  return (
    <ul className={className ? `${css.list} ${className}` : css.list} aria-label={label}>
      {children}
    </ul>
  );
}

export interface AccordionItemProps {
  title: ReactNode;
  /** A line under the title: dates, a state badge. */
  meta?: ReactNode;
  /** Full-width art above the title (a promotion's first image); part of the toggle. */
  media?: ReactNode;
  expanded: boolean;
  /** A tap on the header; the page holds which items are open. */
  onToggle: () => void;
  /** The content shown when expanded (rendered only then). */
  children: ReactNode;
  /** The heading level of the title inside the page (default 2). */
  headingLevel?: 2 | 3;
  /** The element id (for `scrollIntoView` and links to one item). */
  id?: string;
  lang?: string;
}

/**
 * One disclosure card: the header (art, title, meta, chevron) is one button with `aria-expanded`;
 * the body below it shows when expanded. The promotions list uses it (spec §2 "accordion list").
 */
export function AccordionItem({
  title,
  meta,
  media,
  expanded,
  onToggle,
  children,
  headingLevel = 2,
  id,
  lang,
}: AccordionItemProps) {
  const bodyId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={css.item} id={id} lang={lang}>
      <Heading className={css.headingBox}>
        <button type="button" className={css.toggle} aria-expanded={expanded} aria-controls={bodyId} onClick={onToggle}>
          {media ? <span className={css.media}>{media}</span> : null}
          <span className={css.row}>
            <span className={css.heading}>
              <span className={css.title}>{title}</span>
              {meta ? <span className={css.meta}>{meta}</span> : null}
            </span>
            <ChevronDown className={css.chevron} aria-hidden size={20} />
          </span>
        </button>
      </Heading>
      <div id={bodyId} className={css.body} hidden={!expanded}>
        {expanded ? children : null}
      </div>
    </li>
  );
}
