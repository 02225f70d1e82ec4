import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const more = style({ display: 'grid', placeItems: 'center', minHeight: vars.size.touch });
export const sentinel = style({ height: vars.size.hairline });
export const endText = style({
  margin: 0,
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
});
