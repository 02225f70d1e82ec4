import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** One line: the title centred on the "More" link's touch target (the header's default aligns to the top). */
export const head = style({
  selectors: { '&&': { alignItems: 'center', flexWrap: 'nowrap' } },
});

/** The placeholder header: the title's line, centred as the real one is. */
export const skeletonHead = style({ display: 'flex', alignItems: 'center' });
/** With a "More" link the real header is the link's touch height. */
export const skeletonHeadAction = style({ minHeight: vars.size.touch });
/** One line of the section title (size "sub"). */
export const skeletonTitle = style({
  selectors: { '&&': { width: '40%', height: `calc(${vars.fontSize.md} * ${vars.lineHeight.tight})` } },
});
