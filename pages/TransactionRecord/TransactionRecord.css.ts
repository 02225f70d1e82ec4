import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** What a transaction card shows in its own way; the cards, filters and pager are the kit's. */
export const title = style({
  display: 'block',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** A small pill; the colour says where a withdrawal stands, "completed" stays quiet. */
export const status = style({
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

export const reason = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});
