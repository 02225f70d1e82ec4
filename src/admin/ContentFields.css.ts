import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** The live preview of the HTML being edited: the player's card, framed. */
export const preview = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} dashed ${vars.color.borderStrong}`,
  background: vars.color.page,
  maxBlockSize: vars.size.column,
  overflow: 'auto',
});

export const previewLabel = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
