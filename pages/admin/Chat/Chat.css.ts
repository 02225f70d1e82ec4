import { style } from '@vanilla-extract/css';
import { adminLayout } from '../../../themes/admin';
import { vars } from '../../../themes/contract.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [adminLayout.wide]: {
      gridTemplateColumns: `minmax(calc(${vars.space.huge} * 5), calc(${vars.space.xxxl} * 10)) minmax(0, 1fr)`,
    },
  },
});

export const layoutInner = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    [adminLayout.roomy]: {
      gridTemplateColumns: `minmax(0, 1fr) minmax(calc(${vars.space.xl} * 11), calc(${vars.space.xl} * 14))`,
    },
  },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxHeight: '70vh',
  overflowY: 'auto',
});

export const item = style({
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  textAlign: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  ':hover': { borderColor: vars.color.borderStrong },
  ':focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}` },
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.brandAccent, background: vars.color.brandAccentSoft },
  },
});

export const itemTop = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  alignItems: 'center',
});
export const name = style({ fontWeight: vars.fontWeight.bold, overflow: 'hidden', textOverflow: 'ellipsis' });
export const preview = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const waited = style({
  color: vars.color.caution,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});

export const thread = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  minHeight: `calc(${vars.space.xxxl} * 10)`,
  maxHeight: '60vh',
  overflowY: 'auto',
  background: vars.color.page,
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });
export const deals = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.sm,
  display: 'grid',
  gap: vars.space.xxs,
});
export const presence = style({ display: 'flex', gap: vars.space.lg, alignItems: 'center', flexWrap: 'wrap' });
