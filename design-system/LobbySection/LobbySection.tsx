import { ChevronRight } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { Stack } from '../Layout';
import * as css from './LobbySection.css';

/** The header's link ("More", "See all"): the path comes from the page. */
export interface LobbySectionAction {
  label: string;
  href: string;
  /** A plain click: the page navigates in the app. A modified click (new tab) is left to the browser. */
  onNavigate: (href: string) => void;
}

export interface LobbySectionProps {
  /** The section's heading; also its accessible name. */
  title: string;
  action?: LobbySectionAction;
  children?: ReactNode;
  className?: string;
}

const isPlainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** A lobby section (hot games, a category, favourites): a heading, an optional "more" link, and its content. */
export function LobbySection({ title, action, children, className }: LobbySectionProps) {
  return (
    <Stack as="section" gap="sm" minWidth={0} aria-label={title} className={className}>
      <div className={css.head}>
        <h2 className={css.title}>{title}</h2>
        {action ? (
          <a
            className={css.action}
            href={action.href}
            onClick={(e) => {
              if (!isPlainClick(e)) return;
              e.preventDefault();
              action.onNavigate(action.href);
            }}
          >
            {action.label}
            <ChevronRight aria-hidden size={16} />
          </a>
        ) : null}
      </div>
      {children}
    </Stack>
  );
}
