import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** The withdraw page's own parts; widgets (fields, buttons, money, sheets) keep their look. */

/** The form inside the page's column: its rhythm, not a second gutter. */
export const form = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
});

export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const sectionHead = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 0,
});

export const sectionTitle = style({
  margin: 0,
  padding: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const sectionLink = style({
  color: vars.color.brandAccentText,
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  textUnderlineOffset: vars.space.xxs,
});

/** A notice: turnover still owed (caution) or the payment password to set first (info). */
export const notice = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  alignItems: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.text,
});

export const noticeTone = styleVariants({
  caution: { background: vars.color.cautionSoft },
  info: { background: vars.color.infoSoft },
});

export const noticeIcon = style({
  gridRow: 'span 3',
  width: vars.size.icon,
  height: vars.size.icon,
});

export const noticeIconTone = styleVariants({
  caution: { color: vars.color.caution },
  info: { color: vars.color.info },
});

export const noticeTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const noticeBody = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const noticeLink = style({
  justifySelf: 'start',
  color: vars.color.brandAccentText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: vars.space.xxs,
});

export const accounts = style({
  display: 'grid',
  gap: vars.space.sm,
});

/** One bank account to pick: the whole card is the radio's label. */
export const account = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: vars.space.md,
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

export const radio = style({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

export const accountIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.space.xxxl,
  height: vars.space.xxxl,
  borderRadius: vars.radius.full,
  background: vars.color.raised,
  color: vars.color.brandAccentText,
});

globalStyle(`${accountIcon} svg`, { width: vars.size.icon, height: vars.size.icon });

export const accountText = style({
  display: 'grid',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const accountBank = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const accountNumber = style({
  color: vars.color.textMuted,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const check = style({
  width: vars.size.icon,
  height: vars.size.icon,
  color: vars.color.brandAccentText,
  opacity: 0,
  selectors: { [`${account}:has(input:checked) &`]: { opacity: 1 } },
});

export const allButton = style({
  minHeight: vars.size.touch,
  paddingInline: vars.space.sm,
  border: 0,
  background: 'none',
  color: vars.color.brandAccentText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  touchAction: 'manipulation',
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, borderRadius: vars.radius.sm },
  },
});

export const meta = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const rules = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  textAlign: 'center',
});

export const centerLink = style([sectionLink, { justifySelf: 'center', paddingBlock: vars.space.sm }]);

export const actions = style({
  display: 'grid',
  gap: vars.space.sm,
});

export const sheetForm = style({
  display: 'grid',
  gap: vars.space.md,
});

/** The outcome at the top of the confirmation. */
export const hero = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  textAlign: 'center',
});

export const heroIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.space.huge,
  height: vars.space.huge,
  borderRadius: vars.radius.full,
});

globalStyle(`${heroIcon} svg`, { width: vars.size.iconLg, height: vars.size.iconLg });

export const heroTitle = style({
  margin: 0,
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const heroLead = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const tone = styleVariants({
  positive: { background: vars.color.positiveSoft, color: vars.color.positive },
  caution: { background: vars.color.cautionSoft, color: vars.color.caution },
  critical: { background: vars.color.criticalSoft, color: vars.color.critical },
});

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const pillIcon = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
});

export const summary = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const summaryRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  minWidth: 0,
});

export const summaryLabel = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const summaryValue = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textAlign: 'end',
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});

export const list = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  alignItems: 'center',
  padding: vars.space.md,
  borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBlockEnd: 0 } },
});

export const itemMain = style({
  display: 'grid',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const itemSide = style({
  display: 'grid',
  justifyItems: 'end',
  gap: vars.space.xs,
});

export const itemSub = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const nowrap = style({ whiteSpace: 'nowrap' });

export const itemReason = style({
  gridColumn: '1 / -1',
  margin: 0,
  color: vars.color.critical,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
});
