import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const history = style({ listStyle: 'none', margin: 0, padding: 0 });
export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr 1fr',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${row} > :last-child`, { textAlign: 'end' });
