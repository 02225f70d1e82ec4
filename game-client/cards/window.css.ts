import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { gameColor, textShadow } from '../frame/theme.css';

export const status = style({
  margin: 0,
  minHeight: '1.5em',
  textAlign: 'center',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  textShadow,
  selectors: { '&[data-win]': { color: gameColor.accent } },
});
export const hint = style({ margin: 0, textAlign: 'center', fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const actions = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center', justifyContent: 'flex-end' });
export const totalLine = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const rules = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });
