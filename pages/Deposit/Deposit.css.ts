import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** The deposit page's own part: the account to transfer to. */

export const details = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
});

export const detail = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBlockEnd: 0 } },
});

export const detailCopy = style({
  gridColumn: 2,
  gridRow: '1 / span 2',
  margin: 0,
});

export const detailLabel = style({
  gridColumn: 1,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const detailValue = style({
  gridColumn: 1,
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  userSelect: 'all',
});
