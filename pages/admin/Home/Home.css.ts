import { style } from '@vanilla-extract/css';
import { adminLayout } from '../../../themes/admin';
import { vars } from '../../../themes/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const lead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
});

export const leadIcon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  color: vars.color.brandAccentText,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [adminLayout.wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const cardTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const muted = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const listItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.size.touch,
  paddingBlock: vars.space.sm,
  borderTop: `${vars.size.hairline} solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:first-child': { borderTop: 0 } },
});

const status = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
} as const;

export const statusAvailable = style({ ...status, background: vars.color.positiveSoft });
export const statusComing = style({ ...status, background: vars.color.cautionSoft });

export const statusIcon = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const factValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

/** A card across the whole grid (the ledger check, which must not be missed). */
export const wideCard = style({ gridColumn: '1 / -1' });
