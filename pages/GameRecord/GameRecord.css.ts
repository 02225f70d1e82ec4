import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** The totals card and what a round's card shows in its own way; the cards, filters and pager are the kit's. */

export const totals = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const totalsHead = style({
  display: 'grid',
  gap: vars.space.xxs,
});

export const totalsTitle = style({
  margin: 0,
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const totalsHint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

const pill = {
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
} as const;

/** Play money is not the player's money: said in the info colour, beside the status. */
export const playMoney = style({
  ...pill,
  color: vars.color.info,
  background: vars.color.infoSoft,
});

/** A small pill; an open round stands out, a settled one stays quiet, a cancelled one is muted. */
export const status = style({
  ...pill,
  color: vars.color.textMuted,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  selectors: {
    '&[data-status="open"]': {
      color: vars.color.caution,
      background: vars.color.cautionSoft,
      borderColor: 'transparent',
    },
    '&[data-status="cancelled"]': {
      color: vars.color.textMuted,
      borderStyle: 'dashed',
    },
  },
});

export const meta = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const vendor = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
});

/**
 * Stake, payout and net in three equal columns; an amount too long for its third moves the next
 * figure to a line of its own rather than being cut off.
 */
export const figures = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
});

export const figure = style({
  display: 'grid',
  gap: vars.space.xxs,
  flex: '1 1 0',
  minWidth: 'max-content',
});

export const label = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const value = style({
  margin: 0,
});

export const round = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
