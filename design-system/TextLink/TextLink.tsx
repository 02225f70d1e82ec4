import type { ReactNode, Ref } from 'react';
import { isPlainClick } from '../SectionHeader';
import * as css from '../Text/Text.css';

export interface TextLinkProps {
  children: ReactNode;
  /** Where it goes, from the page (widgets name no route). */
  href: string;
  /**
   * A plain click calls this instead of loading the page (the app's router navigates); a click with a
   * modifier key, or a middle click, opens the link as the browser does. Without it, an ordinary link.
   */
  onPress?: () => void;
  /** A leading icon (lucide), decorative. */
  icon?: ReactNode;
  'aria-label'?: string;
  'aria-current'?: 'page' | 'location' | 'true';
  className?: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link in text or a table cell that opens another record or section (a member's name in a queue,
 * "Back to the list"): `TextButton`'s look on an anchor, so it can be opened in a new tab or copied.
 */
export function TextLink({ children, href, onPress, icon, className, ...rest }: TextLinkProps) {
  return (
    <a
      {...rest}
      href={href}
      className={[css.textButton, className].filter(Boolean).join(' ')}
      onClick={(e) => {
        if (!onPress || !isPlainClick(e)) return;
        e.preventDefault();
        onPress();
      }}
    >
      {icon ? (
        <span className={css.textButtonIcon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </a>
  );
}
