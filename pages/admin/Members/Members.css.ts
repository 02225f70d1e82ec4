import { style } from '@vanilla-extract/css';
import { adminLayout } from '../../../themes/admin';

/** The member search box takes the row's free width, down to a usable minimum, then wraps. */
export const searchField = style({ flex: `1 1 ${adminLayout.fieldMin}`, minWidth: 0 });
