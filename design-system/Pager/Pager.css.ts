import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const status = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
});

export const nextIcon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
});

export const loadMore = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
});
