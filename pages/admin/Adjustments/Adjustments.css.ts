import { style } from '@vanilla-extract/css';
import { adminLayout } from '../../../themes/admin';

/** The adjustment form stays as wide as a comfortable line on a desktop. */
export const form = style({ maxWidth: adminLayout.panelMax });
