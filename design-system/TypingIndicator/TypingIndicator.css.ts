import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

const bounce = keyframes({
  '0%, 80%, 100%': { transform: 'translateY(0)', opacity: 0.4 },
  '40%': { transform: `translateY(calc(${vars.space.xs} * -0.75))`, opacity: 1 },
});

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  background: vars.color.raised,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const dots = style({ display: 'inline-flex', gap: vars.space.xxs });

export const dot = style({
  width: vars.space.xs,
  height: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.textMuted,
  animation: `${bounce} 1.2s infinite ease-in-out`,
  selectors: {
    '&:nth-child(2)': { animationDelay: '0.15s' },
    '&:nth-child(3)': { animationDelay: '0.3s' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.7 } },
});
