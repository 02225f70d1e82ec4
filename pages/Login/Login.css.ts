import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** The links under the log-in and registration forms. */
export const links = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const link = style({
  color: vars.color.brandAccentText,
  textDecoration: 'underline',
});
