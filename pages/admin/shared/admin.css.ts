import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { adminLayout } from '../../../themes/admin';
import { vars } from '../../../themes/contract.css';

/**
 * What the finance sections share: the page frame, cards, forms, filter bars, the responsive table
 * (rows become cards on a phone, a table from `adminLayout.wide` up), status pills and the pager.
 */

const wide = adminLayout.wide;

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minWidth: 0,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const cardTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const muted = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
});

export const mono = style({
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

/** A search or filter form: fields side by side where they fit, the button at the end. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const toolbarField = style({
  flex: `1 1 ${adminLayout.fieldMin}`,
  minWidth: 0,
});

export const toolbarActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

/** A form in a column, at most as wide as a comfortable line. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: adminLayout.panelMax,
});

export const fieldRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

/** A key → value grid (a member's summary, a withdrawal's details). */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  '@media': { [wide]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const factValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

/** A figure with an action beside it (turnover owed, then Waive). */
export const factValueWithAction = style([
  factValue,
  { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm },
]);

// ---- The responsive table ------------------------------------------------------------------------

/**
 * On a phone each row is a card whose cells carry their column name (`data-label`); from the wide
 * layout up it is a table. Cells keep their table roles either way (role attributes in Table.tsx).
 */
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  '@media': {
    [wide]: {
      background: vars.color.surface,
      border: `${vars.size.hairline} solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
    },
  },
});

export const thead = style({
  display: 'none',
  '@media': { [wide]: { display: 'table-header-group' } },
});

export const tbody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { [wide]: { display: 'table-row-group' } },
});

export const tr = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': {
    [wide]: {
      display: 'table-row',
      padding: 0,
      background: 'transparent',
      border: 0,
      borderRadius: 0,
    },
  },
});

export const th = style({
  padding: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const thEnd = style([th, { textAlign: 'end' }]);

export const td = style({
  display: 'grid',
  gridTemplateColumns: `minmax(${adminLayout.labelColumn}, 35%) minmax(0, 1fr)`,
  alignItems: 'baseline',
  gap: vars.space.sm,
  minWidth: 0,
  overflowWrap: 'anywhere',
  selectors: {
    '&::before': {
      content: 'attr(data-label)',
      color: vars.color.textMuted,
      fontSize: vars.fontSize.xs,
    },
  },
  '@media': {
    [wide]: {
      display: 'table-cell',
      padding: vars.space.md,
      verticalAlign: 'top',
      borderTop: `${vars.size.hairline} solid ${vars.color.border}`,
      selectors: { '&::before': { content: 'none' } },
    },
  },
});

/** The row's first cell on a phone: its heading, without a label. */
export const tdLead = style([
  td,
  {
    display: 'block',
    fontWeight: vars.fontWeight.bold,
    fontSize: vars.fontSize.md,
    selectors: { '&::before': { content: 'none' } },
    '@media': { [wide]: { display: 'table-cell', fontSize: vars.fontSize.sm } },
  },
]);

export const tdEnd = style([td, { '@media': { [wide]: { textAlign: 'end' } } }]);

/** The row's actions: full-width buttons on a phone, at the end of the row on a desktop. */
export const tdActions = style([
  td,
  {
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.sm,
    paddingTop: vars.space.sm,
    selectors: { '&::before': { content: 'none' } },
    '@media': { [wide]: { display: 'table-cell', paddingTop: vars.space.md, whiteSpace: 'nowrap' } },
  },
]);

globalStyle(`${tdActions} > *`, { flex: '1 1 auto' });
globalStyle(`${tdActions} > * + *`, { '@media': { [wide]: { marginInlineStart: vars.space.sm } } });

export const cellStack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

// ---- Pills, banners, pager ------------------------------------------------------------------------

/** The pills are the kit's (design-system/Pill); pages name their tones with this type. */
export type { PillTone } from '../../../design-system/Pill';

export const pillIcon = style({
  flexShrink: 0,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
});

export const linkButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.brandAccentText,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textAlign: 'start',
  textDecoration: 'underline',
  textUnderlineOffset: vars.space.xxs,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  '@media': { [wide]: { minHeight: 0 } },
});

export const linkIcon = style({
  flexShrink: 0,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
});

/** A notice inside a card or above a form: the outcome of an action, a warning. */
export const notice = styleVariants({
  positive: {
    display: 'flex',
    gap: vars.space.sm,
    alignItems: 'flex-start',
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.positiveSoft,
    color: vars.color.text,
  },
  critical: {
    display: 'flex',
    gap: vars.space.sm,
    alignItems: 'flex-start',
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.criticalSoft,
    color: vars.color.text,
  },
  caution: {
    display: 'flex',
    gap: vars.space.sm,
    alignItems: 'flex-start',
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.cautionSoft,
    color: vars.color.text,
  },
});

export const noticeIcon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
});

export const noticeText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const strong = style({ fontWeight: vars.fontWeight.bold });

export const nowrap = style({ whiteSpace: 'nowrap', overflowWrap: 'normal' });

export const skeletonRows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const visuallyHiddenInline = style({
  position: 'absolute',
  width: vars.size.hairline,
  height: vars.size.hairline,
  margin: `calc(-1 * ${vars.size.hairline})`,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** An audit row's before → after. */
export const diff = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.xs,
});

export const diffLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
  minWidth: 0,
});

export const diffKey = style({ color: vars.color.textMuted });

export const diffValues = style({
  margin: 0,
  fontFamily: vars.font.numeric,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const diffBefore = style({ color: vars.color.textMuted });

export const diffAfter = style({ textDecoration: 'none', fontWeight: vars.fontWeight.bold });

/** The facts of one queue item in a dialog: two columns. */
export const detailFacts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  margin: 0,
});
