import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../Spinner/Spinner.css';
import { badge } from './Badge.css';

export const badgeTones = ['critical', 'accent', 'neutral'] as const;
export type BadgeTone = (typeof badgeTones)[number];

/**
 * Formats a count for a badge: "99+" above the cap, the whole number otherwise.
 * Returns null for values that cannot be a count (negative, NaN).
 */
export function formatBadgeCount(n: number, cap = 99): string | null {
  if (Number.isNaN(n) || n < 0) return null;
  if (n > cap) return `${cap}+`;
  return String(Math.floor(n));
}

export interface BadgeProps {
  /** The number to show; above `cap` it reads "99+". 0 or undefined renders nothing unless `showZero`. */
  count?: number;
  /** Highest number shown in full. Defaults to 99. */
  cap?: number;
  /** Show the badge when the count is 0. */
  showZero?: boolean;
  /** A small dot with no number (e.g. "something new"). */
  dot?: boolean;
  tone?: BadgeTone;
  /** Accessible text; defaults to the translated "{{count}} unread" (or "New" for a dot). */
  label?: string;
  /** Id of the accessible text, so a control can point at it with aria-describedby. */
  id?: string;
  className?: string;
}

/** A count or dot indicator, e.g. unread messages. Screen readers hear the full count, not "99+". */
export function Badge({ count, cap = 99, showZero = false, dot = false, tone, label, id, className }: BadgeProps) {
  const { t } = useTranslation('dsForms');
  if (dot) {
    return (
      <span className={[badge({ tone, dot: true }), className].filter(Boolean).join(' ')}>
        <span id={id} className={visuallyHidden}>
          {label ?? t('newActivity')}
        </span>
      </span>
    );
  }
  if (count === undefined || (count === 0 && !showZero)) return null;
  const text = formatBadgeCount(count, cap);
  if (text === null) return null;
  return (
    <span className={[badge({ tone, dot: false }), className].filter(Boolean).join(' ')}>
      <span aria-hidden="true">{text}</span>
      <span id={id} className={visuallyHidden}>
        {label ?? t('unread', { count: Math.floor(count) })}
      </span>
    </span>
  );
}
