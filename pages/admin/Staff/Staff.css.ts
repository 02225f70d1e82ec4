import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

/** The staff page's brand picker: a fieldset styled like the other fields (label, hint, boxes, error). */

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

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
});

/** The boxes, one a line (each its own 44 px touch target). */
export const boxes = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const brandLabel = style({ overflowWrap: 'anywhere' });

export const error = style([
  hint,
  {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.xs,
    color: vars.color.critical,
  },
]);

export const errorIcon = style({
  flexShrink: 0,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  marginBlockStart: `calc((${vars.fontSize.xs} * ${vars.lineHeight.normal} - ${vars.size.iconSm}) / 2)`,
});
