import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const captchaImage = style({
  display: 'block',
  height: vars.size.touch,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});

export const captchaButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touch,
  minHeight: vars.size.touch,
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  ':focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.size.hairline },
});
