import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** A form's fields in a column. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

/** The form-level error line. */
export const alert = style({
  margin: 0,
  color: vars.color.critical,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});
