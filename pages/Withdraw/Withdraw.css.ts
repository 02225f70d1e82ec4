import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import * as wallet from '../shared/walletForm.css';

/** The withdraw page's own parts, over what the money forms share (shared/walletForm.css.ts). */

// Everything the money forms share; this page's own parts below (a name declared here wins).
export * from '../shared/walletForm.css';

/** The form inside the page's column: its rhythm, not a second gutter. */
export const form = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
});

export const sectionHead = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 0,
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
export const account = style([
  wallet.choice,
  { gridTemplateColumns: 'auto minmax(0, 1fr) auto', columnGap: vars.space.md },
]);

export const accountIcon = wallet.choiceIcon;

export const accountText = style({
  display: 'grid',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const accountBank = wallet.choiceName;

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

export const sheetForm = style({
  display: 'grid',
  gap: vars.space.md,
});

/** The outcome's icon, larger here than on the deposit result. */
export const heroIcon = style([wallet.heroIcon]);

globalStyle(`${heroIcon} svg`, { width: vars.size.iconLg, height: vars.size.iconLg });

export const heroLead = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const pill = style([wallet.pill, { whiteSpace: 'nowrap' }]);

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
