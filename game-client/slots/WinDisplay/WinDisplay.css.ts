import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';
import { gameColor } from '../../frame/theme.css';

export const summary = style({
  minHeight: `calc(${vars.size.touch} + ${vars.space.xs})`,
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const head = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});
export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.xs,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  columnGap: vars.space.md,
});
export const freeSpins = style({
  margin: 0,
  textAlign: 'center',
  fontWeight: vars.fontWeight.bold,
  color: gameColor.accent,
});
