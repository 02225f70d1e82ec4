import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const labelRow = style({
  display: 'flex',
  flexDirection: 'column',
});

/** The whole 44 px box is the button, like the native select it resembles. */
export const trigger = style({
  flex: 1,
  alignSelf: 'stretch',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  marginInline: `calc(${vars.space.md} * -1)`,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted },
    '&:focus-visible': { outline: 'none' },
  },
});

export const value = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-empty]': { color: vars.color.textMuted } },
});

export const icon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  color: vars.color.textMuted,
});

/** What Confirm will pick, under the sheet's title. */
export const preview = style({
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.medium,
});

/** Three columns a row: date parts on the first, time parts on the second. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  paddingBlockEnd: vars.space.sm,
  selectors: {
    '&[data-count="1"]': { gridTemplateColumns: 'minmax(0, 1fr)' },
    '&[data-count="2"]': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const actions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
});
