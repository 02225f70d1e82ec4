import { globalStyle, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const iconButton = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    margin: 0,
    border: 'none',
    borderRadius: vars.radius.full,
    cursor: 'pointer',
    touchAction: 'manipulation',
    userSelect: 'none',
    WebkitUserSelect: 'none',
    transitionProperty: 'transform, opacity, background-color',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      // Pressed: the browser's own state (pointer down on it, or Space held), no script involved.
      '&:active:enabled': { transform: 'scale(0.92)', opacity: 0.8 },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.45 },
      // A smaller visual keeps the 44 px hit area.
      '&::after': {
        content: '""',
        position: 'absolute',
        insetBlock: `calc((100% - ${vars.size.touch}) / 2)`,
        insetInline: `calc((100% - ${vars.size.touch}) / 2)`,
      },
    },
  },
  variants: {
    variant: {
      plain: {
        background: 'transparent',
        color: vars.color.text,
        '@media': {
          '(hover: hover)': { selectors: { '&:hover:enabled': { background: vars.color.brandAccentSoft } } },
        },
      },
      soft: {
        background: vars.color.raised,
        color: vars.color.text,
        '@media': {
          '(hover: hover)': { selectors: { '&:hover:enabled': { background: vars.color.brandAccentSoft } } },
        },
      },
      solid: {
        background: vars.color.brandAccent,
        color: vars.color.onBrandAccent,
        '@media': {
          '(hover: hover)': { selectors: { '&:hover:enabled': { background: vars.color.brandAccentHover } } },
        },
      },
    },
    size: {
      sm: { width: vars.space.xxxl, height: vars.space.xxxl },
      md: { width: vars.size.touch, height: vars.size.touch },
      lg: { width: vars.size.header, height: vars.size.header },
    },
  },
  defaultVariants: { variant: 'plain', size: 'md' },
});

export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;

export const iconSlot = style({
  display: 'inline-flex',
  width: vars.size.icon,
  height: vars.size.icon,
  pointerEvents: 'none',
});
globalStyle(`${iconSlot} > svg`, { width: '100%', height: '100%' });

export const iconSlotLg = style({ width: vars.size.iconLg, height: vars.size.iconLg });

/** Wraps the button so the badge can sit on its corner without being part of the button's text. */
export const wrapper = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
});

export const badgeSlot = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineEnd: 0,
  pointerEvents: 'none',
});
