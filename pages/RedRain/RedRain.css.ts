import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const center = style({ textAlign: 'center', alignItems: 'center' });

/** The big countdown: the numeric face, tabular, in the accent. */
export const clock = style({
  fontFamily: vars.font.numeric,
  fontSize: `calc(${vars.fontSize.xl} * 2)`,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.brandAccentText,
  lineHeight: vars.lineHeight.tight,
});
