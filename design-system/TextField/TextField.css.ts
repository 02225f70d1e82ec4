import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const input = style({
  flex: 1,
  alignSelf: 'stretch',
  minWidth: 0,
  margin: 0,
  padding: 0,
  paddingBlock: vars.space.sm,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  // 16 px keeps iOS Safari from zooming in on focus.
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted },
    '&:focus-visible': { outline: 'none' },
  },
});
