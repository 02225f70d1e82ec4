import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** A grouped list on one surface: rows split by hairlines, like a phone's settings screen. */
export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const item = style({
  selectors: { '& + &': { borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}` } },
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: `calc(${vars.size.touch} + ${vars.space.lg})`,
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  appearance: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
    },
    '&:active': { background: vars.color.raised },
  },
  '@media': { '(hover: hover)': { selectors: { '&:hover': { background: vars.color.raised } } } },
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.size.touch,
  height: vars.size.touch,
  borderRadius: vars.radius.full,
  background: vars.color.brandAccentSoft,
  color: vars.color.brandAccentText,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 'auto',
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const trailing = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  color: vars.color.textMuted,
});

export const chevron = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
