import { style } from '@vanilla-extract/css';
import { adminLayout } from '../../../themes/admin';
import { vars } from '../../../themes/contract.css';

/** The member search box takes the row's free width, down to a usable minimum, then wraps. */
export const searchField = style({ flex: `1 1 ${adminLayout.fieldMin}`, minWidth: 0 });

/** A ledger posting's signed amount and balance after stay at the end of the line when the row wraps. */
export const postingFigures = style({ marginInlineStart: 'auto' });

/** "Back to the search" is a ghost button: its text lines up with the page title, its padding hangs outside. */
export const back = style({ marginInlineStart: `calc(-1 * ${vars.space.md})` });
