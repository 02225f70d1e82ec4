import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/**
 * What the record pages (transactions, bets) share: the filter grid, the list card and its rows,
 * the loading rows and the pager. Each page styles the inside of its own rows.
 */

/** Type and period side by side; the custom range's two dates likewise. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
});

export const hint = style({
  gridColumn: '1 / -1',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const row = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  selectors: { '& + &': { borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}` } },
});

export const skeletonRow = style([
  row,
  {
    gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 1fr)',
    alignItems: 'center',
    gap: vars.space.lg,
    selectors: { '& + &': { borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}` } },
  },
]);

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const pageOf = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
});

export const nextIcon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
});
