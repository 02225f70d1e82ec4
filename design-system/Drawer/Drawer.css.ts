import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { columnScrim } from '../Dialog/overlay.css';

/** Off-screen offset towards the inline-end edge: right in LTR, left in RTL. */
const offscreen = createVar();

const slideIn = keyframes({ from: { transform: `translateX(${offscreen})` }, to: { transform: 'translateX(0)' } });
const slideOut = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: `translateX(${offscreen})` } });

/** Scrim over the 480 px column only. */
export const overlay = style([columnScrim, { zIndex: vars.zIndex.drawer }]);

/**
 * The panel: full height at the inline-end edge of the column (not of a wide viewport), 80 % of the
 * screen on phones and at most two thirds of the column (320 px) on wider screens.
 */
export const content = style({
  vars: { [offscreen]: '100%' },
  position: 'fixed',
  insetBlock: 0,
  // On a wide screen the column is centred: its edge sits (viewport - column) / 2 in from the viewport's.
  insetInlineEnd: `max(0%, calc((100% - ${vars.size.column}) / 2))`,
  zIndex: vars.zIndex.drawer,
  display: 'flex',
  flexDirection: 'column',
  width: `min(80%, calc(${vars.size.column} * 2 / 3))`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '[dir="rtl"] &': { vars: { [offscreen]: '-100%' } },
    '&[data-state="open"]': { animation: `${slideIn} ${vars.motion.page} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${slideOut} ${vars.motion.page} ${vars.motion.easing}` },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  minHeight: `calc(${vars.size.header} + env(safe-area-inset-top))`,
  paddingTop: 'env(safe-area-inset-top)',
  paddingInlineStart: vars.space.lg,
  paddingInlineEnd: vars.space.md,
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const title = style({
  flex: '0 1 auto',
  minWidth: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const headerSlot = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: '1 1 auto',
  minWidth: 0,
});

export const close = style({
  marginInlineStart: 'auto',
  flexShrink: 0,
});

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});

export const bodyLast = style({
  paddingBottom: 'env(safe-area-inset-bottom)',
});

export const footer = style({
  flexShrink: 0,
  padding: vars.space.lg,
  paddingBottom: `calc(${vars.space.lg} + env(safe-area-inset-bottom))`,
  borderTop: `${vars.size.hairline} solid ${vars.color.border}`,
});
