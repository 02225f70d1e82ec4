import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';
import { gameColor } from '../../frame/theme.css';

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
  // The paytable shows on the site's surface: its royals take the accent text colour.
  vars: { [gameColor.primary]: vars.color.brandAccentText, [gameColor.accent]: vars.color.brandAccentText },
});
globalStyle(`${payCell} > span`, {
  width: `calc(${vars.size.iconLg} + ${vars.space.xs})`,
  height: `calc(${vars.size.iconLg} + ${vars.space.xs})`,
  fontSize: vars.fontSize.sm,
});

/** Read by screen readers, not drawn: the kit's one rule (design-system/Text). */
export { visuallyHidden } from '../../../design-system/Text/Text.css';
