import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: `calc(${vars.size.touch} + ${vars.space.md})`,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  margin: 0,
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:active': { opacity: 0.85 },
    '&[data-disabled]': { cursor: 'default', borderStyle: 'dashed' },
  },
  '@media': {
    '(hover: hover)': {
      selectors: { '&:hover:not([data-disabled])': { borderColor: vars.color.brandAccent } },
    },
  },
});

export const optionIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touch,
  height: vars.size.touch,
  borderRadius: vars.radius.md,
  background: vars.color.brandAccentSoft,
  color: vars.color.brandAccentText,
  selectors: { '[data-disabled] &': { background: vars.color.raised, color: vars.color.textMuted } },
});
globalStyle(`${optionIcon} > svg`, { width: vars.size.iconLg, height: vars.size.iconLg });

export const optionText = style({ display: 'grid', flex: '1 1 auto', minWidth: 0, lineHeight: vars.lineHeight.tight });

export const optionTitle = style({ fontWeight: vars.fontWeight.bold, paddingBlock: vars.space.xxs });

export const optionHint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const optionHintWarn = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.caution,
  fontWeight: vars.fontWeight.medium,
});

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textSubtle,
  selectors: { '[data-disabled] &': { visibility: 'hidden' } },
});
globalStyle(`${chevron} > svg`, { width: vars.size.iconSm, height: vars.size.iconSm });

export const flipInRtl = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  marginBlockStart: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.cautionSoft,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});
globalStyle(`${alert} > svg`, {
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  color: vars.color.caution,
});

export const empty = style({ color: vars.color.textMuted });
