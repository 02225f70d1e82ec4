import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** Three tiles show at a time; the rest scroll sideways inside the row (never the page). */
export const row = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: `calc((100% - 2 * ${vars.space.sm}) / 3)`,
  gap: vars.space.sm,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  scrollbarWidth: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const item = style({ scrollSnapAlign: 'start', minWidth: 0 });
