import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const images = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const imageRow = style({
  display: 'grid',
  gridTemplateColumns: `calc(${vars.size.touch} * 2) minmax(0, 1fr) auto`,
  alignItems: 'center',
  gap: vars.space.sm,
});

export const thumb = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '8 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.raised,
});

export const url = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const proof = style({
  display: 'block',
  inlineSize: `calc(${vars.size.touch} * 2)`,
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.raised,
});

export const proofs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export { visuallyHidden as fileInput } from '../../../design-system/Text/Text.css';
