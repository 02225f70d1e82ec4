import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const footer = style({
  display: 'grid',
  gap: vars.space.xxl,
  paddingBlock: vars.space.xxl,
  paddingInline: `calc(${vars.space.lg} + max(env(safe-area-inset-left), env(safe-area-inset-right)))`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const section = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const heading = style({
  margin: 0,
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

/** Wrapping rows of pill links, each a 44 px touch target. */
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  maxWidth: '100%',
  paddingInline: vars.space.md,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.raised,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&:active': { opacity: 0.8 } },
  '@media': { '(hover: hover)': { selectors: { '&:hover': { borderColor: vars.color.brandAccent } } } },
});

/** A chip's placeholder: the chip's touch height and pill shape. */
export const chipSkeleton = style({
  selectors: { '&&': { height: vars.size.touch, borderRadius: vars.radius.full } },
});

export const chipIcon = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.brandAccentText });
globalStyle(`${chipIcon} > svg`, { width: vars.size.iconSm, height: vars.size.iconSm });

/** Logo tiles: payment methods and game vendors. Fixed aspect, so nothing shifts while images load. */
export const logoGrid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.size.touch} * 1.75), 1fr))`,
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const logoTile = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '2 / 1',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.raised,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const logoImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});

export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}`,
});

/** The "18+" roundel. */
export const ageMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touch,
  height: vars.size.touch,
  borderRadius: vars.radius.full,
  border: `${vars.space.xxs} solid ${vars.color.critical}`,
  color: vars.color.text,
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});

export const noticeText = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  minWidth: 0,
});

/** The responsible-gaming link under the age notice: a full touch target. */
export const responsible = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  color: vars.color.brandAccentText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: vars.space.xxs,
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, borderRadius: vars.radius.sm },
  },
});

export const small = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const copyright = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textSubtle,
  textAlign: 'center',
});

/** Read by screen readers, not drawn: the kit's one rule (design-system/Text). */
export { visuallyHidden } from '../Text/Text.css';
