import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** The box (FieldParts' control) around a textarea: the text starts at the top, the focus ring shows. */
export const control = style({
  alignItems: 'stretch',
  selectors: {
    '&:has(textarea:focus-visible)': {
      borderColor: vars.color.focus,
      boxShadow: `0 0 0 ${vars.size.hairline} ${vars.color.focus}`,
    },
  },
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
    '&:read-only': { cursor: 'default' },
  },
});

/**
 * Grows with the text (CSS field sizing) up to six touch heights, then scrolls; a browser without
 * field sizing keeps the `rows` height and the resize handle.
 */
export const autoGrow = style({
  fieldSizing: 'content',
  maxHeight: `calc(${vars.size.touch} * 6)`,
} as Parameters<typeof style>[0]);

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
  marginInlineStart: 'auto',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.lineHeight.normal,
  selectors: { '&[data-full]': { color: vars.color.text, fontWeight: vars.fontWeight.bold } },
});
