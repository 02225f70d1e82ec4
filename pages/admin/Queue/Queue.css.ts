import { style } from '@vanilla-extract/css';
import { adminLayout } from '../../../themes/admin';

/** The filter bar's two columns at a form's width on a desktop, not stretched across the table's. */
export const filters = style({
  '@media': { [adminLayout.wide]: { maxWidth: adminLayout.panelMax } },
});
