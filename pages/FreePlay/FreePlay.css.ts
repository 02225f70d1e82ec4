import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { heroIcon as baseHeroIcon } from '../shared/hero.css';

export { hero } from '../shared/hero.css';

export const heroIcon = style([
  baseHeroIcon,
  { background: vars.color.brandAccentSoft, color: vars.color.brandAccentText },
]);

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const lead = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

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
