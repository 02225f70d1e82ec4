import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    fontFamily: vars.font.numeric,
    fontVariantNumeric: 'tabular-nums',
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      critical: { background: vars.color.badge, color: vars.color.onBadge },
      accent: { background: vars.color.brandAccent, color: vars.color.onBrandAccent },
      neutral: { background: vars.color.borderStrong, color: vars.color.text },
    },
    dot: {
      true: {
        width: vars.space.sm,
        height: vars.space.sm,
      },
      false: {
        minWidth: vars.size.iconSm,
        height: vars.size.iconSm,
        paddingInline: vars.space.xs,
        fontSize: vars.fontSize.xs,
      },
    },
  },
  defaultVariants: { tone: 'critical', dot: false },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
