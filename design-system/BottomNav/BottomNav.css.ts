import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** Fixed to the bottom of the 480 px column: 56 px plus the home-indicator safe area. */
export const nav = style({
  position: 'fixed',
  insetBlockEnd: 0,
  insetInline: 0,
  marginInline: 'auto',
  maxWidth: vars.size.column,
  zIndex: vars.zIndex.nav,
  boxSizing: 'border-box',
  height: `calc(${vars.size.bottomNav} + env(safe-area-inset-bottom))`,
  paddingBlockEnd: 'env(safe-area-inset-bottom)',
  paddingInline: `max(env(safe-area-inset-left), env(safe-area-inset-right))`,
  display: 'flex',
  background: vars.color.navBg,
  borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const list = style({
  flex: 1,
  minWidth: 0,
  display: 'grid',
  gridAutoColumns: 'minmax(0, 1fr)',
  gridAutoFlow: 'column',
  height: vars.size.bottomNav,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The `trailing` slot: as tall as the bar, as wide as what it holds (a tab's width while that loads). */
export const trailing = style({ flex: 'none', minWidth: vars.space.xxxl, height: vars.size.bottomNav });

export const item = style({ display: 'flex', minWidth: 0 });

export const link = style({
  position: 'relative',
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minWidth: 0,
  minHeight: vars.size.touch,
  paddingInline: vars.space.xxs,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  WebkitTapHighlightColor: 'transparent',
  transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[aria-current="page"]': { color: vars.color.brandAccentText, fontWeight: vars.fontWeight.bold },
    '&:active': { opacity: 0.8 },
  },
  '@media': {
    '(hover: hover)': { selectors: { '&:hover': { color: vars.color.text } } },
  },
});

/** The icon sits on a soft pill when its tab is active. */
export const iconWrap = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.xxxl,
  height: vars.size.iconLg,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${link}[aria-current="page"] &`]: { background: vars.color.brandAccentSoft },
  },
});
globalStyle(`${iconWrap} > svg`, { width: vars.size.icon, height: vars.size.icon });

/** Sits on the icon's top end corner; after the label in the DOM so the name reads "Member centre, 5 unread". */
export const badge = style({
  position: 'absolute',
  insetBlockStart: vars.space.xxs,
  insetInlineStart: `calc(50% + ${vars.space.xs})`,
});

/** Up to two lines ("Member centre" on a 360 px phone), then an ellipsis. */
export const label = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  maxWidth: '100%',
  textAlign: 'center',
  overflowWrap: 'anywhere',
});
