import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** Shared layout of a labelled form field: label, control, then hint or error. Used by TextField, Select, Checkbox. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

export const optional = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
});

export const message = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
});

export const errorMessage = style([message, { color: vars.color.critical }]);

export const messageIcon = style({
  flexShrink: 0,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  // Centre the icon on the first line of text.
  marginBlockStart: `calc((${vars.fontSize.xs} * ${vars.lineHeight.normal} - ${vars.size.iconSm}) / 2)`,
});

/** The bordered box around an input or select, including its prefix and suffix. */
export const control = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  paddingInline: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  borderWidth: vars.size.hairline,
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.md,
  transitionProperty: 'border-color, box-shadow, background-color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&:has(input:focus-visible, select:focus-visible)': {
      borderColor: vars.color.focus,
      boxShadow: `0 0 0 ${vars.size.hairline} ${vars.color.focus}`,
    },
    '&[data-readonly]': { background: 'transparent', borderStyle: 'dashed' },
    // No opacity: the prefix/suffix text must keep its contrast (only the disabled input itself is exempt).
    '&[data-disabled]': {
      background: 'transparent',
      borderColor: vars.color.border,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});

export const affix = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
});
globalStyle(`${affix} > svg`, { width: vars.size.icon, height: vars.size.icon });

export const prefix = style([
  affix,
  {
    alignSelf: 'stretch',
    paddingInlineEnd: vars.space.sm,
    borderInlineEnd: `${vars.size.hairline} solid ${vars.color.border}`,
  },
]);

/** A suffix that holds a button sits closer to the edge. */
export const suffix = style([affix, { marginInlineEnd: `calc(${vars.space.xs} * -1)` }]);
