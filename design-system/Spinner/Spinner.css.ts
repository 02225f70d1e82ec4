import { keyframes } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 700ms linear infinite`,
  },
  variants: {
    size: {
      sm: { width: vars.size.iconSm, height: vars.size.iconSm, borderWidth: vars.space.xxs },
      md: { width: vars.size.iconLg, height: vars.size.iconLg, borderWidth: vars.space.xxs },
      lg: { width: vars.size.touch, height: vars.size.touch, borderWidth: vars.space.xs },
    },
    tone: {
      current: {},
      accent: { color: vars.color.brandAccent },
      muted: { color: vars.color.textMuted },
    },
  },
  defaultVariants: { size: 'md', tone: 'current' },
});

/** Read by screen readers, not drawn: the kit's one rule (design-system/Text). */
export { visuallyHidden } from '../Text/Text.css';

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>;
