import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { gameColor, glass } from '../frame/theme.css';

/** The bingo window's parts: on the game's dark stage (GameFrame), the prize table also in a sheet. */

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  background: glass,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  minWidth: 0,
});

// ---- Card
export const card = style([panel, { gap: vars.space.xxs }]);
export const cardWon = style({
  borderColor: gameColor.accent,
  boxShadow: `0 0 0 ${vars.size.hairline} ${gameColor.accent}`,
});
export const cardHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  minWidth: 0,
});
export const cardWin = style({ color: gameColor.accent, fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const letter = style({
  textAlign: 'center',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: gameColor.accent,
});
const cellBase = style({
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '1',
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  minWidth: 0,
});
export const cell = styleVariants({
  open: [cellBase, { background: vars.color.surface, color: vars.color.text }],
  daubed: [cellBase, { background: vars.color.brandAccent, color: vars.color.onBrandAccent }],
  last: [
    cellBase,
    {
      background: vars.color.brandAccent,
      color: vars.color.onBrandAccent,
      outline: `${vars.size.focusRing} solid ${gameColor.accent}`,
      outlineOffset: `calc(-1 * ${vars.size.hairline})`,
    },
  ],
  free: [cellBase, { background: vars.color.positive, color: vars.color.page, fontSize: vars.fontSize.xs }],
});
export const cards = styleVariants({
  one: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.sm,
    maxWidth: `calc(${vars.space.lg} * 20)`,
    marginInline: 'auto',
    width: '100%',
  },
  many: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm, width: '100%' },
});

// ---- Ball board
export const board = style([panel]);
export const boardHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });
export const lastBall = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: vars.space.huge,
  blockSize: vars.space.huge,
  flex: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.brandAccent,
  color: vars.color.onBrandAccent,
  fontFamily: vars.font.numeric,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
});
export const lastLetter = style({ display: 'block', fontSize: vars.fontSize.xs });
export const boardCount = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const boardGrid = style({
  display: 'grid',
  gridTemplateColumns: `${vars.space.md} repeat(15, minmax(0, 1fr))`,
  gap: vars.space.xxs,
  alignItems: 'center',
});
const ballBase = style({
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '1',
  borderRadius: vars.radius.full,
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  fontSize: `calc(${vars.space.lg} * 0.625)`,
  minWidth: 0,
});
export const ball = styleVariants({
  open: [ballBase, { color: vars.color.textSubtle }],
  base: [
    ballBase,
    { background: vars.color.brandAccent, color: vars.color.onBrandAccent, fontWeight: vars.fontWeight.bold },
  ],
  extra: [ballBase, { background: vars.color.info, color: vars.color.page, fontWeight: vars.fontWeight.bold }],
});
export const legend = style({
  display: 'flex',
  gap: vars.space.md,
  flexWrap: 'wrap',
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
export const swatch = styleVariants({
  base: {
    display: 'inline-block',
    inlineSize: vars.space.sm,
    blockSize: vars.space.sm,
    borderRadius: vars.radius.full,
    background: vars.color.brandAccent,
    marginInlineEnd: vars.space.xxs,
  },
  extra: {
    display: 'inline-block',
    inlineSize: vars.space.sm,
    blockSize: vars.space.sm,
    borderRadius: vars.radius.full,
    background: vars.color.info,
    marginInlineEnd: vars.space.xxs,
  },
});

// ---- Prize table
export const prizes = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const prizeCaption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  paddingBlockEnd: vars.space.xs,
});
export const prizeRow = style({ borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}` });
export const prizeRowWon = style({ background: vars.color.positiveSoft });
export const prizeCell = style({ padding: `${vars.space.xs} ${vars.space.xs}`, verticalAlign: 'middle' });
export const prizeNum = style([
  prizeCell,
  { textAlign: 'end', fontFamily: vars.font.numeric, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
]);
export const shape = style({
  display: 'inline-grid',
  gridTemplateColumns: `repeat(5, calc(${vars.space.lg} * 0.375))`,
  gap: `${vars.size.hairline}`,
  verticalAlign: 'middle',
  marginInlineEnd: vars.space.sm,
});
export const shapeCell = styleVariants({
  on: {
    inlineSize: `calc(${vars.space.lg} * 0.375)`,
    blockSize: `calc(${vars.space.lg} * 0.375)`,
    background: vars.color.brandAccent,
    borderRadius: `${vars.size.hairline}`,
  },
  off: {
    inlineSize: `calc(${vars.space.lg} * 0.375)`,
    blockSize: `calc(${vars.space.lg} * 0.375)`,
    background: vars.color.border,
    borderRadius: `${vars.size.hairline}`,
  },
});

// ---- Window
export const stage = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  minWidth: 0,
});
export const buy = style([panel, { gap: vars.space.sm }]);
export const buyRow = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap', alignItems: 'center' });
export const buyLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });
export const total = style({ margin: 0, fontSize: vars.fontSize.sm });
export const actions = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap', justifyContent: 'center' });
export const winLine = style({
  margin: 0,
  textAlign: 'center',
  fontWeight: vars.fontWeight.bold,
  color: gameColor.accent,
});
