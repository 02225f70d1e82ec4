import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';
import { gameColor, textShadow } from '../../frame/theme.css';

export const spin = style({
  width: `calc(${vars.size.touch} * 2)`,
  height: `calc(${vars.size.touch} * 2)`,
  borderRadius: vars.radius.full,
  border: `calc(${vars.size.focusRing} + ${vars.size.hairline}) solid ${gameColor.primary}`,
  background: `radial-gradient(circle at 35% 30%, ${gameColor.accent}, color-mix(in srgb, ${gameColor.accent} 55%, ${gameColor.background}))`,
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
