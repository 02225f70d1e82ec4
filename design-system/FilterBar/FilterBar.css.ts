import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const bar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

/**
 * The filters side by side, two to a row on a phone; their controls line up at the bottom when one
 * label takes two lines.
 */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  alignItems: 'end',
  gap: vars.space.sm,
});

export const hint = style({
  gridColumn: '1 / -1',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});
