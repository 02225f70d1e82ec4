import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const history = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
});

export const entry = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.xxs,
  paddingBlock: vars.space.md,
  borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const when = style({
  fontWeight: vars.fontWeight.medium,
});

export const device = style({
  justifySelf: 'end',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const ip = style({
  gridColumn: '1 / -1',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});
