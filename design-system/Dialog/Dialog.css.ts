import { createVar, globalStyle, keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { fadeIn, fadeOut, overlayTitle } from './overlay.css';

const popIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.96)' },
  to: { opacity: 1, transform: 'scale(1)' },
});
const popOut = keyframes({
  from: { opacity: 1, transform: 'scale(1)' },
  to: { opacity: 0, transform: 'scale(0.96)' },
});
const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** How much of the layout viewport the on-screen keyboard covers (set at runtime by useKeyboardInset). */
export const keyboardInset = createVar();

/** A phone: touch first, no hover. A form dialog docks to the bottom there, like a sheet. */
const phone = '(hover: none) and (pointer: coarse)';

/**
 * The scrim. It covers the 480 px column only (not the backdrop beside it) and doubles as the
 * centring and scrolling container for the dialog (Radix "scrollable overlay" pattern).
 */
export const overlay = style({
  position: 'fixed',
  insetBlock: 0,
  insetInline: 0,
  marginInline: 'auto',
  maxWidth: vars.size.column,
  zIndex: vars.zIndex.dialog,
  display: 'grid',
  // One column the scrim's width: wide content (a select's long options) shrinks to it rather than
  // widening the dialog past the screen.
  gridTemplateColumns: 'minmax(0, 1fr)',
  placeItems: 'center',
  overflowY: 'auto',
  background: vars.color.scrim,
  paddingTop: `calc(${vars.space.xxxl} + env(safe-area-inset-top))`,
  paddingBottom: `calc(${vars.space.xxxl} + env(safe-area-inset-bottom))`,
  paddingLeft: `calc(${vars.space.lg} + env(safe-area-inset-left))`,
  paddingRight: `calc(${vars.space.lg} + env(safe-area-inset-right))`,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.base} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.base} ${vars.motion.easing}` },
  },
});

/**
 * The scrim of a form dialog: small side margins so the form gets the phone's width, and room at the
 * bottom for the on-screen keyboard so the footer buttons stay in sight. On a phone it docks at the
 * bottom edge like a sheet.
 */
export const formOverlay = style({
  vars: { [keyboardInset]: vars.space.none },
  paddingTop: `calc(${vars.space.xl} + env(safe-area-inset-top))`,
  paddingBottom: `calc(${vars.space.sm} + env(safe-area-inset-bottom) + ${keyboardInset})`,
  paddingLeft: `calc(${vars.space.sm} + env(safe-area-inset-left))`,
  paddingRight: `calc(${vars.space.sm} + env(safe-area-inset-right))`,
  '@media': {
    [phone]: {
      alignItems: 'end',
      paddingBottom: keyboardInset,
      paddingLeft: 0,
      paddingRight: 0,
    },
  },
});

export const content = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    maxHeight: `calc(100dvh - 2 * ${vars.space.xxxl} - env(safe-area-inset-top) - env(safe-area-inset-bottom))`,
    background: vars.color.raised,
    color: vars.color.text,
    border: `${vars.size.hairline} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    selectors: {
      '&[data-state="open"]': { animation: `${popIn} ${vars.motion.base} ${vars.motion.easing}` },
      '&[data-state="closed"]': { animation: `${popOut} ${vars.motion.base} ${vars.motion.easing}` },
    },
  },
  variants: {
    size: {
      /** 300 px on a full-width column. */
      sm: { maxWidth: `calc(${vars.size.column} * 0.625)` },
      /** 384 px on a full-width column. */
      md: { maxWidth: `calc(${vars.size.column} * 0.8)` },
      /** The whole column less the gutters. */
      lg: { maxWidth: '100%' },
      /**
       * A dialog with a form: the phone's whole width less small margins (docked at the bottom on a
       * touch phone), and never taller than what the keyboard leaves, so the footer stays visible.
       */
      form: {
        maxWidth: '100%',
        maxHeight: `calc(100dvh - ${vars.space.xl} - ${vars.space.sm} - env(safe-area-inset-top) - env(safe-area-inset-bottom) - ${keyboardInset})`,
        '@media': {
          [phone]: {
            maxHeight: `calc(100dvh - ${vars.space.xl} - env(safe-area-inset-top) - ${keyboardInset})`,
            paddingBottom: 'env(safe-area-inset-bottom)',
            borderEndStartRadius: 0,
            borderEndEndRadius: 0,
            borderBottom: 0,
          },
        },
      },
    },
  },
  defaultVariants: { size: 'md' },
});

export type DialogContentVariants = NonNullable<RecipeVariants<typeof content>>;

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  paddingBottom: vars.space.sm,
});

export const headings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: '1 1 auto',
  minWidth: 0,
  paddingTop: vars.space.xs,
});

export const title = overlayTitle;

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingInline: vars.space.lg,
  paddingBottom: vars.space.lg,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const footer = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.lg,
  paddingTop: 0,
});

globalStyle(`${footer} > *`, { flex: '1 1 0', minWidth: 0 });

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touch,
  height: vars.size.touch,
  margin: `calc(-1 * ${vars.space.xs})`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.surface, color: vars.color.text },
    '&:active': { background: vars.color.border },
  },
});

export const icon = style({
  width: vars.size.icon,
  height: vars.size.icon,
  flexShrink: 0,
});

export const spinningIcon = style([icon, { animation: `${spin} calc(${vars.motion.base} * 4) linear infinite` }]);

/**
 * Minimal action button used by the overlays until the design-system Button lands.
 * Kept deliberately small: tone and a loading state.
 */
export const actionButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.touch,
    paddingInline: vars.space.lg,
    paddingBlock: vars.space.sm,
    border: `${vars.size.hairline} solid transparent`,
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    cursor: 'pointer',
    userSelect: 'none',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, transform ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:active:not([aria-disabled="true"])': { transform: 'scale(0.98)' },
      '&[aria-disabled="true"]': { cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.brandAccent,
        color: vars.color.onBrandAccent,
        selectors: { '&:hover:not([aria-disabled="true"])': { background: vars.color.brandAccentHover } },
      },
      secondary: {
        background: 'transparent',
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { '&:hover:not([aria-disabled="true"])': { background: vars.color.surface } },
      },
      critical: {
        background: vars.color.critical,
        color: vars.color.onCritical,
      },
    },
  },
  defaultVariants: { tone: 'primary' },
});

export type ActionButtonVariants = NonNullable<RecipeVariants<typeof actionButton>>;

/** Read by screen readers, not drawn: the kit's one rule (design-system/Text). */
export { visuallyHidden } from '../Text/Text.css';
