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

/** A royal's row names it for screen readers (its letter on screen is decorative art). */
export const visuallyHidden = style({
  position: 'absolute',
  width: vars.size.hairline,
  height: vars.size.hairline,
  margin: `calc(-1 * ${vars.size.hairline})`,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
