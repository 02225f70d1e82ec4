import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/**
 * The dock: a narrow slot at the inline-end edge of the bottom navigation (its `trailing` slot), as
 * tall as the bar. The tab fills it; the actions open above it.
 */
export const dock = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  height: '100%',
});

/** The whole slot is the touch target: 36 × 56 px. */
export const tab = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  inlineSize: vars.space.xxxl,
  blockSize: vars.size.bottomNav,
  minBlockSize: vars.size.touch,
  margin: 0,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.onBrandAccent,
  cursor: 'pointer',
  touchAction: 'manipulation',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&:focus-visible': { outline: 'none' },
  },
});

/** The visible tab: an accent half-pill flush with the edge, rounded on its inner side. */
export const tabFace = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: `calc(${vars.space.xxl} + ${vars.space.xs})`,
  blockSize: vars.size.touch,
  borderStartStartRadius: vars.radius.full,
  borderEndStartRadius: vars.radius.full,
  background: vars.color.brandAccent,
  boxShadow: vars.shadow.sm,
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${tab}:active &`]: { transform: 'scale(0.94)' },
    [`${tab}:focus-visible &`]: {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.hairline,
    },
  },
  '@media': {
    '(hover: hover)': { selectors: { [`${tab}:hover &`]: { background: vars.color.brandAccentHover } } },
  },
});
globalStyle(`${tabFace} > svg`, { width: vars.size.iconSm, height: vars.size.iconSm });

/** The actions, opened above the tab: a vertical stack of round shortcuts. */
export const bar = style({
  position: 'absolute',
  insetBlockEnd: `calc(100% + ${vars.space.sm})`,
  insetInlineEnd: vars.space.sm,
  zIndex: vars.zIndex.floating,
  minInlineSize: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.raised,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  selectors: { '&[hidden]': { display: 'none' } },
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
