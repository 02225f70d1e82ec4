import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** The withdraw page's own parts: the "All" button, the small print and the recent withdrawals' rows. */

/** The amount of a recent withdrawal. */
export const itemAmount = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
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

/** The link to the records under the Done button, centred (the kit's TextLink). */
export const centerLink = style({ alignSelf: 'center' });

/** The rows inside their card. */
export const list = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
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
