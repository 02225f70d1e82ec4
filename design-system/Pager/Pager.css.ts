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
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** Sits at the end of the list; when it scrolls into view the next rows load. */
export const sentinel = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockEnd: 0,
  height: vars.size.hairline,
  pointerEvents: 'none',
});
