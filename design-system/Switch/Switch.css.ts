import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minWidth: 0,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  paddingBlock: vars.space.sm,
});

export const label = style({
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  selectors: { [`${row}[data-disabled] &`]: { color: vars.color.textMuted, cursor: 'not-allowed' } },
});

export const hint = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
});

/** The 44 px touch target around the track; the (invisible) input covers it. */
export const target = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minWidth: `calc(${vars.size.touch} * 1.25)`,
  minHeight: vars.size.touch,
});

export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const track = style({
  position: 'relative',
  display: 'inline-block',
  pointerEvents: 'none',
  width: `calc(${vars.size.icon} * 2 + ${vars.space.xxs} * 2 + ${vars.size.hairline} * 2)`,
  height: `calc(${vars.size.icon} + ${vars.space.xxs} * 2 + ${vars.size.hairline} * 2)`,
  borderRadius: vars.radius.full,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    [`${input}:checked + &`]: { background: vars.color.brandAccent, borderColor: vars.color.brandAccent },
    [`${input}:focus-visible + &`]: {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusRing,
    },
    [`${input}:disabled + &`]: { background: 'transparent', borderColor: vars.color.border },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const thumb = style({
  position: 'absolute',
  top: vars.space.xxs,
  insetInlineStart: vars.space.xxs,
  width: vars.size.icon,
  height: vars.size.icon,
  borderRadius: vars.radius.full,
  background: vars.color.textMuted,
  transitionProperty: 'transform, background-color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    [`${input}:checked + ${track} &`]: {
      transform: `translateX(${vars.size.icon})`,
      background: vars.color.onBrandAccent,
    },
    [`[dir="rtl"] ${input}:checked + ${track} &`]: { transform: `translateX(calc(-1 * ${vars.size.icon}))` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
