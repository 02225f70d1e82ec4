import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.sm,
});

/** The cycle's last day (its big reward) takes two columns when it ends a row of three. */
export const wide = style({ gridColumn: 'span 2' });

export const cell = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  minWidth: 0,
  minHeight: `calc(${vars.space.huge} * 2)`,
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: `inset 0 0 0 ${vars.size.hairline} ${vars.color.border}`,
  color: vars.color.text,
  textAlign: 'center',
});

export const state = styleVariants({
  signed: {
    background: vars.color.positiveSoft,
    boxShadow: `inset 0 0 0 ${vars.size.hairline} ${vars.color.positive}`,
  },
  today: {
    background: vars.color.brandAccentSoft,
    boxShadow: `inset 0 0 0 calc(${vars.size.hairline} * 2) ${vars.color.brandAccent}`,
  },
  missed: { opacity: 0.72 },
  makeup: { boxShadow: `inset 0 0 0 ${vars.size.hairline} ${vars.color.caution}` },
  upcoming: {},
});

export const dayLabel = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const icon = style({
  display: 'inline-flex',
  width: vars.size.icon,
  height: vars.size.icon,
  color: vars.color.brandAccentText,
});

export const iconTone = styleVariants({
  signed: { color: vars.color.positive },
  today: { color: vars.color.brandAccentText },
  missed: { color: vars.color.textSubtle },
  makeup: { color: vars.color.caution },
  upcoming: { color: vars.color.brandAccentText },
});

export const amount = style({ fontWeight: vars.fontWeight.bold, minWidth: 0, maxWidth: '100%' });

export const stateText = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const stateTextTone = styleVariants({
  signed: { color: vars.color.text },
  today: { color: vars.color.brandAccentText, fontWeight: vars.fontWeight.bold },
  missed: {},
  makeup: {},
  upcoming: {},
});

/** A make-up day is a button filling its cell. */
export const press = style({
  appearance: 'none',
  border: 0,
  margin: 0,
  font: 'inherit',
  color: 'inherit',
  background: 'transparent',
  cursor: 'pointer',
  width: '100%',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: 0,
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.space.xxs },
    '&:disabled': { cursor: 'progress', opacity: 0.6 },
  },
});

export const makeupAction = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  textDecoration: 'underline',
});
