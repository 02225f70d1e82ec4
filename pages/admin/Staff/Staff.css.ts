import { style } from '@vanilla-extract/css';
import { adminLayout } from '../../../themes/admin';
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

/**
 * A row's buttons two by two, each column as wide as its widest button: halves of the card on a phone,
 * their own width in the desktop table (a table cell would otherwise squeeze them to nothing).
 */
export const actions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  '@media': { [adminLayout.wide]: { gridTemplateColumns: 'repeat(2, max-content)' } },
});
