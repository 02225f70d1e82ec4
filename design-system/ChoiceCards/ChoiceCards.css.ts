import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const group = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  padding: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const cards = styleVariants({
  1: { display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'minmax(0, 1fr)' },
  2: { display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});

/** A card that is a radio's label: the whole card picks it. */
export const card = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  minHeight: vars.size.touch,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  transitionProperty: 'border-color, background-color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brandAccent, background: vars.color.brandAccentSoft },
    '&:has(input:focus-visible)': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.space.xxs,
    },
    '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.5 },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
});

/** The radio itself: invisible, the whole card is its label. */
export const radio = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

/** The round picture at the card's start (spans the title and the description). */
export const icon = style({
  gridRow: 'span 2',
  display: 'grid',
  placeItems: 'center',
  width: vars.space.xxxl,
  height: vars.space.xxxl,
  borderRadius: vars.radius.full,
  background: vars.color.raised,
  color: vars.color.brandAccentText,
});

globalStyle(`${icon} svg`, { width: vars.size.icon, height: vars.size.icon });

export const title = style({
  gridColumn: 2,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({
  gridColumn: 2,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

/** A larger, monospaced description (an account number). */
export const descriptionNumeric = style({
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.sm,
});

/** The tick at the card's end: shown only on the chosen card. */
export const check = style({
  gridColumn: 3,
  gridRow: '1 / span 2',
  width: vars.size.icon,
  height: vars.size.icon,
  color: vars.color.brandAccentText,
  opacity: 0,
  selectors: { [`${card}:has(input:checked) &`]: { opacity: 1 } },
});
