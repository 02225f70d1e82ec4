import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** scroll: one line that scrolls sideways inside itself, bleeding into the page's gutter. */
export const strip = style({
  display: 'flex',
  gap: vars.space.sm,
  overflowX: 'auto',
  margin: 0,
  marginInline: `calc(-1 * ${vars.space.md})`,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xxs,
  listStyle: 'none',
  scrollbarWidth: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  marginBottom: vars.space.sm,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: `calc(${vars.size.touch} - ${vars.space.sm})`,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.brandAccent,
      borderColor: vars.color.brandAccent,
      color: vars.color.onBrandAccent,
      fontWeight: vars.fontWeight.bold,
    },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.space.xxs },
  },
});

/** A chip's placeholder (scroll layout, loading): the chip's height and pill shape. */
export const chipSkeleton = style({
  selectors: {
    '&&': { height: `calc(${vars.size.touch} - ${vars.space.sm})`, borderRadius: vars.radius.full },
  },
});

export const icon = style({ height: vars.size.iconSm, width: 'auto' });

/** grid: a form's quick picks. The legend is the form's other legends' own rule (ChoiceCards). */
export { legend as legendQuiet } from '../ChoiceCards/ChoiceCards.css';

export const grid = styleVariants({
  2: { display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  3: { display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  4: { display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
});

/** grid: chips of equal width and a full touch height; the chosen one tinted like a chosen card. */
export const chipGrid = style({
  justifyContent: 'center',
  minWidth: 0,
  minHeight: vars.size.touch,
  paddingInline: vars.space.xs,
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  textAlign: 'center',
  borderRadius: vars.radius.md,
  borderColor: vars.color.borderStrong,
  background: vars.color.raised,
  fontWeight: vars.fontWeight.medium,
  touchAction: 'manipulation',
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: vars.color.brandAccent,
      background: vars.color.brandAccentSoft,
      color: vars.color.brandAccentText,
      fontWeight: vars.fontWeight.medium,
    },
    '&:active': { transform: 'scale(0.97)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { selectors: { '&:active': { transform: 'none' } } } },
});

/** Figures (amounts, bets): the numeric face, tabular digits. */
export const numeric = style({
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
});
