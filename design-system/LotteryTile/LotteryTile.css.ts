import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tile = style({
  display: 'grid',
  gridTemplateColumns: `calc(${vars.space.huge} + ${vars.space.sm}) minmax(0, 1fr) auto`,
  alignItems: 'center',
  gap: vars.space.md,
  inlineSize: '100%',
  minBlockSize: `calc(${vars.space.huge} + ${vars.space.xxl})`,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: 'start',
  font: 'inherit',
  cursor: 'pointer',
  transition: `background ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.raised },
    '&:active': { background: vars.color.raised },
    '&:disabled': { cursor: 'progress' },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.space.xxs },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const name = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  overflowWrap: 'anywhere',
});
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const next = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xxs,
  textAlign: 'end',
});
export const nextLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, whiteSpace: 'nowrap' });
export const nextTime = style({
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandAccentText,
  whiteSpace: 'nowrap',
});
export const skeleton = style({
  blockSize: `calc(${vars.space.huge} + ${vars.space.xxl})`,
  borderRadius: vars.radius.lg,
  background: vars.color.skeleton,
});
