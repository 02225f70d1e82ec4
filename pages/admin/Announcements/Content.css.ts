import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

/** A row's actions (edit, publish, delete), wrapping on a narrow screen. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
