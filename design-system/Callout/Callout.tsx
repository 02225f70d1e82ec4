import { CircleCheck, Info, type LucideIcon, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import * as css from './Callout.css';

export const calloutTones = css.calloutTones;
export type CalloutTone = (typeof calloutTones)[number];

const toneIcon: Record<CalloutTone, LucideIcon> = { info: Info, caution: TriangleAlert, positive: CircleCheck };

export interface CalloutProps {
  /**
   * info: something to know (how a transfer is credited); caution: something that holds the player back;
   * positive: what an action just did (a balance adjusted).
   */
  tone?: CalloutTone;
  /** Overrides the tone's picture. */
  icon?: LucideIcon;
  /** A short heading; with one, the callout is a region named by it. */
  title?: string;
  /** Heading level of the title, to fit the page outline. Defaults to 2. */
  headingLevel?: 2 | 3 | 4;
  children: ReactNode;
  /**
   * What to do about it: usually a router link, styled with `calloutActionClass` (the path comes
   * from the page).
   */
  action?: ReactNode;
  className?: string;
}

/** The class a callout's action link takes (a router link the page renders). */
export const calloutActionClass = css.action;

/**
 * A tinted note inside a page: the turnover still owed before a withdrawal, a step to take first,
 * how a bank transfer is credited. Text and picture together, never colour alone.
 */
export function Callout({ tone = 'info', icon, title, headingLevel = 2, children, action, className }: CalloutProps) {
  const Icon = icon ?? toneIcon[tone];
  const Heading = `h${headingLevel}` as const;
  const classes = [css.root, css.tone[tone], className].filter(Boolean).join(' ');
  const picture = <Icon className={`${css.icon} ${css.iconTone[tone]}`} aria-hidden />;
  if (!title) {
    return (
      <p className={classes}>
        {picture}
        <span className={css.body}>{children}</span>
      </p>
    );
  }
  return (
    <section className={classes} aria-label={title}>
      {picture}
      <Heading className={css.title}>{title}</Heading>
      <p className={css.body}>{children}</p>
      {action}
    </section>
  );
}
