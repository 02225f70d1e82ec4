import { createVar, globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** One loop's duration, set at runtime from the number of entries (a constant reading pace). */
export const loopDuration = createVar();

/** A row: a 40 px icon plus its block padding, 56 px. Fixed, so the viewport holds whole rows. */
const rowHeight = `calc(${vars.size.touch} + ${vars.space.md})`;
const rowGap = vars.space.xs;
const iconSize = `calc(${vars.size.touch} - ${vars.space.xs})`;
/** A list scrolled by hand shows three and a half rows: the half row says there is more. */
const byHandHeight = `calc(${rowHeight} * 3.5 + ${rowGap} * 3)`;

// The track holds two identical copies; moving it up by half its height is exactly one copy: a seamless loop.
const scroll = keyframes({
  from: { transform: 'translateY(0)' },
  to: { transform: 'translateY(-50%)' },
});

export const root = style({
  minWidth: 0,
  paddingInline: vars.space.md,
  paddingBlockEnd: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
});

/** The two tabs share the bar's width: two large, easy targets on a phone. */
export const tabs = style({});
globalStyle(`${tabs} [role="tab"]`, { flex: '1 1 0', minWidth: 0 });

export const panel = style({ paddingBlockStart: vars.space.md });

/**
 * The visible window: exactly three rows while the list ticks (the spec scrolls only above three), so
 * a short list never moves and a long one always shows whole rows.
 */
export const viewport = style({
  position: 'relative',
  overflow: 'hidden',
  height: `calc(${rowHeight} * 3 + ${rowGap} * 2)`,
  // Rows fade in and out at the edges instead of being cut by a hard line (a mask reads only the alpha).
  maskImage: `linear-gradient(transparent, ${vars.color.text} ${vars.space.sm}, ${vars.color.text} calc(100% - ${vars.space.sm}), transparent)`,
});

export const track = style({
  vars: { [loopDuration]: `calc(${vars.motion.page} * 100)` },
  display: 'flex',
  flexDirection: 'column',
  animation: `${scroll} ${loopDuration} linear infinite`,
  selectors: {
    [`${viewport}[data-paused] &`]: { animationPlayState: 'paused' },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: rowGap,
  flexShrink: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Each copy ends with one gap, so the seam between the copies is a normal gap. */
export const loopCopy = style({ paddingBlockEnd: rowGap });

/**
 * A list that does not tick (three or fewer entries, reduced motion): all rows in place; a long one
 * scrolls by hand, with half a row peeking out so it is clear there is more.
 */
export const still = style({
  maxHeight: byHandHeight,
  overflowY: 'auto',
  overscrollBehaviorY: 'contain',
});

/** A still list with more rows than the window: the half row at the bottom fades out (a mask reads only alpha). */
export const stillOverflow = style({
  maskImage: `linear-gradient(${vars.color.text} calc(100% - ${vars.space.xxl}), transparent)`,
});

/**
 * While a keyboard user is inside, a ticking list stands still and scrolls by hand, so the focused entry
 * is always on screen. Reduced motion does the same before the script has run (a server-rendered page).
 */
const keyboardInside = `${viewport}:has(:focus-visible)`;
globalStyle(keyboardInside, {
  height: 'auto',
  maxHeight: byHandHeight,
  overflowY: 'auto',
  maskImage: 'none',
});
globalStyle(`${keyboardInside} ${track}`, { animation: 'none' });
globalStyle(`${keyboardInside} ${list} + ${list}`, { display: 'none' });

globalStyle(`${viewport}`, {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      height: 'auto',
      maxHeight: byHandHeight,
      overflowY: 'auto',
      maskImage: 'none',
    },
  },
});
globalStyle(`${track}`, { '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } } });
globalStyle(`${list} + ${list}`, { '@media': { '(prefers-reduced-motion: reduce)': { display: 'none' } } });

export const entry = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  height: rowHeight,
  minHeight: vars.size.touch,
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.raised,
  // A hairline outline: in light mode the row is as white as the card.
  boxShadow: `inset 0 0 0 ${vars.size.hairline} ${vars.color.border}`,
  color: vars.color.text,
  fontFamily: vars.font.body,
  textAlign: 'start',
  cursor: 'pointer',
  touchAction: 'manipulation',
  transitionProperty: 'background-color, transform',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:hover': { background: vars.color.brandAccentSoft },
    '&:active': { transform: 'scale(0.98)' },
    // Inset ring: the viewport clips anything outside the row.
    '&:focus-visible': { outlineOffset: `calc(${vars.size.focusRing} * -1)` },
  },
});

export const icon = style({
  flexShrink: 0,
  width: iconSize,
  height: iconSize,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 auto',
  minWidth: 0,
});

const oneLine = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

export const game = style({
  ...oneLine,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

export const player = style({
  ...oneLine,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
});

export const amount = style({
  flexShrink: 0,
  maxWidth: '50%',
});

export const empty = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  margin: 0,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.raised,
  boxShadow: `inset 0 0 0 ${vars.size.hairline} ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const emptyIcon = style({
  flexShrink: 0,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
});

export const skeletonRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  height: rowHeight,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.raised,
  boxShadow: `inset 0 0 0 ${vars.size.hairline} ${vars.color.border}`,
});

export const skeletonRows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: rowGap,
});

export const skeletonText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: '1 1 auto',
  minWidth: 0,
});

export const skeletonIcon = style({ width: iconSize, height: iconSize });
