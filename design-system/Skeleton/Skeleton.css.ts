import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '0 0' },
});

export const skeleton = recipe({
  base: {
    display: 'block',
    flexShrink: 0,
    maxWidth: '100%',
    backgroundColor: vars.color.skeleton,
    backgroundImage: `linear-gradient(90deg, ${vars.color.skeleton} 30%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 70%)`,
    backgroundSize: '300% 100%',
    // A slow sweep (5 × the page fade, 1.5 s): calm, not flashing.
    animation: `${shimmer} calc(${vars.motion.page} * 5) ${vars.motion.easing} infinite`,
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
