import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

/** Page arrangement only: gutters and vertical rhythm. Widgets own their look. */
export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.md,
});

export const center = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  padding: vars.space.lg,
});

export const grid4 = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.sm,
});

export const row = style({
  display: 'flex',
  gap: vars.space.sm,
});
