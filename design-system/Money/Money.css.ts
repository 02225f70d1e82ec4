import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const money = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'baseline',
    gap: vars.space.xxs,
    minWidth: 0,
    fontFamily: vars.font.numeric,
    fontVariantNumeric: 'tabular-nums',
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      positive: { color: vars.color.positive },
      accent: { color: vars.color.brandAccentText },
      neutral: { color: vars.color.text },
    },
    size: {
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.lg },
      xl: { fontSize: vars.fontSize.xl },
    },
  },
  defaultVariants: { tone: 'accent', size: 'md' },
});

export type MoneyVariants = NonNullable<RecipeVariants<typeof money>>;

/** The currency symbol: a step smaller than the figure and muted, so the number leads. */
export const symbol = style({
  fontSize: '80%',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

/** The + or − of a signed change: as large as the figure, so the direction reads first. */
export const sign = style({
  marginInlineEnd: `calc(${vars.space.xxs} * -1)`,
});

export const amount = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

/** While refreshing, the masked figure pulses; reduced motion keeps it still (still masked). */
export const refreshing = style({
  animation: `${pulse} calc(${vars.motion.page} * 4) ${vars.motion.easing} infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
