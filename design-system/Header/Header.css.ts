import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { headerLayout } from '../../themes/header';

/** Symmetric side padding that also clears a landscape notch on either side. */
const sideInset = `calc(${vars.space.xs} + max(env(safe-area-inset-left), env(safe-area-inset-right)))`;

/** The sticky bar: 48 px tall below the status-bar safe area. */
/** Below this header width a visitor's header makes room for Free play, Log in and Register. */
const narrow = `(width < ${headerLayout.roomyFrom})`;

export const bar = style({
  // The header's own width decides the compact visitor layout (a story frame is as narrow as a phone).
  containerType: 'inline-size',
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.header,
  boxSizing: 'border-box',
  width: '100%',
  minHeight: `calc(${vars.size.header} + env(safe-area-inset-top))`,
  paddingBlockStart: 'env(safe-area-inset-top)',
  paddingInline: sideInset,
  background: vars.color.headerBg,
  color: vars.color.text,
  borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: vars.size.header,
  minWidth: 0,
});

/** The logo may shrink (it scales) so the actions never overflow a 360 px phone. */
export const logo = style({
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  flexShrink: 1,
  paddingInlineStart: vars.space.xs,
  overflow: 'hidden',
});
globalStyle(`${logo} svg, ${logo} img`, {
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  maxHeight: vars.size.touch,
});

/** A visitor's full logo; below 400 px the mark alone takes its place. */
export const logoFull = style({
  display: 'contents',
  '@container': { [narrow]: { display: 'none' } },
});

export const logoMark = style({
  display: 'none',
  '@container': { [narrow]: { display: 'contents' } },
});

/** Takes the free space; centres the title inside it. */
export const middle = style({
  flex: '1 1 0',
  minWidth: 0,
  display: 'flex',
  justifyContent: 'center',
});

/** One line, ellipsis at the end; the line box is tall enough that ascenders and descenders are never cut. */
export const title = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  paddingBlock: vars.space.xxs,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
  textAlign: 'center',
  // The title's own script sets its direction, so an English title in an RTL page still ellipsises at its end.
  unicodeBidi: 'plaintext',
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
});

export const authButtons = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineEnd: vars.space.xxs,
});

/** Free play: a gamepad over its name, in the accent's text colour; 44 px tall, as narrow as its name. */
export const freePlay = style({
  position: 'relative',
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.touch,
  margin: 0,
  paddingInline: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.brandAccentText,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  touchAction: 'manipulation',
  userSelect: 'none',
  WebkitUserSelect: 'none',
  transitionProperty: 'transform, opacity, background-color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:active:not([aria-busy="true"])': { transform: 'scale(0.97)', opacity: 0.85 },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
  '@media': {
    '(hover: hover)': { selectors: { '&:hover': { background: vars.color.brandAccentSoft } } },
  },
});

/**
 * On a page with a back arrow the title keeps its room: there Free play shows only in the widest column
 * (a desktop). On a phone a visitor finds it on home, and on /m/login.
 */
export const freePlayYields = style({
  '@container': { [`(width < ${headerLayout.titleRoomyFrom})`]: { display: 'none' } },
});

export const freePlayIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.icon,
  height: vars.size.icon,
});
globalStyle(`${freePlayIcon} > svg`, { width: '100%', height: '100%' });

export const freePlayLabel = style({
  whiteSpace: 'nowrap',
});

/** Balance pill: the money figure with the Deposit "+" button docked at its end. */
export const balance = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: vars.space.xxxl,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.none,
  borderRadius: vars.radius.full,
  background: vars.color.raised,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
});

/** Keeps the lead column as wide as the end button on the slim bar, so the title stays centred. */
export const spacer = style({
  flexShrink: 0,
  width: vars.size.touch,
  height: vars.size.touch,
});

const wiggle = keyframes({
  '0%, 55%, 100%': { transform: 'rotate(0deg)' },
  '62%': { transform: 'rotate(-14deg)' },
  '69%': { transform: 'rotate(12deg)' },
  '76%': { transform: 'rotate(-8deg)' },
  '83%': { transform: 'rotate(5deg)' },
  '90%': { transform: 'rotate(0deg)' },
});

/** The gift on Register wiggles every couple of seconds; still under reduced motion. */
export const gift = style({
  transformOrigin: '50% 80%',
  // Every 2.4 s (8 page-transition lengths); the wiggle itself is the last half of the cycle.
  animation: `${wiggle} calc(${vars.motion.page} * 8) ${vars.motion.easing} infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** Direction icons point the other way in right-to-left languages. */
export const flipInRtl = style({
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
