import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** The dialling code beside the number: the code narrow, the number wide, both labels on one line. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 5fr)',
  gap: vars.space.sm,
  alignItems: 'start',
  minWidth: 0,
});
