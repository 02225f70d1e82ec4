import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** The notice list: cards with room between them, the unread count under the last one. */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const footer = style({
  margin: 0,
  paddingBlock: vars.space.md,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
