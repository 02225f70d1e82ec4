import type { MouseEvent } from 'react';
import * as css from './SideNav.css';

export const sideNavVariants = ['pill', 'tab'] as const;
export type SideNavVariant = (typeof sideNavVariants)[number];

export interface SideNavItem {
  key: string;
  label: string;
  /** A link to this path (a help topic); without it the item is a button that switches content in place. */
  href?: string;
  /** The label's language when it is not the page's (operator content). */
  lang?: string;
}

export interface SideNavProps {
  /** The navigation's accessible name ("Game categories", "Help topics"). */
  label: string;
  items: readonly SideNavItem[];
  /** The key of the current item (aria-current: "page" for a link, "true" for a button). */
  current?: string;
  /** A button's press, or a plain click on a link (the page navigates; a modified click is the browser's). */
  onSelect: (key: string, href?: string) => void;
  /** pill: bordered buttons, the current filled (home's game menu); tab: quiet rows with an accent bar (help). */
  variant?: SideNavVariant;
  className?: string;
}

const isPlainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** A vertical menu beside its content: a lobby's categories or a help center's topics. */
export function SideNav({ label, items, current, onSelect, variant = 'pill', className }: SideNavProps) {
  const cls = css.item[variant];
  return (
    <nav className={[css.nav[variant], className].filter(Boolean).join(' ')} aria-label={label}>
      <ul className={css.list[variant]}>
        {items.map((item) => {
          const isCurrent = item.key === current;
          return (
            <li key={item.key}>
              {item.href !== undefined ? (
                <a
                  href={item.href}
                  className={cls}
                  lang={item.lang}
                  aria-current={isCurrent ? 'page' : undefined}
                  onClick={(e) => {
                    if (!isPlainClick(e)) return;
                    e.preventDefault();
                    onSelect(item.key, item.href);
                  }}
                >
                  {item.label}
                </a>
              ) : (
                <button
                  type="button"
                  className={cls}
                  lang={item.lang}
                  aria-current={isCurrent ? 'true' : undefined}
                  onClick={() => onSelect(item.key)}
                >
                  {item.label}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
