import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

/** An audit row's before → after: one line a key, the old value struck through, the new one bold. */
export const diff = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.xs,
});

export const diffLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
  minWidth: 0,
});

export const diffKey = style({ color: vars.color.textMuted });

export const diffValues = style({
  margin: 0,
  fontFamily: vars.font.numeric,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const diffBefore = style({ color: vars.color.textMuted });

export const diffAfter = style({ textDecoration: 'none', fontWeight: vars.fontWeight.bold });
