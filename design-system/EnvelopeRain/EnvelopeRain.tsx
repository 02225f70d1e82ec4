import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Gift } from 'lucide-react';
import { vars } from '../../themes/contract.css';
import { Spinner } from '../Spinner';
import * as css from './EnvelopeRain.css';

export interface EnvelopeRainProps {
  /** The button's text and accessible name ("Grab a red envelope"). */
  label: string;
  /** The grab is on its way: a spinner, aria-busy, and further taps do nothing. */
  pending?: boolean;
  disabled?: boolean;
  onGrab: () => void;
  /** How many envelopes fall at once (default 12). */
  count?: number;
}

/** Columns, delays and durations spread by a fixed pattern, so every render (and screenshot) is the same. */
function drops(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    left: `${(i * 37) % 88}%`,
    delay: `${((i * 0.53) % 2.4).toFixed(2)}s`,
    duration: `${(2.6 + ((i * 0.71) % 1.6)).toFixed(2)}s`,
    rest: `calc(${vars.size.touch} * ${((i * 1.7) % 5).toFixed(1)})`,
  }));
}

/**
 * The red-envelope rain: envelopes fall across a stage that is one large button, so a tap anywhere
 * grabs. Under prefers-reduced-motion the envelopes rest in place and the outcome is the same.
 * The envelopes are decoration (hidden from assistive technology); the button carries the name.
 */
export function EnvelopeRain({ label, pending = false, disabled = false, onGrab, count = 12 }: EnvelopeRainProps) {
  return (
    <button
      type="button"
      className={css.stage}
      onClick={() => {
        if (!pending && !disabled) onGrab();
      }}
      disabled={disabled}
      aria-busy={pending || undefined}
    >
      <span aria-hidden="true">
        {drops(count).map((d) => (
          <span
            key={d.left + d.delay}
            className={css.envelope}
            style={assignInlineVars({
              [css.left]: d.left,
              [css.delay]: d.delay,
              [css.duration]: d.duration,
              [css.rest]: d.rest,
            })}
          >
            <span className={css.seal} />
          </span>
        ))}
      </span>
      <span className={css.label}>
        {pending ? <Spinner size="sm" /> : <Gift aria-hidden="true" />}
        {label}
      </span>
    </button>
  );
}
