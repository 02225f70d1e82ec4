import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

const enter = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.sm})` },
  to: { opacity: 1, transform: 'translateY(0)' },
});

/** Fixed above the bottom tab bar (and the bottom safe area), inside the 480 px column. */
export const viewport = style({
  position: 'fixed',
  insetInline: 0,
  bottom: `calc(${vars.size.bottomNav} + env(safe-area-inset-bottom) + ${vars.space.sm})`,
  marginInline: 'auto',
  maxWidth: vars.size.column,
  paddingInline: vars.space.md,
  zIndex: vars.zIndex.toast,
  pointerEvents: 'none',
});

export const card = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xs,
  background: vars.color.raised,
  color: vars.color.text,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderInlineStartWidth: vars.space.xs,
  borderInlineStartColor: vars.color.brandAccent,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  pointerEvents: 'auto',
  animation: `${enter} ${vars.motion.base} ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const icon = style({
  width: vars.size.icon,
  height: vars.size.icon,
  flexShrink: 0,
  color: vars.color.brandAccent,
});

export const message = style({
  flex: '1 1 0',
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});
