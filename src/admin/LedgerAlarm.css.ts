import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** The failing ledger check's banner: on every page, above the content, impossible to miss. */
export const banner = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  marginBottom: vars.space.xl,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.critical,
  color: vars.color.onCritical,
  boxShadow: vars.shadow.md,
});

export const icon = style({
  flexShrink: 0,
  width: vars.size.iconLg,
  height: vars.size.iconLg,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const link = style({
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: vars.space.xxs,
});
