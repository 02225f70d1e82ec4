import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/**
 * What the money forms share (the deposit page and its result, the withdraw page): their sections,
 * the radio cards to pick a deposit method or a bank account, the outcome hero and status pills (the
 * summary rows are the kit's KeyValueList in a Card). Each page's stylesheet re-exports these and adds its own parts; widgets (fields,
 * buttons, money, sheets) keep their look.
 */

export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const sectionTitle = style({
  margin: 0,
  padding: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

/** A card that is a radio's label: a page sets its columns. */
export const choice = style({
  position: 'relative',
  display: 'grid',
  alignItems: 'center',
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
  },
});

/** The radio itself: invisible, the whole card is its label. */
export const radio = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

/** The round icon at a choice's start. */
export const choiceIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.space.xxxl,
  height: vars.space.xxxl,
  borderRadius: vars.radius.full,
  background: vars.color.raised,
  color: vars.color.brandAccentText,
});

globalStyle(`${choiceIcon} svg`, { width: vars.size.icon, height: vars.size.icon });

/** A choice's name (a method, a bank). */
export const choiceName = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'grid',
  gap: vars.space.sm,
});

export { hero, heroIcon } from './hero.css';

export const heroTitle = style({
  margin: 0,
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

/** A status's colours: a pill's or the hero icon's. */
export const tone = styleVariants({
  positive: { background: vars.color.positiveSoft, color: vars.color.positive },
  caution: { background: vars.color.cautionSoft, color: vars.color.caution },
  critical: { background: vars.color.criticalSoft, color: vars.color.critical },
  neutral: { background: vars.color.raised, color: vars.color.textMuted },
  info: { background: vars.color.infoSoft, color: vars.color.info },
});

/** A status pill (with a `tone`). */
export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const pillIcon = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
});
