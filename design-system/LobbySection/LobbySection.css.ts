import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  minWidth: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  gap: vars.space.xxs,
  minHeight: vars.size.touch,
  color: vars.color.brandAccentText,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.space.xxs },
  },
});
