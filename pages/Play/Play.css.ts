import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** The page's own states before the game window opens: opening, and "could not be opened". */
export const page = style({
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
});
export const loading = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  color: vars.color.textMuted,
});
