import { globalStyle, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    marginInline: 'auto',
    maxWidth: `calc(${vars.size.column} - ${vars.space.xxxl} * 2)`,
  },
  variants: {
    size: {
      full: { gap: vars.space.md, paddingBlock: vars.space.huge, paddingInline: vars.space.lg },
      compact: { gap: vars.space.sm, paddingBlock: vars.space.xl, paddingInline: vars.space.md },
    },
  },
  defaultVariants: { size: 'full' },
});

export const icon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: vars.radius.full,
  },
  variants: {
    tone: {
      neutral: { background: vars.color.raised, color: vars.color.textMuted },
      critical: { background: vars.color.criticalSoft, color: vars.color.critical },
      accent: { background: vars.color.brandAccentSoft, color: vars.color.brandAccentText },
    },
    size: {
      full: {
        width: `calc(${vars.size.touch} + ${vars.space.xxl})`,
        height: `calc(${vars.size.touch} + ${vars.space.xxl})`,
      },
      compact: { width: vars.size.touch, height: vars.size.touch },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'full' },
});
globalStyle(`${icon.classNames.variants.size.full} > svg`, { width: vars.space.xxxl, height: vars.space.xxxl });
globalStyle(`${icon.classNames.variants.size.compact} > svg`, { width: vars.size.iconLg, height: vars.size.iconLg });

export type EmptyStateRecipeVariants = NonNullable<RecipeVariants<typeof root>>;

export const title = recipe({
  base: {
    margin: 0,
    color: vars.color.text,
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
  },
  variants: {
    size: {
      full: { fontSize: vars.fontSize.lg },
      compact: { fontSize: vars.fontSize.md },
    },
  },
  defaultVariants: { size: 'full' },
});

export const description = recipe({
  base: { margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal },
  variants: {
    size: {
      full: { fontSize: vars.fontSize.sm },
      compact: { fontSize: vars.fontSize.xs },
    },
  },
  defaultVariants: { size: 'full' },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const action = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
});
