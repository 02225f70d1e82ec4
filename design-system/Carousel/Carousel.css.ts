import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** Track position in slides (with clones when looping). */
export const position = createVar();
/** Slides in view at once. */
export const perView = createVar();
/** Gap between slides: a space token, or 0%. */
export const gap = createVar();
/** Live drag offset in px. */
export const drag = createVar();
/** Slide transition duration. */
export const transition = createVar();
const direction = createVar();
/** Width / height of image slides. */
export const ratio = createVar();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const viewport = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  touchAction: 'pan-y',
  userSelect: 'none',
});

export const track = style({
  vars: { [direction]: '1', [drag]: '0%', [position]: '0', [perView]: '1', [gap]: '0%', [transition]: '0s' },
  display: 'flex',
  columnGap: gap,
  transform: `translateX(calc(${direction} * ${position} * (100% + ${gap}) / ${perView} * -1 + ${drag}))`,
  transition: `transform ${transition} ${vars.motion.easing}`,
  willChange: 'transform',
  selectors: {
    '[dir="rtl"] &': { vars: { [direction]: '-1' } },
    '&[data-animate="false"]': { transition: 'none' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const slide = style({
  flex: `0 0 calc((100% - (${perView} - 1) * ${gap}) / ${perView})`,
  minWidth: 0,
});

export const slideButton = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.lg,
  background: 'transparent',
  color: 'inherit',
  textAlign: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.size.focusRing} * 2)` },
  },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: ratio,
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.skeleton,
  WebkitUserDrag: 'none',
} as Parameters<typeof style>[0]);

const arrowBase = style({
  position: 'absolute',
  insetBlockStart: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.raised,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  cursor: 'pointer',
  transition: `opacity ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[aria-disabled="true"]': { opacity: 0.4, cursor: 'default' },
  },
});

export const prev = style([arrowBase, { insetInlineStart: vars.space.sm }]);
export const next = style([arrowBase, { insetInlineEnd: vars.space.sm }]);

const rowArrow = style([
  arrowBase,
  {
    position: 'static',
    transform: 'none',
    background: 'transparent',
    boxShadow: 'none',
    color: vars.color.textMuted,
  },
]);
/** Banner arrows flank the dots, at the row's ends, so they never cover the artwork. */
export const rowPrev = style([rowArrow, { order: -1, marginInlineEnd: 'auto' }]);
export const rowNext = style([rowArrow, { order: 1, marginInlineStart: 'auto' }]);

/** Chevrons point the reading direction: mirrored in RTL. */
export const arrowIcon = style({
  width: vars.size.icon,
  height: vars.size.icon,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

export const controls = style({
  position: 'relative',
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  minHeight: vars.space.xxl,
});

export const dots = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const dot = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.space.xxl,
  height: vars.space.xxl,
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  '::before': {
    content: '""',
    width: vars.space.sm,
    height: vars.space.sm,
    borderRadius: vars.radius.full,
    background: vars.color.borderStrong,
    transition: `width ${vars.motion.base} ${vars.motion.easing}, background-color ${vars.motion.base} ${vars.motion.easing}`,
  },
  selectors: {
    '&[aria-current="true"]::before': { width: vars.space.lg, background: vars.color.brandAccent },
  },
});

export const toggle = style({
  position: 'absolute',
  insetInlineEnd: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.xxl,
  height: vars.space.xxl,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
});

export const toggleIcon = style({ width: vars.size.iconSm, height: vars.size.iconSm });

/** With row arrows at both ends, the pause toggle sits just inside the next arrow. */
export const toggleBesideArrow = style({ insetInlineEnd: vars.size.touch });
