import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

/** The 44 × 44 touch target around the visual box; the real input covers all of it. */
export const target = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touch,
  height: vars.size.touch,
  // Pull the target into the gutter so the box lines up with other fields' edges.
  marginInlineStart: `calc((${vars.size.touch} - ${vars.size.icon}) / -2)`,
});

export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.icon,
  height: vars.size.icon,
  borderWidth: vars.size.hairline,
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  // Capped so a round-cornered brand's box never reads as a radio button.
  borderRadius: `min(${vars.radius.sm}, ${vars.space.xs})`,
  background: vars.color.surface,
  color: vars.color.onBrandAccent,
  pointerEvents: 'none',
  transitionProperty: 'background-color, border-color, transform',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    [`${input}:checked + &, ${input}:indeterminate + &`]: {
      background: vars.color.brandAccent,
      borderColor: vars.color.brandAccent,
    },
    [`${input}[aria-invalid="true"] + &`]: { borderColor: vars.color.critical },
    [`${input}:focus-visible + &`]: {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusRing,
    },
    [`${input}:active:enabled + &`]: { transform: 'scale(0.9)' },
    [`${input}:disabled + &`]: { opacity: 0.5 },
  },
});

const mark = style({
  display: 'none',
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  strokeWidth: 3,
});

export const checkMark = style([
  mark,
  { selectors: { [`${input}:checked:not(:indeterminate) + ${box} &`]: { display: 'block' } } },
]);

export const mixedMark = style([mark, { selectors: { [`${input}:indeterminate + ${box} &`]: { display: 'block' } } }]);

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  // Centre the first line of the label on the 44 px target.
  paddingBlockStart: `calc((${vars.size.touch} - ${vars.fontSize.sm} * ${vars.lineHeight.normal}) / 2)`,
});

export const label = style({
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});
