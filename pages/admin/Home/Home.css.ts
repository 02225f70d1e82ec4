import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

/** The role line's shield, in the accent colour. */
export const leadIcon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  color: vars.color.brandAccentText,
});

export const muted = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** A section the role can open, with its state at the end; rows divided by a hairline. */
export const listItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.size.touch,
  paddingBlock: vars.space.sm,
  borderTop: `${vars.size.hairline} solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:first-child': { borderTop: 0 } },
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
