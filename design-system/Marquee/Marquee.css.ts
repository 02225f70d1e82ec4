import { createVar, globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** Loop duration, measured at runtime from the content width. */
export const loopDuration = createVar();
const travel = createVar();

// The track holds two identical copies; moving it by half its width is exactly one copy: a seamless loop.
const scroll = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: `translateX(${travel})` },
});

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xs,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const icon = style({
  width: vars.size.icon,
  height: vars.size.icon,
  flexShrink: 0,
  color: vars.color.brandAccentText,
});

export const viewport = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  containerType: 'inline-size',
});

export const track = style({
  vars: { [travel]: '-50%', [loopDuration]: `calc(${vars.motion.page} * 30)` },
  display: 'flex',
  width: 'max-content',
  animation: `${scroll} ${loopDuration} linear infinite`,
  selectors: {
    '[dir="rtl"] &': { vars: { [travel]: '50%' } },
    [`${root}[data-paused] &`]: { animationPlayState: 'paused' },
  },
});

export const copy = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxl,
  flexShrink: 0,
  // At least the strip's width, so short text leaves the strip before its twin enters.
  minWidth: '100cqw',
  margin: 0,
  padding: 0,
  paddingInlineEnd: vars.space.xxl,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexShrink: 0,
  minWidth: 0,
});

export const button = style({
  display: 'block',
  maxWidth: '100%',
  minHeight: vars.size.touch,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.size.touch,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.brandAccentText },
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
  },
});

export const empty = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const emptyText = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });

/** The failure's retry: a quiet text button that still has the touch height of the strip. */
export const retry = style([
  button,
  {
    flexShrink: 0,
    paddingInline: vars.space.sm,
    color: vars.color.brandAccentText,
    fontWeight: vars.fontWeight.bold,
    overflow: 'visible',
  },
]);

/** The placeholder line while the announcements load: centred in the strip's touch height. */
export const skeleton = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
});

/**
 * Static layout: under reduced motion, when `animate` is off, and while a keyboard user is inside
 * (an off-screen button must never hold focus). No scrolling; every item shrinks with an ellipsis.
 */
export const staticRoot = style({});

const staticSelectors = [`${staticRoot}`, `${root}:has(:focus-visible)`];
const inStatic = (child: string) => staticSelectors.map((s) => `${s} ${child}`).join(', ');

globalStyle(inStatic(track), { animation: 'none', width: '100%' });
globalStyle(inStatic(copy), { minWidth: 0, width: '100%', paddingInlineEnd: 0 });
globalStyle(inStatic(`${copy} + ${copy}`), { display: 'none' });
globalStyle(inStatic(item), { flexShrink: 1 });

globalStyle(`${track}`, {
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none', width: '100%' },
  },
});
globalStyle(`${copy}`, {
  '@media': {
    '(prefers-reduced-motion: reduce)': { minWidth: 0, width: '100%', paddingInlineEnd: 0 },
  },
});
globalStyle(`${copy} + ${copy}`, {
  '@media': { '(prefers-reduced-motion: reduce)': { display: 'none' } },
});
globalStyle(`${item}`, {
  '@media': { '(prefers-reduced-motion: reduce)': { flexShrink: 1 } },
});
