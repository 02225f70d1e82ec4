import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const row = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm, minWidth: 0 });
export const field = style({ flex: 1, minWidth: 0 });
export const swatch = style({
  inlineSize: vars.size.touch,
  blockSize: vars.size.touch,
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  padding: 0,
  cursor: 'pointer',
  background: 'transparent',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});
export const readout = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginBlockStart: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
export const pass = style({ color: vars.color.positive });
export const fail = style({ color: vars.color.critical, fontWeight: vars.fontWeight.medium });
