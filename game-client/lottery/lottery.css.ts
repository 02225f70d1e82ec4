import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { deepGlass, gameColor, glass } from '../frame/theme.css';

/** The lottery window's parts: they sit on the game's dark stage (GameFrame), or in sheets on the site's surface. */

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: glass,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  minWidth: 0,
});

// ---- Draw clock
export const clock = style([panel, { alignItems: 'center', textAlign: 'center', gap: vars.space.xs }]);
export const clockDraw = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const clockLabel = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
export const clockFace = style({
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  fontSize: `calc(${vars.fontSize.xl} * 1.5)`,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: gameColor.accent,
});
export const clockTone = styleVariants({
  open: {},
  closed: { color: vars.color.caution },
  drawing: {},
  done: {},
});
export const drawing = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  minBlockSize: `calc(${vars.space.xxxl} + ${vars.space.sm})`,
});

// ---- Results
export const digits = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap', justifyContent: 'center' });
const ballBase = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: vars.space.xxxl,
  blockSize: vars.space.xxxl,
  borderRadius: vars.radius.full,
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});
export const digitBall = style([ballBase, { background: vars.color.brandAccent, color: vars.color.onBrandAccent }]);
export const lottoBall = style([ballBase, { background: vars.color.info, color: vars.color.page }]);
export const die = style({
  inlineSize: vars.space.xxxl,
  blockSize: vars.space.xxxl,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.page,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gridTemplateRows: 'repeat(3, 1fr)',
  padding: vars.space.xs,
});
export const pip = style({
  inlineSize: `calc(${vars.space.xs} * 1.5)`,
  blockSize: `calc(${vars.space.xs} * 1.5)`,
  borderRadius: vars.radius.full,
  background: vars.color.page,
  placeSelf: 'center',
});
export const resultSmall = style({ justifyContent: 'flex-start' });
globalStyle(`${resultSmall} ${digitBall}, ${resultSmall} ${lottoBall}, ${resultSmall} ${die}`, {
  inlineSize: `calc(${vars.space.xxl} + ${vars.space.xxs})`,
  blockSize: `calc(${vars.space.xxl} + ${vars.space.xxs})`,
  fontSize: vars.fontSize.xs,
});
export const vnTable = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${vnTable} th, ${vnTable} td`, {
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle(`${vnTable} th`, { fontWeight: vars.fontWeight.medium, color: vars.color.textMuted, whiteSpace: 'nowrap' });
export const vnNumbers = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  fontFamily: vars.font.numeric,
});
export const vnSpecial = style({
  color: vars.color.caution,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
});

// ---- Board
export const board = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const groupHeading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const typeName = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const options = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.space.huge} * 2), 1fr))`,
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const option = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  inlineSize: '100%',
  minBlockSize: vars.size.touch,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  background: deepGlass,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.brandAccent,
      borderColor: vars.color.brandAccent,
      color: vars.color.onBrandAccent,
    },
    '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.space.xxs },
  },
});
export const optionLabel = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });
export const optionOdds = style({ fontSize: vars.fontSize.xs, fontFamily: vars.font.numeric, opacity: 0.85 });
export const numbersHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
});
export const oddsTag = style({
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.sm,
  color: gameColor.accent,
  fontWeight: vars.fontWeight.bold,
});
export const slots = style({ display: 'flex', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const slot = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
export const slotBox = style({
  inlineSize: vars.size.touch,
  blockSize: vars.size.touch,
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} dashed ${vars.color.borderStrong}`,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    '&[data-filled="true"]': { borderStyle: 'solid', borderColor: vars.color.brandAccent },
    '&:disabled': { cursor: 'default' },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.space.xxs },
  },
});

// ---- Slip
export const slipLines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const slipLine = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.raised,
});
export const slipHead = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const slipTitle = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const stepper = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const stepperValue = style({ flex: 1, textAlign: 'center' });
export const lineError = style({ margin: 0, color: vars.color.critical, fontSize: vars.fontSize.sm });
export const totals = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  alignItems: 'baseline',
  margin: 0,
});
globalStyle(`${totals} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${totals} dd`, { margin: 0, textAlign: 'end' });
export const slipFooter = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const slipButton = style({ position: 'relative' });

// ---- Lists
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: glass,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
});
export const rowHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const rowMeta = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
export const number = style({
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.sm,
});
export const link = style({
  color: vars.color.brandAccentText,
  fontSize: vars.fontSize.sm,
  textUnderlineOffset: vars.space.xxs,
});
export const rulesList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const oddsTable = style({ inlineSize: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${oddsTable} th, ${oddsTable} td`, {
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xs,
  borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}`,
  textAlign: 'start',
});
globalStyle(`${oddsTable} td:not(:first-child), ${oddsTable} th:not(:first-child)`, {
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
});
