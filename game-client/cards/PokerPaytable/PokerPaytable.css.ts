import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const wrap = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, fontSize: vars.fontSize.sm });
export const scroller = style({ overflowX: 'auto', maxWidth: '100%' });
export const grid = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${grid} th, ${grid} td`, {
  padding: `${vars.space.xs} ${vars.space.xs}`,
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
  textAlign: 'end',
  whiteSpace: 'nowrap',
});
globalStyle(`${grid} th[scope="row"], ${grid} thead th:first-child`, { textAlign: 'start', whiteSpace: 'normal' });
export const current = style({ background: vars.color.brandAccentSoft, fontWeight: vars.fontWeight.bold });
export const hit = style({ color: vars.color.positive, fontWeight: vars.fontWeight.bold });
export const note = style({ margin: 0, color: vars.color.textMuted });
export const rules = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });
