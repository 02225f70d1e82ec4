import { CalendarCheck, CircleCheck, CircleSlash, Gift, RotateCcw } from 'lucide-react';
import { Money } from '../Money';
import * as css from './StreakCalendar.css';

export const streakDayStates = ['signed', 'today', 'missed', 'upcoming', 'makeup'] as const;
export type StreakDayState = (typeof streakDayStates)[number];

export interface StreakDay {
  /** The cycle day, 1 … n. */
  day: number;
  /** The day's reward in minor units. */
  amount: number;
  state: StreakDayState;
}

export interface StreakCalendarLabels {
  /** The list's name ("Sign-in calendar"). */
  title: string;
  /** "Day 3" */
  day: (day: number) => string;
  /** Under each day: "Signed", "Today", "Missed", "" (upcoming), "Make up". */
  states: Record<StreakDayState, string>;
}

export interface StreakCalendarProps {
  days: readonly StreakDay[];
  currency: { symbol: string; digits: number };
  labels: StreakCalendarLabels;
  /** A make-up day pressed; without it make-up days are shown but not pressable. */
  onMakeup?: (day: number) => void;
  /** The make-up day being signed: its button waits (and the others too). */
  pendingDay?: number | null;
  className?: string;
}

const icons = {
  signed: CircleCheck,
  today: CalendarCheck,
  missed: CircleSlash,
  makeup: RotateCcw,
  upcoming: Gift,
} as const;

/**
 * The daily sign-in's streak calendar: each cycle day with its reward (the last one, the big one,
 * wider), signed days ticked, today highlighted, missed days dimmed, and days that may be made up
 * pressable. Never colour alone: each day says its state in words (and to screen readers).
 */
export function StreakCalendar({ days, currency, labels, onMakeup, pendingDay, className }: StreakCalendarProps) {
  const last = days.length;
  // Four a row: a last day that ends a row of three takes two columns (7 days: 4, then 1, 1 and 2).
  const lastWide = last > 0 && last % 4 === 3;
  return (
    <ol aria-label={labels.title} className={[css.list, className].filter(Boolean).join(' ')}>
      {days.map((d) => {
        const Icon = icons[d.state];
        const stateText = labels.states[d.state];
        const body = (
          <>
            <span className={css.dayLabel}>{labels.day(d.day)}</span>
            <span className={`${css.icon} ${css.iconTone[d.state]}`} aria-hidden>
              <Icon size="100%" />
            </span>
            <Money
              className={css.amount}
              symbol={currency.symbol}
              minor={d.amount}
              digits={currency.digits}
              decimals="exact"
              tone={d.day === last ? 'accent' : 'neutral'}
              size={d.day === last ? 'md' : 'sm'}
            />
            {d.state === 'makeup' && onMakeup ? (
              <span className={css.makeupAction}>{stateText}</span>
            ) : (
              <span className={`${css.stateText} ${css.stateTextTone[d.state]}`}>{stateText || '\u00a0'}</span>
            )}
          </>
        );
        return (
          <li
            key={d.day}
            className={[css.cell, css.state[d.state], d.day === last && lastWide ? css.wide : null]
              .filter(Boolean)
              .join(' ')}
            data-state={d.state}
            aria-current={d.state === 'today' ? 'date' : undefined}
          >
            {d.state === 'makeup' && onMakeup ? (
              <button
                type="button"
                className={css.press}
                aria-busy={pendingDay === d.day || undefined}
                disabled={pendingDay != null}
                onClick={() => onMakeup(d.day)}
              >
                {body}
              </button>
            ) : (
              body
            )}
          </li>
        );
      })}
    </ol>
  );
}
