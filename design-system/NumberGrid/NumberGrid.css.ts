import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const columns = styleVariants({
  5: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  6: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  10: { gridTemplateColumns: 'repeat(10, minmax(0, 1fr))' },
});

/** A round number ball: at least 44 px to tap (the grid's gap is part of the target on narrow phones). */
export const ball = style({
  inlineSize: '100%',
  aspectRatio: '1',
  minBlockSize: `calc(${vars.size.touch} - ${vars.space.sm})`,
  borderRadius: vars.radius.full,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  transition: `background ${vars.motion.fast} ${vars.motion.easing}, transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.brandAccent,
      borderColor: vars.color.brandAccent,
      color: vars.color.onBrandAccent,
      fontWeight: vars.fontWeight.bold,
    },
    '&:active:not(:disabled)': { transform: 'scale(0.94)' },
    '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.space.xxs },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const count = style({ marginTop: vars.space.sm, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
