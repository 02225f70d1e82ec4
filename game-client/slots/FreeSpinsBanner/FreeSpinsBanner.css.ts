import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';
import { gameColor } from '../../frame/theme.css';

/** The live region: present even when empty, so a free-spins award is announced when it appears. */
export const status = style({ margin: 0, display: 'flex', justifyContent: 'center', minWidth: 0 });

const glint = keyframes({
  '0%': { transform: 'scale(0.9)', opacity: 0 },
  '100%': { transform: 'scale(1)', opacity: 1 },
});

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  color: vars.color.text,
  background: `color-mix(in srgb, ${gameColor.accent} 30%, ${vars.color.page})`,
  border: `${vars.size.hairline} solid ${gameColor.accent}`,
  animation: `${glint} ${vars.motion.page} ease-out both`,
  selectors: {
    // Just won: the brand's accent, the strongest call on the screen after the win.
    '&[data-won]': {
      color: vars.color.onBrandAccent,
      background: vars.color.brandAccent,
      borderColor: vars.color.brandAccent,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const note = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const icon = style({
  flexShrink: 0,
  width: `calc(${vars.fontSize.xs} * 1.25)`,
  height: `calc(${vars.fontSize.xs} * 1.25)`,
});
