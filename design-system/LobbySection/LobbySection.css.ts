import { style } from '@vanilla-extract/css';

/** One line: the title centred on the "More" link's touch target (the header's default aligns to the top). */
export const head = style({
  selectors: { '&&': { alignItems: 'center', flexWrap: 'nowrap' } },
});
