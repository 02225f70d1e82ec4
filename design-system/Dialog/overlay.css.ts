import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** Styles shared by the Radix-based overlays (Dialog, BottomSheet, Drawer). */
export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
export const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

/** A scrim over the 480 px column only, fading with the page timing. Each overlay adds its own z-index. */
export const columnScrim = style({
  position: 'fixed',
  insetBlock: 0,
  insetInline: 0,
  marginInline: 'auto',
  maxWidth: vars.size.column,
  background: vars.color.scrim,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.page} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.page} ${vars.motion.easing}` },
  },
});

/** The overlay heading of the dialog and the sheet. */
export const overlayTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});
