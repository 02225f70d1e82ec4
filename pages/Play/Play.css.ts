import { createVar, globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/**
 * The game's own colours (from the studio's game theme, set inline by the page). The machine is
 * always in the dark palette (`data-color-scope="dark"`), since every house game's art is dark.
 */
export const slotBg = createVar();
export const slotPrimary = createVar();
export const slotAccent = createVar();

const glass = `color-mix(in srgb, ${vars.color.page} 55%, transparent)`;
const deepGlass = `color-mix(in srgb, ${vars.color.page} 70%, transparent)`;
const textShadow = `0 ${vars.size.hairline} ${vars.size.focusRing} ${vars.color.scrim}`;

export const page = style({
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
});
export const loading = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  color: vars.color.textMuted,
});

export const machine = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingInline: vars.space.md,
  paddingBlockStart: `max(${vars.space.sm}, env(safe-area-inset-top))`,
  paddingBlockEnd: `max(${vars.space.md}, env(safe-area-inset-bottom))`,
  background: `radial-gradient(120% 70% at 50% 30%, color-mix(in srgb, ${slotPrimary} 22%, ${slotBg}), ${slotBg} 70%)`,
  color: vars.color.text,
});

export const bar = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const title = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  textAlign: 'center',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: slotPrimary,
});

export const meters = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });
export const meter = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: glass,
  border: `${vars.size.hairline} solid color-mix(in srgb, ${slotPrimary} 35%, transparent)`,
});
export const meterLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

/** The reels and the win line sit in the middle of the space above the controls. */
export const stage = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.md,
});

export const reels = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  background: deepGlass,
  border: `${vars.size.focusRing} solid ${slotPrimary}`,
  boxShadow: `0 0 ${vars.space.xxl} color-mix(in srgb, ${slotAccent} 30%, transparent)`,
});

const blur = keyframes({
  from: { transform: 'translateY(-12%)' },
  to: { transform: 'translateY(12%)' },
});

export const reel = style({
  display: 'grid',
  gridTemplateRows: 'repeat(3, 1fr)',
  gap: vars.space.xs,
  overflow: 'hidden',
});

export const cell = style({
  aspectRatio: '1 / 1',
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.sm,
  background: `color-mix(in srgb, ${vars.color.text} 6%, transparent)`,
  transition: `box-shadow ${vars.motion.base}, transform ${vars.motion.base}`,
  selectors: {
    '&[data-win]': {
      boxShadow: `0 0 0 ${vars.size.focusRing} ${slotAccent}, 0 0 ${vars.space.md} ${slotAccent}`,
      transform: 'scale(1.04)',
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
globalStyle(`${reel}[data-turning] ${cell}`, {
  filter: `blur(${vars.space.xxs})`,
  opacity: 0.7,
  animation: `${blur} 90ms linear infinite alternate`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const art = style({
  position: 'relative',
  width: '88%',
  height: '88%',
  display: 'grid',
  placeItems: 'center',
});
export const artSvg = style({ width: '100%', height: '100%' });
export const artCaption = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  textAlign: 'center',
  fontSize: `calc(${vars.fontSize.xs} * 0.75)`,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  color: vars.color.text,
  textShadow,
});
export const royal = style({
  fontFamily: vars.font.heading,
  fontSize: `clamp(${vars.fontSize.lg}, 7vw, ${vars.fontSize.xl})`,
  fontWeight: vars.fontWeight.bold,
  color: slotPrimary,
  textShadow,
  selectors: {
    '&[data-symbol="K"], &[data-symbol="J"]': { color: slotAccent },
    '&[data-symbol="T"]': { color: vars.color.text },
  },
});

export const summary = style({
  minHeight: `calc(${vars.size.touch} + ${vars.space.xs})`,
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const summaryHead = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});
export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.xs,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  columnGap: vars.space.md,
});
export const freeSpins = style({
  margin: 0,
  textAlign: 'center',
  fontWeight: vars.fontWeight.bold,
  color: slotAccent,
});

export const controls = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto auto',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const stake = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});
export const stakeValue = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  minWidth: `calc(${vars.size.touch} + ${vars.space.lg})`,
});
export const side = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const spin = style({
  width: `calc(${vars.size.touch} * 2)`,
  height: `calc(${vars.size.touch} * 2)`,
  borderRadius: vars.radius.full,
  border: `calc(${vars.size.focusRing} + ${vars.size.hairline}) solid ${slotPrimary}`,
  background: `radial-gradient(circle at 35% 30%, ${slotAccent}, color-mix(in srgb, ${slotAccent} 55%, ${slotBg}))`,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  textShadow,
  cursor: 'pointer',
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}, opacity ${vars.motion.fast}`,
  selectors: {
    '&:active': { transform: 'scale(0.94)' },
    '&[aria-disabled="true"]': { opacity: 0.55 },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.space.xxs },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
export const rtp = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const paytable = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});
export const payTableGrid = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${payTableGrid} th, ${payTableGrid} td`, {
  padding: `${vars.space.xs} ${vars.space.xxs}`,
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
  textAlign: 'end',
});
globalStyle(`${payTableGrid} th[scope="row"], ${payTableGrid} thead th:first-child`, { textAlign: 'start' });
export const payCell = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  // The paytable shows on the site's surface: its royals take the accent text colour.
  vars: { [slotPrimary]: vars.color.brandAccentText, [slotAccent]: vars.color.brandAccentText },
});
globalStyle(`${payCell} > span`, {
  width: `calc(${vars.size.iconLg} + ${vars.space.xs})`,
  height: `calc(${vars.size.iconLg} + ${vars.space.xs})`,
  fontSize: vars.fontSize.sm,
});

export const history = style({ listStyle: 'none', margin: 0, padding: 0 });
export const historyRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr 1fr',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${historyRow} > :last-child`, { textAlign: 'end' });
