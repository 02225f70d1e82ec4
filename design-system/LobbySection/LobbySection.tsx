import { type ReactNode, useId } from 'react';
import { Stack } from '../Layout';
import { SectionHeader } from '../SectionHeader';
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

/** A lobby section (hot games, a category, favourites): the kit's section header, an optional "more" link, and its content. */
export function LobbySection({ title, action, children, className }: LobbySectionProps) {
  const headingId = useId();
  return (
    <Stack as="section" gap="sm" minWidth={0} aria-labelledby={headingId} className={className}>
      <SectionHeader
        id={headingId}
        title={title}
        level={2}
        size="sub"
        className={css.head}
        action={
          action ? { label: action.label, href: action.href, onPress: () => action.onNavigate(action.href) } : undefined
        }
      />
      {children}
    </Stack>
  );
}
