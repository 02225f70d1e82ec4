import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** Distance from the viewport's inline-end edge to the 480 px column's edge (0 on a phone). */
const columnGutter = `calc((100% - min(100%, ${vars.size.column})) / 2)`;

/** A vertical stack of round shortcuts at the inline-end edge of the column, above the bottom nav. */
export const bar = style({
  position: 'fixed',
  minInlineSize: 0,
  margin: 0,
  insetInlineEnd: `calc(${columnGutter} + ${vars.space.sm} + max(env(safe-area-inset-left), env(safe-area-inset-right)))`,
  zIndex: vars.zIndex.floating,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.raised,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
});

export const aboveNav = style({
  insetBlockEnd: `calc(${vars.size.bottomNav} + env(safe-area-inset-bottom) + ${vars.space.lg})`,
});

export const noNav = style({
  insetBlockEnd: `calc(env(safe-area-inset-bottom) + ${vars.space.lg})`,
});

export const action = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minWidth: `calc(${vars.size.touch} + ${vars.space.xl})`,
  minHeight: `calc(${vars.size.touch} + ${vars.space.sm})`,
  padding: vars.space.xs,
  margin: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  touchAction: 'manipulation',
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}, background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&:active': { transform: 'scale(0.94)' } },
  '@media': { '(hover: hover)': { selectors: { '&:hover': { background: vars.color.brandAccentSoft } } } },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.iconLg,
  height: vars.size.iconLg,
  color: vars.color.brandAccentText,
});
globalStyle(`${icon} > svg`, { width: vars.size.icon, height: vars.size.icon });

/** One line: a long translation widens the stack rather than breaking a word. */
export const label = style({
  textAlign: 'center',
  whiteSpace: 'nowrap',
});
