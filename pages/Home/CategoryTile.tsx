import type { ReactNode } from 'react';
import * as css from './Home.css';

/** A game-category shortcut: icon over a short label, a real link. */
export function CategoryTile({
  href,
  label,
  icon,
  onNavigate,
}: {
  href: string;
  label: string;
  icon: ReactNode;
  onNavigate: (to: string) => void;
}) {
  return (
    <a
      className={css.tile}
      href={href}
      onClick={(e) => {
        e.preventDefault();
        onNavigate(href);
      }}
    >
      <span className={css.tileIcon}>{icon}</span>
      <span className={css.tileLabel}>{label}</span>
    </a>
  );
}
