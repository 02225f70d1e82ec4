import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import * as wallet from '../shared/walletForm.css';

/** The deposit pages' own parts, over what the money forms share (shared/walletForm.css.ts). */

// Everything the money forms share; this page's own parts below (a name declared here wins).
export * from '../shared/walletForm.css';
export { pill as status } from '../shared/walletForm.css';

export const methods = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
});

export const method = style([
  wallet.choice,
  { gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: vars.space.sm, rowGap: vars.space.xxs },
]);

export const methodIcon = style([wallet.choiceIcon, { gridRow: 'span 2' }]);

export const methodName = wallet.choiceName;

export const methodRange = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const chips = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.sm,
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

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const cardTitle = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
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

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const noteBox = style([
  note,
  {
    display: 'flex',
    gap: vars.space.sm,
    alignItems: 'flex-start',
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.infoSoft,
    color: vars.color.text,
  },
]);

export const noteIcon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  color: vars.color.info,
});
