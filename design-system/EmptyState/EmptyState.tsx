import { Hourglass, Inbox, type LucideIcon, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import * as css from './EmptyState.css';

export const emptyStateVariants = ['noData', 'error', 'notAvailable'] as const;
export const emptyStateSizes = ['full', 'compact'] as const;
export type EmptyStateVariant = (typeof emptyStateVariants)[number];
export type EmptyStateSize = (typeof emptyStateSizes)[number];

const variantLook: Record<EmptyStateVariant, { Icon: LucideIcon; tone: 'neutral' | 'critical' | 'accent' }> = {
  noData: { Icon: Inbox, tone: 'neutral' },
  error: { Icon: TriangleAlert, tone: 'critical' },
  notAvailable: { Icon: Hourglass, tone: 'accent' },
};

export interface EmptyStateProps {
  /** noData: an empty list; error: loading failed (pair with a retry action); notAvailable: coming later. */
  variant?: EmptyStateVariant;
  /** full for a whole page or tab; compact inside a card or a short list. */
  size?: EmptyStateSize;
  /** Overrides the variant's icon (a lucide-react icon component, e.g. `SearchX`). */
  icon?: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  /** What to do next, usually a `Button` (e.g. "Retry", "Browse games"). */
  action?: ReactNode;
  /** Heading level of the title, to fit the page outline. Defaults to 2. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** Says why there is nothing to show and what to do next. Errors are announced (role="alert"). */
export function EmptyState({
  variant = 'noData',
  size = 'full',
  icon,
  title,
  description,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const look = variantLook[variant];
  const Icon = icon ?? look.Icon;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={[css.root({ size }), className].filter(Boolean).join(' ')} data-variant={variant}>
      <span className={css.icon({ tone: look.tone, size })} aria-hidden="true">
        <Icon />
      </span>
      {/* An error is announced (title and description, not the action). */}
      <div className={css.text} role={variant === 'error' ? 'alert' : undefined}>
        <Heading className={css.title({ size })}>{title}</Heading>
        {description ? <p className={css.description({ size })}>{description}</p> : null}
      </div>
      {action ? <div className={css.action}>{action}</div> : null}
    </section>
  );
}
