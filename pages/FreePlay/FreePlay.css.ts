import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** A rule of free play: text on a quiet card (the card itself is layout props). */
export const point = style({
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const pointIcon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  color: vars.color.brandAccentText,
});
