import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const subheading = style({
  margin: 0,
  marginBlockStart: vars.space.lg,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const steps = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  marginBlockStart: vars.space.lg,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  counterIncrement: 'step',
  lineHeight: vars.lineHeight.normal,
  selectors: {
    '&::before': {
      content: 'counter(step)',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      width: vars.size.iconLg,
      height: vars.size.iconLg,
      borderRadius: vars.radius.full,
      background: vars.color.brandAccent,
      color: vars.color.onBrandAccent,
      fontSize: vars.fontSize.xs,
      fontWeight: vars.fontWeight.bold,
      fontVariantNumeric: 'tabular-nums',
    },
  },
});

/** The iOS glyph the step refers to, drawn the way Safari shows it. */
export const glyph = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touch,
  height: vars.size.touch,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  color: vars.color.info,
});
globalStyle(`${glyph} > svg`, { width: vars.size.iconLg, height: vars.size.iconLg });

export const stepText = style({ flex: '1 1 auto', minWidth: 0 });

export const profile = style({ display: 'grid', gap: vars.space.sm, width: '100%' });

export const profileHint = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const profileLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.brandAccent,
  color: vars.color.onBrandAccent,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: { '&:active': { opacity: 0.85 } },
});
globalStyle(`${profileLink} > svg`, { width: vars.size.icon, height: vars.size.icon });
