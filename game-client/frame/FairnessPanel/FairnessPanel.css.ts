import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlockStart: vars.space.md,
  borderTop: `${vars.size.hairline} solid ${vars.color.border}`,
});
export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});
export const intro = style({ margin: 0, color: vars.color.textMuted });
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
});
globalStyle(`${list} dt`, { color: vars.color.textMuted });
globalStyle(`${list} dd`, {
  margin: 0,
  fontFamily: vars.font.numeric,
  overflowWrap: 'anywhere',
  textAlign: 'end',
});
export const edit = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const error = style({ margin: 0, color: vars.color.critical, fontSize: vars.fontSize.sm });
export const revealed = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.page,
});
