import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';
import { gameColor } from '../../frame/theme.css';

const dealIn = keyframes({
  from: { transform: 'translateY(-12%) rotateY(90deg)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});

export const card = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '5 / 7',
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: { '&[data-deal]': { animation: `${dealIn} ${vars.motion.page} ${vars.motion.easing} both` } },
    },
  },
  selectors: {
    '&[data-held]': { transform: 'translateY(-6%)' },
    '&[data-win]': { boxShadow: `0 0 0 ${vars.size.focusRing} ${gameColor.accent}` },
    '&[data-dim]': { opacity: 0.55 },
  },
});

/** The face: the dark scope's text colour is near white; pips are the page colour or a deep red. */
export const face = style({ fill: vars.color.text });
export const black = style({ fill: vars.color.page });
export const red = style({ fill: `color-mix(in srgb, ${vars.color.critical} 65%, ${vars.color.page})` });
export const back = style({ fill: gameColor.primary });
export const backLine = style({ fill: 'none', stroke: gameColor.accent, strokeWidth: 1.2, opacity: 0.7 });
export const rank = style({ fontFamily: vars.font.numeric, fontWeight: 700, fontSize: 13 });
