import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const paytable = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});
export const grid = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${grid} th, ${grid} td`, {
  padding: `${vars.space.xs} ${vars.space.xxs}`,
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
  textAlign: 'end',
});
globalStyle(`${grid} th[scope="row"], ${grid} thead th:first-child`, { textAlign: 'start' });
export const payCell = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});
globalStyle(`${payCell} > span`, {
  width: `calc(${vars.size.iconLg} + ${vars.space.xs})`,
  height: `calc(${vars.size.iconLg} + ${vars.space.xs})`,
});

/** Read by screen readers, not drawn: the kit's one rule (design-system/Text). */
export { visuallyHidden } from '../../../design-system/Text/Text.css';
