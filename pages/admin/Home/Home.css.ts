import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

/** The role line's shield, in the accent colour. */
export const leadIcon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  color: vars.color.brandAccentText,
});

/** What a failed ledger check found. */
export const problems = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.xl,
  fontWeight: vars.fontWeight.medium,
});
