import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { columnScrim, overlayTitle } from '../Dialog/overlay.css';

/** The live drag offset (px, set inline while dragging; 0 at rest). */
export const dragOffset = createVar();

const slideIn = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });
// Closes from wherever the finger let go.
const slideOut = keyframes({
  from: { transform: `translateY(${dragOffset})` },
  to: { transform: 'translateY(100%)' },
});

/** Scrim over the 480 px column only. */
export const overlay = style([columnScrim, { zIndex: vars.zIndex.dialog }]);

export const content = style({
  vars: { [dragOffset]: '0%' },
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  marginInline: 'auto',
  maxWidth: vars.size.column,
  maxHeight: `calc(100dvh - ${vars.size.header} - env(safe-area-inset-top))`,
  zIndex: vars.zIndex.dialog,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.raised,
  color: vars.color.text,
  borderStartStartRadius: vars.radius.xl,
  borderStartEndRadius: vars.radius.xl,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  transform: `translateY(${dragOffset})`,
  transition: `transform ${vars.motion.base} ${vars.motion.easing}`,
  selectors: {
    '&[data-dragging]': { transition: 'none' },
    '&[data-state="open"]': { animation: `${slideIn} ${vars.motion.page} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${slideOut} ${vars.motion.page} ${vars.motion.easing}` },
  },
});

/** Handle plus header: the part that can be dragged down. */
export const grabArea = style({
  flexShrink: 0,
  touchAction: 'none',
  cursor: 'grab',
  userSelect: 'none',
  selectors: { [`${content}[data-dragging] &`]: { cursor: 'grabbing' } },
});

export const handle = style({
  width: vars.space.xxxl,
  height: vars.space.xs,
  marginInline: 'auto',
  marginTop: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  paddingTop: vars.space.sm,
});

export const headings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: '1 1 auto',
  minWidth: 0,
  paddingTop: vars.space.sm,
});

export const title = overlayTitle;

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingInline: vars.space.lg,
  paddingBottom: vars.space.lg,
});

export const bodyLast = style({
  paddingBottom: `calc(${vars.space.lg} + env(safe-area-inset-bottom))`,
});

export const footer = style({
  flexShrink: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  paddingBottom: `calc(${vars.space.lg} + env(safe-area-inset-bottom))`,
  borderTop: `${vars.size.hairline} solid ${vars.color.border}`,
});
