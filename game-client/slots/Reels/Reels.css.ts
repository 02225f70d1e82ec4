import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';
import { deepGlass, gameColor, textShadow } from '../../frame/theme.css';

const reducedMotion = '(prefers-reduced-motion: reduce)';
/** The win line and the lifted symbols' glow: the brand's accent. */
const winColor = vars.color.brandAccent;

const framePulse = keyframes({
  '0%, 100%': { boxShadow: `0 0 ${vars.space.xxl} color-mix(in srgb, ${winColor} 45%, transparent)` },
  '50%': { boxShadow: `0 0 ${vars.space.huge} color-mix(in srgb, ${winColor} 80%, transparent)` },
});

/** The reels' frame: the header strip, the reels, and what draws over them (the lines, the celebration). */
export const frame = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  background: deepGlass,
  border: `${vars.size.focusRing} solid ${gameColor.primary}`,
  boxShadow: `0 0 ${vars.space.xxl} color-mix(in srgb, ${gameColor.accent} 30%, transparent)`,
  selectors: {
    '&[data-tier]': {
      borderColor: winColor,
      boxShadow: `0 0 ${vars.space.xxl} color-mix(in srgb, ${winColor} 60%, transparent)`,
      animation: `${framePulse} 1.2s ease-in-out infinite`,
    },
  },
  '@media': { [reducedMotion]: { animation: 'none' } },
});

/** The strip along the top of the frame (free spins, the game's note): one line, always there, so nothing jumps. */
export const header = style({
  minHeight: `calc(${vars.fontSize.sm} * 1.75)`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

/** Paylines read left to right in every language: the reels never mirror (and the lines' SVG assumes so). */
export const window = style({ position: 'relative', direction: 'ltr' });

/**
 * Five equal reels of three equal square cells with no gaps between them (each cell pads its own
 * tile), so a cell's centre is at ((reel + ½) ÷ 5, (row + ½) ÷ 3) of the reels: the win lines' SVG
 * uses that 5 × 3 grid as its view box.
 */
export const reels = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
});

const blur = keyframes({
  from: { transform: 'translateY(-12%)' },
  to: { transform: 'translateY(12%)' },
});

export const reel = style({
  display: 'grid',
  gridTemplateRows: 'repeat(3, 1fr)',
  selectors: { '&[data-turning]': { overflow: 'hidden' } },
});

export const cell = style({
  aspectRatio: '1 / 1',
  padding: vars.space.xxs,
  display: 'grid',
});

export const tile = style({
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.sm,
  background: `color-mix(in srgb, ${vars.color.text} 6%, transparent)`,
  transition: `box-shadow ${vars.motion.base}, transform ${vars.motion.base}, opacity ${vars.motion.base}, filter ${vars.motion.base}`,
  selectors: {
    // A symbol that paid is lifted: raised, larger, ringed and glowing in the accent, above its neighbours
    // and above the line, which runs between the lifted symbols and over the rest.
    '&[data-win]': {
      position: 'relative',
      zIndex: 3,
      transform: 'translateY(-3%) scale(1.06)',
      background: `color-mix(in srgb, ${winColor} 18%, ${vars.color.raised})`,
      boxShadow: `0 0 0 ${vars.size.focusRing} ${winColor}, 0 ${vars.space.xs} ${vars.space.lg} color-mix(in srgb, ${winColor} 70%, transparent)`,
    },
    // The rest step back.
    '&[data-dim]': { opacity: 0.45, filter: 'saturate(0.4)' },
  },
  '@media': { [reducedMotion]: { transition: 'none' } },
});
globalStyle(`${reel}[data-turning] ${tile}`, {
  filter: `blur(${vars.space.xxs})`,
  opacity: 0.7,
  animation: `${blur} 90ms linear infinite alternate`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

/** The win lines, over the reels (the tiles' padding is inside the grid, so the SVG covers the reels exactly). */
export const lines = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  overflow: 'visible',
  pointerEvents: 'none',
  zIndex: 2,
});

const wipe = keyframes({
  from: { clipPath: 'inset(0 100% 0 0)' },
  to: { clipPath: 'inset(0 0 0 0)' },
});
/** A line draws itself left to right (at once under reduced motion). */
export const lineGroup = style({
  animation: `${wipe} 400ms ease-out both`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});
export const lineCasing = style({
  fill: 'none',
  stroke: `color-mix(in srgb, ${vars.color.page} 80%, transparent)`,
  strokeWidth: `calc(${vars.space.xs} * 2.5)`,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
export const line = style({
  fill: 'none',
  stroke: winColor,
  strokeWidth: vars.space.xs,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  filter: `drop-shadow(0 0 ${vars.space.xs} ${winColor})`,
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
