import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const thumb = style({
  display: 'block',
  inlineSize: `calc(${vars.size.touch} * 3)`,
  aspectRatio: '8 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.raised,
});

export const link = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const fileInput = style({ display: 'none' });
