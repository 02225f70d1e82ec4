import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';
import { gameColor } from '../../frame/theme.css';

export const table = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
});
export const hands = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });
export const hand = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: `color-mix(in srgb, ${vars.color.page} 55%, transparent)`,
  border: `${vars.size.hairline} solid transparent`,
  selectors: { '&[data-won]': { borderColor: gameColor.accent } },
});
export const handHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});
export const total = style({ fontSize: vars.fontSize.lg, fontVariantNumeric: 'tabular-nums' });
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 2.75rem))',
  gap: vars.space.xs,
  minHeight: '3.85rem',
});
export const sides = style({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: vars.space.xs });
export const mains = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.xs });
export const area = style({
  all: 'unset',
  boxSizing: 'border-box',
  minHeight: '3.5rem',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  background: `color-mix(in srgb, ${gameColor.primary} 30%, ${vars.color.page})`,
  color: vars.color.text,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: {
    '&[data-side="player"]': { background: `color-mix(in srgb, ${vars.color.info} 22%, ${vars.color.page})` },
    '&[data-side="banker"]': { background: `color-mix(in srgb, ${vars.color.critical} 22%, ${vars.color.page})` },
    '&[data-won]': { borderColor: gameColor.accent, boxShadow: `0 0 0 ${vars.size.hairline} ${gameColor.accent}` },
    '&:disabled': { cursor: 'default' },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.space.xxs },
  },
});
export const mainArea = style({ minHeight: '4.5rem' });
export const areaName = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });
export const areaPays = style({ fontSize: vars.fontSize.xs, color: vars.color.text });
export const stakeTag = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: gameColor.accent,
  color: vars.color.page,
});
export const chips = style({
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.xs,
  flexWrap: 'wrap',
  border: 'none',
  margin: 0,
  padding: 0,
});
export const chip = style({
  all: 'unset',
  boxSizing: 'border-box',
  width: vars.size.touch,
  height: vars.size.touch,
  borderRadius: vars.radius.full,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  position: 'relative',
  color: vars.color.text,
  border: `3px dashed ${gameColor.accent}`,
  background: `color-mix(in srgb, ${gameColor.primary} 35%, ${vars.color.page})`,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: gameColor.accent, color: vars.color.page, borderStyle: 'solid' },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.space.xxs },
    '&:disabled': { opacity: 0.5, cursor: 'default' },
  },
});
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
