import { useId } from 'react';
import { adminLayout } from '../../themes/admin';
import { TextField } from '../TextField';
import * as css from './ColourField.css';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const long = (hex: string) =>
  hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}`.toLowerCase() : hex.toLowerCase();

/** One contrast figure under the field: what it is measured against, the ratio and the minimum. */
export interface ContrastReading {
  /** What the colour is measured against, e.g. "Text on the accent (dark)". */
  label: string;
  ratio: number;
  min: number;
}

export interface ColourFieldProps {
  label: string;
  /** The colour picker's accessible name, e.g. "Accent: pick a colour". */
  pickerLabel: string;
  hint?: string;
  /** `#rgb` or `#rrggbb`; empty for "the brand's own". */
  value: string;
  onChange: (value: string) => void;
  /** Live WCAG readings (themes/contrast.ts); a reading under its minimum reads as an error. */
  readings?: readonly ContrastReading[];
  /** Words for a reading, e.g. (r) => `${r.label}: ${r.ratio}:1 (min ${r.min}:1)`. */
  formatReading: (reading: ContrastReading, passes: boolean) => string;
  error?: string;
  disabled?: boolean;
  placeholder?: string;
  /** The colour the picker shows while the field is empty or incomplete: the brand's own, when known. */
  fallback?: string;
}

/**
 * A hex colour: a text field and the browser's colour picker side by side, with the contrast of the
 * colour against its partners read out live under it (pass in green, fail in red, in words too).
 */
export function ColourField({
  label,
  pickerLabel,
  hint,
  value,
  onChange,
  readings = [],
  formatReading,
  error,
  disabled,
  placeholder,
  fallback,
}: ColourFieldProps) {
  const pickerId = useId();
  const valid = HEX.test(value);
  return (
    <div>
      <div className={css.row}>
        <div className={css.field}>
          <TextField
            label={label}
            hint={hint}
            value={value}
            placeholder={placeholder}
            onChange={(v) => onChange(v.trim())}
            error={error}
            disabled={disabled}
            spellCheck={false}
            autoComplete="off"
          />
        </div>
        <input
          id={pickerId}
          type="color"
          aria-label={pickerLabel}
          className={css.swatch}
          value={valid ? long(value) : fallback && HEX.test(fallback) ? long(fallback) : adminLayout.pickerFallback}
          onChange={(e) => onChange(e.target.value)}
          disabled={disabled}
        />
      </div>
      {valid && readings.length > 0 ? (
        <ul className={css.readout} aria-live="polite">
          {readings.map((r) => {
            const passes = r.ratio >= r.min;
            return (
              <li key={r.label} className={passes ? css.pass : css.fail} data-contrast={passes ? 'pass' : 'fail'}>
                {formatReading(r, passes)}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
