import { layer, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

/**
 * The frame's own defaults sit in a cascade layer, below every unlayered rule: a widget's className
 * (a 40 px icon in the winner board, say) always wins over the frame's 100% width, whatever order
 * the production build happens to load the two stylesheets in.
 */
const defaults = layer('image-defaults');

export const frame = recipe({
  base: {
    '@layer': {
      [defaults]: {
        position: 'relative',
        display: 'block',
        width: '100%',
        overflow: 'hidden',
        // Reserves the box before anything loads: no layout shift.
        aspectRatio: '1 / 1',
        background: vars.color.skeleton,
        isolation: 'isolate',
        transition: `background-color ${vars.motion.base} ${vars.motion.easing}`,
        selectors: {
          // Transparent once loaded, so logos with transparency sit on whatever is behind them.
          '&[data-status="loaded"]': { backgroundColor: 'transparent' },
        },
      },
    },
  },
  variants: {
    radius: {
      none: {},
      md: { borderRadius: vars.radius.md },
      lg: { borderRadius: vars.radius.lg },
      full: { borderRadius: vars.radius.full },
    },
  },
  defaultVariants: { radius: 'none' },
});

export type ImageRecipeVariants = NonNullable<RecipeVariants<typeof frame>>;

const fill = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
} as const;

export const skeleton = style({ ...fill, borderRadius: 0 });

/**
 * The picture paints as soon as it arrives, also before the scripts run: a server-rendered tile is
 * then the page's largest paint at once, not after hydration (it used to wait at opacity 0 for
 * React's load handler and fade in, which put /m/slot-games' LCP after hydration). The skeleton
 * behind it shows until then, and is removed once the load is known.
 */
export const img = style({
  ...fill,
  display: 'block',
});

export const fit = {
  cover: style({ objectFit: 'cover' }),
  contain: style({ objectFit: 'contain' }),
};

/** Built-in default image: drawn with theme colours, so it matches every brand and mode. */
export const placeholder = style({
  ...fill,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: `linear-gradient(135deg, ${vars.color.raised}, ${vars.color.surface})`,
  color: vars.color.textSubtle,
});

export const placeholderIcon = style({
  width: '36%',
  height: '36%',
  maxWidth: `calc(${vars.space.huge} * 2)`,
  maxHeight: `calc(${vars.space.huge} * 2)`,
  strokeWidth: 1.5,
});
