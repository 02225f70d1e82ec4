import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  background: vars.color.surface,
  borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const bar = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xs });

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.touch,
  maxHeight: `calc(${vars.space.xxxl} * 5)`,
  resize: 'none',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  background: vars.color.page,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  '::placeholder': { color: vars.color.textSubtle },
  ':focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.size.hairline },
  selectors: { '&[data-note="true"]': { background: vars.color.cautionSoft, borderColor: vars.color.caution } },
});

export const file = style({ display: 'none' });

export const suggestions = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xs,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  maxHeight: `calc(${vars.size.touch} * 4 + ${vars.space.xs})`,
  overflowY: 'auto',
  background: vars.color.raised,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const suggestion = style({
  display: 'flex',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.touch,
  alignItems: 'center',
  textAlign: 'start',
  padding: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  ':hover': { background: vars.color.brandAccentSoft },
  ':focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}` },
});

export const code = style({ fontWeight: vars.fontWeight.bold, color: vars.color.brandAccentText, flexShrink: 0 });
export const preview = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });
