import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 'auto',
  minHeight: 0,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  flex: 'auto',
  padding: vars.space.lg,
  paddingBlockEnd: vars.space.xl,
});

export const older = style({ alignSelf: 'center' });

export const composer = style({
  position: 'sticky',
  insetBlockEnd: 0,
  zIndex: 1,
  paddingBlockEnd: 'env(safe-area-inset-bottom)',
  background: vars.color.surface,
});
