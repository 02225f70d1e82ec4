import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** The profile's round picture. */
export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.space.huge,
  height: vars.space.huge,
  borderRadius: vars.radius.full,
  padding: 0,
  border: 0,
  background: vars.color.brandAccentSoft,
  color: vars.color.brandAccentText,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'default' },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.space.xxs },
  },
});

export const name = style({
  maxWidth: '100%',
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const account = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** A member feature's tile: icon over its name, centred, two touch targets tall. */
export const entry = style({
  alignItems: 'center',
  justifyContent: 'center',
  height: '100%',
  minHeight: `calc(${vars.size.touch} * 2)`,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
  position: 'relative',
});

/** A count on an entry (the reward centre's claimable rewards), in its top corner. */
export const entryBadge = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineEnd: vars.space.xs,
});

export const entryIcon = style({
  color: vars.color.brandAccentText,
});

/** The member's bonuses: a heading with the code button, then one progress card a grant. */
export const bonuses = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
