import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** Stays in view beside long content. */
export const nav = styleVariants({
  pill: { position: 'sticky', top: vars.space.sm },
  tab: { position: 'sticky', top: vars.space.md },
});

export const list = styleVariants({
  pill: { display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' },
  tab: { display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' },
});

const focus = {
  '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.space.xxs },
};

/** pill: a bordered button, filled with the accent when current (the home game menu). */
const pill = style({
  width: '100%',
  minHeight: vars.size.touch,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&[aria-current]': {
      background: vars.color.brandAccent,
      borderColor: vars.color.brandAccent,
      color: vars.color.onBrandAccent,
      fontWeight: vars.fontWeight.bold,
    },
    ...focus,
  },
});

/** tab: a quiet row with an accent bar at its start when current (the help topics). */
const tab = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: vars.size.touch,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: 0,
  borderInlineStart: `${vars.size.focusRing} solid transparent`,
  background: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surface },
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.hairline,
    },
    '&[aria-current]': {
      color: vars.color.text,
      fontWeight: vars.fontWeight.bold,
      background: vars.color.surface,
      borderInlineStartColor: vars.color.brandAccent,
    },
  },
});

export const item = { pill, tab };
