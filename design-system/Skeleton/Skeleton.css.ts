import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

/**
 * The sweep moves a highlight layer with `transform`, which the compositor animates on its own
 * thread. It used to move `background-position`, which repaints every skeleton on the main thread
 * in every frame: with the 45 skeletons of a server-rendered home page, a quarter of the first
 * load's main-thread time on a 4×-throttled CPU went to repainting placeholders (docs/performance.md,
 * "Where the main-thread time goes").
 */
const shimmer = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(100%)' },
});

export const skeleton = recipe({
  base: {
    position: 'relative',
    display: 'block',
    flexShrink: 0,
    maxWidth: '100%',
    overflow: 'hidden',
    backgroundColor: vars.color.skeleton,
    // The still picture is the one it always was (the sweep's resting frame): screenshots, reduced
    // motion and the first 1.5 s look the same as before the sweep moved to the compositor.
    backgroundImage: `linear-gradient(90deg, ${vars.color.skeleton} 30%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 70%)`,
    backgroundSize: '300% 100%',
    selectors: {
      '&::after': {
        content: '""',
        position: 'absolute',
        inset: 0,
        backgroundImage: `linear-gradient(90deg, transparent 20%, ${vars.color.skeletonHighlight} 50%, transparent 80%)`,
        transform: 'translateX(-100%)',
        // A slow sweep (5 × the page fade, 1.5 s): calm, not flashing. It waits one sweep first,
        // so a placeholder that is replaced at once (a fast answer) never animates at all.
        animation: `${shimmer} calc(${vars.motion.page} * 5) ${vars.motion.easing} calc(${vars.motion.page} * 5) infinite`,
      },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': {
        selectors: { '&::after': { animation: 'none', display: 'none' } },
      },
    },
  },
  variants: {
    shape: {
      text: {
        height: `calc(${vars.fontSize.sm} * ${vars.lineHeight.tight})`,
        borderRadius: vars.radius.sm,
      },
      rect: { width: '100%', borderRadius: vars.radius.md },
      circle: { borderRadius: vars.radius.full },
    },
  },
  defaultVariants: { shape: 'rect' },
});

export type SkeletonRecipeVariants = NonNullable<RecipeVariants<typeof skeleton>>;

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
});

/** The last line of a paragraph is shorter, as real text usually is. */
export const lastLine = style({ width: '60%' });

/** A placeholder row of a ruled list: the row's padding and its rule. */
export const row = style({
  paddingBlock: vars.space.md,
  borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}`,
});
