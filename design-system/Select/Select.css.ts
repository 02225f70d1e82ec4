import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const select = style({
  flex: 1,
  alignSelf: 'stretch',
  minWidth: 0,
  margin: 0,
  // The chevron sits in the control's inline-end padding area; the select spans the whole box so
  // the entire 44 px row opens the native picker.
  marginInline: `calc(${vars.space.md} * -1)`,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: `calc(${vars.space.md} + ${vars.size.icon} + ${vars.space.sm})`,
  paddingBlock: vars.space.sm,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  appearance: 'none',
  WebkitAppearance: 'none',
  cursor: 'pointer',
  outline: 'none',
  textOverflow: 'ellipsis',
  selectors: {
    '&[data-empty]': { color: vars.color.textMuted },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted },
    '&:focus-visible': { outline: 'none' },
  },
});

/** Options open in the OS picker; give them the surface colours so dark mode is legible on desktop. */
export const option = style({
  background: vars.color.surface,
  color: vars.color.text,
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  insetBlockStart: '50%',
  width: vars.size.icon,
  height: vars.size.icon,
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});
