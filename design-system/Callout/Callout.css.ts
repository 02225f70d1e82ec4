import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const calloutTones = ['info', 'caution', 'positive'] as const;

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  alignItems: 'start',
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.text,
});

export const tone = styleVariants({
  caution: { background: vars.color.cautionSoft },
  info: { background: vars.color.infoSoft },
  positive: { background: vars.color.positiveSoft },
});

export const icon = style({
  gridRow: 'span 3',
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
});

export const iconTone = styleVariants({
  caution: { color: vars.color.caution },
  info: { color: vars.color.info },
  positive: { color: vars.color.positive },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const body = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const action = style({
  justifySelf: 'start',
  color: vars.color.brandAccentText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: vars.space.xxs,
});
