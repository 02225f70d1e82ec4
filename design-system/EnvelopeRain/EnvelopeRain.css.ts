import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** Each envelope's column, delay, duration and (without motion) resting height, set inline. */
export const left = createVar();
export const delay = createVar();
export const duration = createVar();
export const rest = createVar();

const fall = keyframes({
  from: { transform: 'translateY(-120%) rotate(-12deg)' },
  to: { transform: `translateY(calc(${vars.size.touch} * 7)) rotate(12deg)` },
});

/** The stage: one large button, so a tap anywhere in the rain grabs (and it has one accessible name). */
export const stage = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  height: `calc(${vars.size.touch} * 6)`,
  overflow: 'hidden',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.lg,
  background: `linear-gradient(180deg, ${vars.color.criticalSoft}, ${vars.color.raised})`,
  color: vars.color.text,
  cursor: 'pointer',
  font: 'inherit',
  touchAction: 'manipulation',
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.space.xxs },
    '&:active': { transform: 'scale(0.99)' },
    '&[aria-busy="true"]': { cursor: 'progress' },
    '&:disabled': { cursor: 'default' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { selectors: { '&:active': { transform: 'none' } } } },
});

export const envelope = style({
  position: 'absolute',
  top: 0,
  left,
  width: `calc(${vars.size.touch} * 0.8)`,
  height: vars.size.touch,
  borderRadius: vars.radius.sm,
  background: vars.color.critical,
  boxShadow: vars.shadow.md,
  animationName: fall,
  animationDuration: duration,
  animationDelay: delay,
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  animationFillMode: 'backwards',
  pointerEvents: 'none',
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animation: 'none',
      transform: `translateY(${rest}) rotate(-6deg)`,
    },
  },
});

/** The gold seal on each envelope. */
export const seal = style({
  position: 'absolute',
  top: '30%',
  left: '50%',
  width: `calc(${vars.size.touch} * 0.3)`,
  height: `calc(${vars.size.touch} * 0.3)`,
  transform: 'translateX(-50%)',
  borderRadius: vars.radius.full,
  background: vars.color.brandAccent,
});

/** The call to action in the middle of the stage. */
export const label = style({
  position: 'absolute',
  insetInline: vars.space.lg,
  bottom: vars.space.lg,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandAccent,
  color: vars.color.onBrandAccent,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  boxShadow: vars.shadow.md,
});
