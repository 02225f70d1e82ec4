import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

/** The staff page's brand picker: a fieldset styled like the other fields (label, boxes, hint or error). */

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

/** Reads as the other fields' labels (design-system/TextField/FieldParts.css.ts). */
export const legend = style({
  padding: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});
