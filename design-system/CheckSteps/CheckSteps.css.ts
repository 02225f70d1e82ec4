import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const step = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'start',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    '&[data-outcome="fail"]': { borderColor: vars.color.critical },
  },
});

export const number = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: vars.size.iconLg,
  blockSize: vars.size.iconLg,
  borderRadius: '50%',
  background: vars.color.brandAccentSoft,
  color: vars.color.text,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const title = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold });

export const detail = style({
  color: vars.color.textMuted,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
