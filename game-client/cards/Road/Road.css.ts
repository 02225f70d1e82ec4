import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const wrap = style({
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  background: `color-mix(in srgb, ${vars.color.page} 70%, transparent)`,
  padding: vars.space.xs,
});
export const grid = style({
  display: 'grid',
  gridTemplateRows: 'repeat(6, 1.375rem)',
  gridAutoFlow: 'column',
  gridAutoColumns: '1.375rem',
  gap: vars.space.xxs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  minHeight: 'calc(6 * 1.375rem + 5 * 2px)',
});
export const bead = style({
  position: 'relative',
  width: '1.375rem',
  height: '1.375rem',
  borderRadius: vars.radius.full,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: '0.6875rem',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.page,
  selectors: {
    '&[data-w="player"]': { background: vars.color.info },
    '&[data-w="banker"]': { background: vars.color.critical },
    '&[data-w="tie"]': { background: vars.color.positive },
  },
});
const dot = {
  position: 'absolute',
  width: '0.375rem',
  height: '0.375rem',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.page}`,
} as const;
export const playerDot = style({ ...dot, background: vars.color.info, bottom: 0, left: 0 });
export const bankerDot = style({ ...dot, background: vars.color.critical, top: 0, right: 0 });
export const empty = style({
  margin: 0,
  padding: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
