import type { ReactNode, Ref } from 'react';
import { isPlainClick } from '../SectionHeader';
import type { ButtonSize, ButtonVariant } from './Button';
import * as css from './Button.css';

export interface ButtonLinkProps {
  children: ReactNode;
  /** Where it goes: the path comes from the page (the route table), never from the kit. */
  href: string;
  /**
   * A plain click calls this instead of following `href` (the page's router navigates); a modified
   * click (new tab, new window) opens `href` natively. Without it the link is followed natively.
   */
  onPress?: () => void;
  /** The look of the Button of the same variant and size. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Leading icon, e.g. `<SlidersHorizontal />` from lucide-react. Decorative: hidden from screen readers. */
  icon?: ReactNode;
  id?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-current'?: 'page' | 'step' | 'location' | true;
  className?: string;
  ref?: Ref<HTMLAnchorElement>;
  'data-testid'?: string;
}

/**
 * A link that looks like a Button: navigation (open a record, go to another section), not an action.
 * It is an `<a href>`, so it can be opened in a new tab, copied and read as a link.
 */
export function ButtonLink({
  children,
  href,
  onPress,
  variant = 'primary',
  size = 'md',
  fullWidth,
  icon,
  className,
  ...rest
}: ButtonLinkProps) {
  return (
    <a
      {...rest}
      href={href}
      className={[css.button({ variant, size, fullWidth }), css.link, css.linkHover[variant], className]
        .filter(Boolean)
        .join(' ')}
      onClick={(e) => {
        if (!onPress || !isPlainClick(e)) return;
        e.preventDefault();
        onPress();
      }}
    >
      <span className={css.content}>
        {icon ? (
          <span className={css.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <span className={css.label}>{children}</span>
      </span>
    </a>
  );
}
