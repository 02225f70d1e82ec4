import { style } from '@vanilla-extract/css';

/** The field itself is drawn by TextField; this only keeps it shrinkable inside flex/grid forms. */
export const root = style({ minWidth: 0 });
