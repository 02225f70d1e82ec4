import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const icon = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  borderRadius: vars.radius.full,
  background: vars.color.brandAccentSoft,
  color: vars.color.brandAccentText,
});
