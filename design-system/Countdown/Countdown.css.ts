import { style } from '@vanilla-extract/css';

/** Tabular figures, so the text does not jitter as the digits change. */
export const timer = style({
  fontVariantNumeric: 'tabular-nums',
});
