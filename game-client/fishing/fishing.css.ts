import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { gameColor, glass } from '../frame/theme.css';

export const sceneBox = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '3 / 4',
  maxBlockSize: '62vh',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  touchAction: 'manipulation',
  userSelect: 'none',
});
export const canvas = style({
  position: 'relative',
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  cursor: 'crosshair',
});
/** The still background, drawn once, under the animated canvas. */
export const backCanvas = style({ position: 'absolute', inset: 0, inlineSize: '100%', blockSize: '100%' });
export const hint = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: vars.space.sm,
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.xs,
  color: vars.color.text,
  pointerEvents: 'none',
});
export const stage = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  minWidth: 0,
});
export const lastShot = style({
  margin: 0,
  minBlockSize: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal})`,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: gameColor.accent,
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const caption = style({ textAlign: 'start', fontWeight: vars.fontWeight.bold, paddingBlockEnd: vars.space.xs });
export const row = style({ borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}` });
export const cell = style({ padding: vars.space.xs, textAlign: 'start' });
export const num = style({
  padding: vars.space.xs,
  textAlign: 'end',
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
});
export const panel = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  background: glass,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
});
