import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const textarea = style({
  flex: 1,
  alignSelf: 'stretch',
  minWidth: 0,
  minHeight: `calc(${vars.size.touch} * 2)`,
  margin: 0,
  padding: 0,
  paddingBlock: vars.space.sm,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  // 16 px keeps iOS Safari from zooming in on focus.
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  resize: 'vertical',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

/** Hint (or error) at the start, the character count at the end. */
export const below = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minWidth: 0,
});

export const counter = style({
  flexShrink: 0,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.lineHeight.normal,
  selectors: { '&[data-full]': { color: vars.color.text, fontWeight: vars.fontWeight.bold } },
});

/** The server's answer when the action failed: inside the dialog, above its buttons. */
export const serverError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.criticalSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const serverErrorIcon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
});
