import { style } from '@vanilla-extract/css';
import { adminLayout } from '../../../themes/admin';
import { vars } from '../../../themes/contract.css';

/** The member search box takes the row's free width, down to a usable minimum, then wraps. */
export const searchField = style({ flex: `1 1 ${adminLayout.fieldMin}`, minWidth: 0 });

/** A ledger posting: its account, then the signed amount and the balance after, kept at the end when the row wraps. */
export const postingAccount = style({ fontWeight: vars.fontWeight.medium, marginInlineEnd: vars.space.sm });

export const postingFigures = style({ marginInlineStart: 'auto' });
