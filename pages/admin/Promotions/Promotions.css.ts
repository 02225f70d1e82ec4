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

/** The categories' checkboxes: a group named by its legend, drawn as a field label. */
export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});
