import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const stake = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});
export const value = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  minWidth: `calc(${vars.size.touch} + ${vars.space.lg})`,
});
