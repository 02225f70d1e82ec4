import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const outcomeTones = ['positive', 'caution', 'critical', 'neutral', 'info', 'accent'] as const;

/** The outcome at the top of a confirmation or a result. */
export const root = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  textAlign: 'center',
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.space.huge,
  height: vars.space.huge,
  borderRadius: vars.radius.full,
});

export const iconSize = styleVariants({
  md: {},
  lg: {},
});

globalStyle(`${iconSize.lg} svg`, { width: vars.size.iconLg, height: vars.size.iconLg });

export const tone = styleVariants({
  positive: { background: vars.color.positiveSoft, color: vars.color.positive },
  caution: { background: vars.color.cautionSoft, color: vars.color.caution },
  critical: { background: vars.color.criticalSoft, color: vars.color.critical },
  neutral: { background: vars.color.raised, color: vars.color.textMuted },
  info: { background: vars.color.infoSoft, color: vars.color.info },
  accent: { background: vars.color.brandAccentSoft, color: vars.color.brandAccentText },
});

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const lead = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});
