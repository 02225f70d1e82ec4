import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const root = style({ minWidth: 0 });

/** How far the fade at a scrolling strip's edge reaches. */
const FADE = vars.space.xxl;
/**
 * A mask that fades the strip out at the edge(s) with more tabs beyond: `toward` is the physical
 * direction of the inline end (right, or left in right-to-left). The mask uses only the alpha of the colour.
 */
function fade(toward: 'right' | 'left', edges: 'start' | 'end' | 'both'): string {
  const solid = vars.color.text;
  const start = edges === 'end' ? `${solid} 0` : `transparent 0, ${solid} ${FADE}`;
  const end = edges === 'start' ? `${solid} 100%` : `${solid} calc(100% - ${FADE}), transparent 100%`;
  return `linear-gradient(to ${toward}, ${start}, ${end})`;
}

export const list = recipe({
  base: {
    display: 'flex',
    flexWrap: 'nowrap',
    minWidth: 0,
    // Many tabs scroll sideways inside the bar; the page itself never scrolls horizontally.
    overflowX: 'auto',
    overflowY: 'hidden',
    overscrollBehaviorX: 'contain',
    scrollbarWidth: 'none',
    WebkitOverflowScrolling: 'touch',
    selectors: {
      '&::-webkit-scrollbar': { display: 'none' },
      // A strip that scrolls says so: the edge with more tabs beyond it fades out (Tabs sets the attributes).
      '&[data-more-end]': { maskImage: fade('right', 'end') },
      '&[data-more-start]': { maskImage: fade('right', 'start') },
      '&[data-more-start][data-more-end]': { maskImage: fade('right', 'both') },
      '[dir="rtl"] > &[data-more-end]': { maskImage: fade('left', 'end') },
      '[dir="rtl"] > &[data-more-start]': { maskImage: fade('left', 'start') },
      '[dir="rtl"] > &[data-more-start][data-more-end]': { maskImage: fade('left', 'both') },
    },
  },
  variants: {
    variant: {
      underline: {
        gap: 0,
        boxShadow: `inset 0 calc(${vars.size.hairline} * -1) 0 ${vars.color.border}`,
      },
      pill: {
        gap: vars.space.sm,
        paddingBlock: vars.space.xs,
      },
    },
  },
  defaultVariants: { variant: 'underline' },
});

export const tab = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    flexShrink: 0,
    margin: 0,
    border: 'none',
    background: 'transparent',
    color: vars.color.textMuted,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    touchAction: 'manipulation',
    transitionProperty: 'color, background-color, border-color, transform',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      // Inset ring: the scrolling list would clip an outer one.
      '&:focus-visible': { outlineOffset: `calc(${vars.size.focusRing} * -1)` },
      '&[data-state="active"]': { color: vars.color.text },
      '&:active:enabled': { transform: 'scale(0.97)' },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.45 },
    },
  },
  variants: {
    variant: {
      underline: {
        minHeight: vars.size.touch,
        paddingInline: vars.space.lg,
        borderBlockEnd: `${vars.size.focusRing} solid transparent`,
        selectors: {
          '&[data-state="active"]': {
            borderBlockEndColor: vars.color.brandAccent,
            fontWeight: vars.fontWeight.bold,
          },
        },
      },
      pill: {
        minHeight: `calc(${vars.size.touch} - ${vars.space.sm})`,
        paddingInline: vars.space.lg,
        borderRadius: vars.radius.full,
        background: vars.color.surface,
        boxShadow: `inset 0 0 0 ${vars.size.hairline} ${vars.color.border}`,
        selectors: {
          '&[data-state="active"]': {
            background: vars.color.brandAccent,
            color: vars.color.onBrandAccent,
            boxShadow: 'none',
            fontWeight: vars.fontWeight.bold,
          },
          // 36 px pill, 44 px hit area (the list's block padding makes room).
          '&::after': {
            content: '""',
            position: 'absolute',
            insetInline: 0,
            insetBlock: `calc((100% - ${vars.size.touch}) / 2)`,
          },
        },
      },
    },
  },
  defaultVariants: { variant: 'underline' },
});

export type TabsRecipeVariants = NonNullable<RecipeVariants<typeof tab>>;

export const panel = style({
  paddingBlockStart: vars.space.lg,
  selectors: {
    '&:focus-visible': { outlineOffset: vars.size.focusRing },
  },
});
