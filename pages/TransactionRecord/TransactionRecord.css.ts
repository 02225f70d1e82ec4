import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** Inside a transaction row; the list, rows, filters and pager are pages/shared/records.css.ts. */
export const head = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const title = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});

/** A small pill; the colour says where a withdrawal stands, "completed" stays quiet. */
export const status = style({
  flexShrink: 0,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textMuted,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  selectors: {
    '&[data-status="pending"]': {
      color: vars.color.caution,
      background: vars.color.cautionSoft,
      borderColor: 'transparent',
    },
    '&[data-status="paid"]': {
      color: vars.color.positive,
      background: vars.color.positiveSoft,
      borderColor: 'transparent',
    },
  },
});

export const amount = style({
  marginInlineStart: 'auto',
  flexShrink: 0,
});

export const meta = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const balance = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
});

export const reason = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});
