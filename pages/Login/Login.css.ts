import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const captchaImage = style({
  display: 'block',
  height: vars.size.touch,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});

export const captchaButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  ':focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.size.hairline },
});

export const formError = style({
  margin: 0,
  color: vars.color.critical,
  fontSize: vars.fontSize.sm,
});

export const links = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const link = style({
  color: vars.color.brandAccentText,
  textDecoration: 'underline',
});

export const mobileRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 5fr)',
  gap: vars.space.sm,
  alignItems: 'start',
});
