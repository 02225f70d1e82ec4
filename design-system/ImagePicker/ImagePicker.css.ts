import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tile = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.raised,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const preview = style({ display: 'block', inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const remove = style({
  position: 'absolute',
  insetBlockStart: vars.space.xxs,
  insetInlineEnd: vars.space.xxs,
  display: 'grid',
  placeItems: 'center',
  inlineSize: vars.size.touch,
  blockSize: vars.size.touch,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  ':focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}` },
});

export const removeDot = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: vars.space.xxxl,
  blockSize: vars.space.xxxl,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const add = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  inlineSize: '100%',
  blockSize: '100%',
  border: `${vars.size.hairline} dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  cursor: 'pointer',
  ':focus-within': { outline: `${vars.size.focusRing} solid ${vars.color.focus}` },
});

export { visuallyHidden as input } from '../Text/Text.css';

export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const error = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.critical });
