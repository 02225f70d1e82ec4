import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** The deposit page's own parts: the quick-amount chips and the account to transfer to. */

export const fieldset = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  padding: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const chip = style({
  minHeight: vars.size.touch,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  background: vars.color.raised,
  color: vars.color.text,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  touchAction: 'manipulation',
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: vars.color.brandAccent,
      background: vars.color.brandAccentSoft,
      color: vars.color.brandAccentText,
    },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.space.xxs },
    '&:active': { transform: 'scale(0.97)' },
  },
});

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
