import { style, styleVariants } from '@vanilla-extract/css';
import { adminLayout } from '../../themes/admin';

/** A column item that must not overflow its track (long words, wide tables inside). */
export const shrinkable = style({ minWidth: 0 });

const tracks = (n: number) => `repeat(${n}, minmax(0, 1fr))`;

export const columnCount = styleVariants({ 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6 }, (n) => ({
  gridTemplateColumns: tracks(n),
}));

/** The back office's wide screens: more columns than on a phone. */
export const wideColumnCount = styleVariants({ 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6 }, (n) => ({
  '@media': { [adminLayout.wide]: { gridTemplateColumns: tracks(n) } },
}));

/** A plain list reset, for Stack / Columns rendered as ul or ol. */
export const listReset = style({ listStyle: 'none', margin: 0, paddingInlineStart: 0 });

export const inlineNoWrap = style({ flexWrap: 'nowrap' });
