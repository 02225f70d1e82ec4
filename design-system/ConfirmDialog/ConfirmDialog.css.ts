import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** The confirmation message reads as body text, not as a muted caption. */
export const message = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});
