import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** /m/fairness: one column on a phone, centred and capped on a wide screen. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.md,
  maxWidth: vars.size.column,
  marginInline: 'auto',
  width: '100%',
  boxSizing: 'border-box',
});

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const pair = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm });

export const result = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlockStart: vars.space.md,
  minWidth: 0,
});

export const verdict = style({ display: 'flex', justifyContent: 'flex-start' });

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  color: vars.color.textMuted,
});

export const mono = style({ fontFamily: vars.font.numeric, overflowWrap: 'anywhere' });

export const grid = style({
  borderCollapse: 'collapse',
  width: '100%',
  tableLayout: 'fixed',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});
export const gridCaption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBlockEnd: vars.space.xs,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
});
globalStyle(`${grid} th, ${grid} td`, {
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  padding: vars.space.xs,
  textAlign: 'center',
  fontFamily: vars.font.numeric,
});
globalStyle(`${grid} th`, {
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${grid} td`, { color: vars.color.text, fontWeight: vars.fontWeight.bold });

/** The recomputed cards of a card round: five to a row, each at most three rem wide. */
export const cards = style({
  display: 'grid',
  gridTemplateColumns: `repeat(5, minmax(0, calc(${vars.space.lg} * 3)))`,
  gap: vars.space.xs,
});
