import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const screen = style({
  maxWidth: vars.size.column,
  minHeight: '100dvh',
  marginInline: 'auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxl,
  padding: `calc(${vars.space.xxl} + env(safe-area-inset-top)) ${vars.space.lg} calc(${vars.space.xxl} + env(safe-area-inset-bottom))`,
  background: vars.color.page,
});
