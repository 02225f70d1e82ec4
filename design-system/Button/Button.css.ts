import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

/** Grows the hit area of a small control to the 44 px touch target without changing its look. */
const touchHitArea = {
  '::after': {
    content: '""',
    position: 'absolute',
    insetBlock: `calc((100% - ${vars.size.touch}) / 2)`,
    insetInline: 0,
  },
} as const;

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    maxWidth: '100%',
    margin: 0,
    borderWidth: vars.size.hairline,
    borderStyle: 'solid',
    borderColor: 'transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitUserSelect: 'none',
    touchAction: 'manipulation',
    transitionProperty: 'transform, opacity, background-color, border-color',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      // Pressed: the browser's own state (pointer down on it, or Space held), no script involved.
      '&:active:enabled:not([aria-busy="true"])': { transform: 'scale(0.97)', opacity: 0.85 },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.45 },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brandAccent,
        color: vars.color.onBrandAccent,
        '@media': {
          '(hover: hover)': { selectors: { '&:hover:enabled': { background: vars.color.brandAccentHover } } },
        },
      },
      secondary: {
        background: vars.color.raised,
        borderColor: vars.color.borderStrong,
        color: vars.color.text,
        '@media': {
          '(hover: hover)': { selectors: { '&:hover:enabled': { borderColor: vars.color.brandAccent } } },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.brandAccentText,
        '@media': {
          '(hover: hover)': { selectors: { '&:hover:enabled': { background: vars.color.brandAccentSoft } } },
        },
      },
      critical: {
        background: vars.color.critical,
        color: vars.color.onCritical,
      },
    },
    size: {
      sm: {
        minHeight: vars.space.xxxl,
        paddingInline: vars.space.md,
        fontSize: vars.fontSize.sm,
        ...touchHitArea,
      },
      md: {
        minHeight: vars.size.touch,
        paddingInline: vars.space.lg,
        fontSize: vars.fontSize.md,
      },
      lg: {
        minHeight: `calc(${vars.size.touch} + ${vars.space.xs})`,
        paddingInline: vars.space.xl,
        fontSize: vars.fontSize.md,
        borderRadius: vars.radius.lg,
      },
    },
    fullWidth: {
      true: { display: 'flex', width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonRecipeVariants = NonNullable<RecipeVariants<typeof button>>;

export const content = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  paddingBlock: vars.space.xs,
  transition: `opacity ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '[aria-busy="true"] > &': { opacity: 0 },
  },
});

export const label = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
});

// lucide icons fill the slot instead of their 24 px default.
globalStyle(`${icon} > svg`, { width: '100%', height: '100%' });

export const badgeSlot = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.full,
  background: vars.color.badge,
  color: vars.color.onBadge,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
});

export const spinnerSlot = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

/** A ButtonLink pressed: the Button's press feedback (the recipe's `:active:enabled` never matches an anchor). */
export const link = style({
  selectors: { '&:active': { transform: 'scale(0.97)', opacity: 0.85 } },
});

/** A ButtonLink's hover, as its Button's (an anchor is never `:enabled`, so the recipe's hover skips it). */
export const linkHover = styleVariants({
  primary: {
    '@media': { '(hover: hover)': { selectors: { '&:hover': { background: vars.color.brandAccentHover } } } },
  },
  secondary: { '@media': { '(hover: hover)': { selectors: { '&:hover': { borderColor: vars.color.brandAccent } } } } },
  ghost: { '@media': { '(hover: hover)': { selectors: { '&:hover': { background: vars.color.brandAccentSoft } } } } },
  critical: {},
});
