import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';
import { textShadow } from '../../frame/theme.css';

const reducedMotion = '(prefers-reduced-motion: reduce)';
const accent = vars.color.brandAccent;

/** Where a coin comes to rest, from the centre, in the overlay's own width and height (container units). */
export const coinX = createVar();
export const coinY = createVar();
export const coinDelay = createVar();
export const coinScale = createVar();

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** Over the whole reels' frame. */
export const overlay = style({
  position: 'absolute',
  inset: 0,
  zIndex: 4,
  containerType: 'size',
  display: 'grid',
  placeItems: 'center',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  color: vars.color.text,
  animation: `${fadeIn} ${vars.motion.base} ease-out both`,
  selectors: {
    // A dark veil over the reels, so the banner reads, with the accent glowing from the middle.
    '&[data-tier="big"]': {
      background: `radial-gradient(circle at 50% 50%, color-mix(in srgb, ${accent} 22%, transparent), transparent 65%), color-mix(in srgb, ${vars.color.page} 72%, transparent)`,
    },
    '&[data-tier="mega"]': {
      background: `radial-gradient(circle at 50% 50%, color-mix(in srgb, ${accent} 30%, transparent), transparent 70%), color-mix(in srgb, ${vars.color.page} 80%, transparent)`,
    },
  },
  '@media': { [reducedMotion]: { animation: 'none' } },
});

const spin = keyframes({ from: { transform: 'rotate(0turn)' }, to: { transform: 'rotate(1turn)' } });
/** Light rays turning behind the banner (big and mega wins). */
export const rays = style({
  position: 'absolute',
  width: '150cqmax',
  height: '150cqmax',
  left: 'calc(50% - 75cqmax)',
  top: 'calc(50% - 75cqmax)',
  background: `repeating-conic-gradient(from 0turn, color-mix(in srgb, ${accent} 28%, transparent) 0turn 0.03turn, transparent 0.03turn 0.06turn)`,
  maskImage: `radial-gradient(circle, ${vars.color.text} 10%, transparent 45%)`,
  animation: `${spin} 12s linear infinite`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

const burst = keyframes({
  '0%': { opacity: 0, transform: 'translate(-50%, -50%) scale(0.2)' },
  '15%': { opacity: 1 },
  '60%': {
    opacity: 1,
    transform: `translate(calc(-50% + ${coinX}), calc(-50% + ${coinY})) scale(${coinScale})`,
  },
  '100%': {
    opacity: 0,
    transform: `translate(calc(-50% + ${coinX}), calc(-50% + ${coinY} + 35cqh)) scale(${coinScale}) rotate(0.5turn)`,
  },
});

/**
 * A coin: a disc in the accent with a lighter rim and a stamped centre. It bursts from the middle to
 * its place, then drops and fades; under reduced motion it simply rests at its place.
 */
export const coin = style({
  position: 'absolute',
  left: '50%',
  top: '50%',
  width: `calc(${vars.size.iconLg} * 0.9)`,
  aspectRatio: '1 / 1',
  borderRadius: vars.radius.full,
  background: `radial-gradient(circle at 35% 30%, color-mix(in srgb, ${accent} 35%, ${vars.color.text}) 0 18%, ${accent} 40%, color-mix(in srgb, ${accent} 70%, ${vars.color.page}) 100%)`,
  boxShadow: `inset 0 0 0 ${vars.size.focusRing} color-mix(in srgb, ${accent} 55%, ${vars.color.text}), 0 ${vars.space.xxs} ${vars.space.xs} color-mix(in srgb, ${vars.color.page} 60%, transparent)`,
  transform: `translate(calc(-50% + ${coinX}), calc(-50% + ${coinY})) scale(${coinScale})`,
  animation: `${burst} 1.6s cubic-bezier(0.2, 0.7, 0.3, 1) ${coinDelay} both`,
  selectors: {
    '[data-tier="big"] &, [data-tier="mega"] &': { animationIterationCount: 'infinite' },
  },
  '@media': { [reducedMotion]: { animation: 'none' } },
});

const pop = keyframes({
  '0%': { transform: 'scale(0.4)', opacity: 0 },
  '60%': { transform: 'scale(1.12)', opacity: 1 },
  '100%': { transform: 'scale(1)', opacity: 1 },
});
/** The banner: "Big win!" / "Mega win!" and the counting amount. */
export const banner = style({
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInline: vars.space.lg,
  animation: `${pop} 500ms cubic-bezier(0.2, 0.8, 0.3, 1.2) both`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});
export const title = style({
  fontFamily: vars.font.heading,
  fontSize: `calc(${vars.fontSize.xl} * 1.5)`,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textTransform: 'uppercase',
  color: vars.color.brandAccentText,
  textShadow: `${textShadow}, 0 0 ${vars.space.lg} color-mix(in srgb, ${accent} 80%, transparent)`,
  selectors: { '[data-tier="mega"] &': { fontSize: `calc(${vars.fontSize.xl} * 1.75)` } },
});
export const amount = style({
  padding: `${vars.space.xxs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: `color-mix(in srgb, ${vars.color.page} 75%, transparent)`,
  border: `${vars.size.hairline} solid color-mix(in srgb, ${accent} 60%, transparent)`,
  textShadow,
});

/** A tap anywhere on the overlay skips it: one transparent button over it all. */
export const skip = style({
  position: 'absolute',
  inset: 0,
  padding: 0,
  margin: 0,
  border: 0,
  borderRadius: 'inherit',
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: 0 },
  },
});
