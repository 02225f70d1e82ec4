import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';
import { gameColor, glass } from '../theme.css';

export const bar = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const title = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  textAlign: 'center',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: gameColor.primary,
});

export const meters = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });
export const meter = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: glass,
  border: `${vars.size.hairline} solid color-mix(in srgb, ${gameColor.primary} 35%, transparent)`,
});
export const meterHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});
/** Play money (a trial account): said beside the balance, so nobody takes it for cash. */
export const playMoney = style({
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  color: vars.color.text,
  background: `color-mix(in srgb, ${gameColor.accent} 45%, transparent)`,
});

/** The session time (issue 19): tabular digits, so the clock does not jitter as it ticks. */
export const clock = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});
