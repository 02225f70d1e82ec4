import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ReactNode } from 'react';
import * as css from './UsageMeter.css';

export interface UsageMeterProps {
  /** What is measured ("Daily deposit limit"); names the meter. */
  label: ReactNode;
  /** The used amount, as a number in any unit (minor units, minutes). */
  value: number;
  /** The ceiling in the same unit; 0 or less reads as full. */
  max: number;
  /** The figure shown at the end of the head ("¥300 / ¥1,000"). */
  figure?: ReactNode;
  /** What a screen reader hears as the value ("¥300 used of ¥1,000"); defaults to the figure's text. */
  valueText: string;
  /** Small print under the bar, at its start and end ("¥700 left", "Resets 01/12 00:00"). */
  start?: ReactNode;
  end?: ReactNode;
  /** From this share of the ceiling on, the bar takes the caution colour (default 0.8). */
  warnAt?: number;
  className?: string;
}

/** How full the meter is, clamped to 0–1. */
export const meterShare = (value: number, max: number) => (max <= 0 ? 1 : Math.min(1, Math.max(0, value / max)));

/**
 * A used-of-a-ceiling bar: a limit's use in its period, say. It is a `meter` for assistive
 * technology with the given value text; the colour is the accent, caution near the ceiling (never
 * an alarming red: it is the player's own money).
 */
export function UsageMeter({
  label,
  value,
  max,
  figure,
  valueText,
  start,
  end,
  warnAt = 0.8,
  className,
}: UsageMeterProps) {
  const share = meterShare(value, max);
  const tone = share >= warnAt ? 'caution' : 'accent';
  return (
    <div className={className ? `${css.root} ${className}` : css.root}>
      <div className={css.head}>
        <p className={css.label}>{label}</p>
        {figure ? <span className={css.figure}>{figure}</span> : null}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot be styled the same in every engine; the ARIA meter carries the same semantics */}
      <div
        role="meter"
        aria-label={typeof label === 'string' ? label : undefined}
        aria-valuemin={0}
        aria-valuemax={Math.max(max, 0)}
        aria-valuenow={Math.min(Math.max(value, 0), Math.max(max, 0))}
        aria-valuetext={valueText}
        className={css.track}
        data-tone={tone}
      >
        <div className={css.fill({ tone })} style={assignInlineVars({ [css.share]: `${share * 100}%` })} />
      </div>
      {start || end ? (
        <div className={css.foot}>
          <span>{start}</span>
          <span>{end}</span>
        </div>
      ) : null}
    </div>
  );
}
