import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

/** "or" between two hairlines. */
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  width: '100%',
  padding: 0,
  marginBlockEnd: vars.space.md,
  '::before': { content: '""', flex: 1, borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}` },
  '::after': { content: '""', flex: 1, borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}` },
});

export const buttons = style({
  display: 'grid',
  gap: vars.space.sm,
});

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  textAlign: 'center',
});
