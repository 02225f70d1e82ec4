import { Box, type BoxProps, joinClasses } from './Box';
import { columnCount, listReset, wideColumnCount } from './Layout.css';
import type { Space } from './sprinkles.css';

export type ColumnCount = 1 | 2 | 3 | 4 | 5 | 6;

export type ColumnsProps = Omit<BoxProps, 'display' | 'gap'> & {
  /** Equal columns; children fill them row by row. */
  columns: ColumnCount;
  /** On the back office's wide screens, this many columns instead (the phone keeps `columns`). */
  wideColumns?: ColumnCount;
  gap?: Space;
};

/**
 * An even grid: a row of figures, a tile grid, a form's two columns on a wide screen. Tracks are
 * `minmax(0, 1fr)`, so a long word never pushes a column wider than its share.
 */
export function Columns({ columns, wideColumns, gap = 'sm', as = 'div', className, ...props }: ColumnsProps) {
  const isList = as === 'ul' || as === 'ol';
  return (
    <Box
      as={as}
      display="grid"
      gap={gap}
      className={joinClasses(
        columnCount[columns],
        wideColumns !== undefined && wideColumnCount[wideColumns],
        isList && listReset,
        className,
      )}
      {...props}
    />
  );
}
