import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

/** The per-bet-type largest stakes: a group named by its legend, drawn as a field label. */
export const byType = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});
