import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** The form inside the dialog's scrolling body: the fields in a column. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

/**
 * The pinned footer: the form's error (when there is one) above the Cancel / Save row, under a
 * hairline across the whole dialog, so fields scrolling beneath it read as cut off on purpose.
 */
export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  marginInline: `calc(-1 * ${vars.space.lg})`,
  paddingInline: vars.space.lg,
  paddingTop: vars.space.md,
  borderTop: `${vars.size.hairline} solid ${vars.color.border}`,
});

/** The form-level error, next to the button that caused it and never scrolled out of sight. */
export const alert = style({
  margin: 0,
  color: vars.color.critical,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  gap: vars.space.sm,
});

globalStyle(`${actions} > *`, { flex: '1 1 0', minWidth: 0 });
