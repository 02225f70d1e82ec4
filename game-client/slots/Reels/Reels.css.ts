import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';
import { deepGlass, gameColor, textShadow } from '../../frame/theme.css';

export const reels = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  background: deepGlass,
  border: `${vars.size.focusRing} solid ${gameColor.primary}`,
  boxShadow: `0 0 ${vars.space.xxl} color-mix(in srgb, ${gameColor.accent} 30%, transparent)`,
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
      boxShadow: `0 0 0 ${vars.size.focusRing} ${gameColor.accent}, 0 0 ${vars.space.md} ${gameColor.accent}`,
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
