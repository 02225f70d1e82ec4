import { ChevronRight } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import * as css from './SectionHeader.css';

export const headingLevels = [1, 2, 3] as const;
export type HeadingLevel = (typeof headingLevels)[number];
export const sectionHeaderSizes = ['page', 'section', 'sub'] as const;
export type SectionHeaderSize = (typeof sectionHeaderSizes)[number];

/** The header's one action: a link when it has `href` (the path comes from the page), else a button. */
export interface SectionAction {
  label: string;
  /** Where it goes. A plain click calls `onPress` (the page navigates); a modified click opens it natively. */
  href?: string;
  onPress: () => void;
  /** Shown after the label; defaults to a chevron for links. Pass null for none. */
  icon?: ReactNode;
}

export interface SectionHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** 1 for a page's title, 2 (default) for a section, 3 inside a section. */
  level?: HeadingLevel;
  /** Type size; follows the level unless set. */
  size?: SectionHeaderSize;
  /** Id of the heading, for a section's aria-labelledby. */
  id?: string;
  action?: SectionAction;
  /** Other controls at the end (buttons, a status pill). */
  actions?: ReactNode;
  className?: string;
}

const sizeOf: Record<HeadingLevel, SectionHeaderSize> = { 1: 'page', 2: 'section', 3: 'sub' };

/** A plain left click without modifier keys: the page handles it; anything else is the browser's. */
export const isPlainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

function ActionControl({ action }: { action: SectionAction }) {
  const icon =
    action.icon === undefined ? (
      action.href ? (
        <ChevronRight className={css.actionIcon} aria-hidden="true" />
      ) : null
    ) : (
      action.icon
    );
  if (action.href) {
    return (
      <a
        className={css.action}
        href={action.href}
        onClick={(e) => {
          if (!isPlainClick(e)) return;
          e.preventDefault();
          action.onPress();
        }}
      >
        {action.label}
        {icon}
      </a>
    );
  }
  return (
    <button type="button" className={css.action} onClick={action.onPress}>
      {action.label}
      {icon}
    </button>
  );
}

/** A section's title, an optional line under it, and an optional action at the end (wraps under on a phone). */
export function SectionHeader({
  title,
  description,
  level = 2,
  size,
  id,
  action,
  actions,
  className,
}: SectionHeaderProps) {
  const Heading = `h${level}` as const;
  const hasEnd = Boolean(action) || (actions !== undefined && actions !== null && actions !== false);
  return (
    <header className={[css.header, className].filter(Boolean).join(' ')}>
      <div className={css.headings}>
        <Heading id={id} className={css.title({ size: size ?? sizeOf[level] })}>
          {title}
        </Heading>
        {description ? <p className={css.description}>{description}</p> : null}
      </div>
      {hasEnd ? (
        <div className={css.actions}>
          {actions}
          {action ? <ActionControl action={action} /> : null}
        </div>
      ) : null}
    </header>
  );
}

export type PageHeaderProps = Omit<SectionHeaderProps, 'level'>;

/** A page's title (h1), its lead line and its actions. */
export function PageHeader(props: PageHeaderProps) {
  return <SectionHeader {...props} level={1} />;
}
