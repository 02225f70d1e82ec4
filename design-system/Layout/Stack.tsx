import { Box, type BoxProps, joinClasses } from './Box';
import { listReset } from './Layout.css';
import type { Space } from './sprinkles.css';

export type StackProps = Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'alignItems'> & {
  /** Space between children; `lg` (16 px) by default, the page rhythm. */
  gap?: Space;
  /** Cross-axis alignment; children stretch to the full width by default. */
  align?: 'stretch' | 'start' | 'center' | 'end';
};

const alignMap = { stretch: 'stretch', start: 'flex-start', center: 'center', end: 'flex-end' } as const;

/** Children one below the other with even space between them: the vertical rhythm of a page or a card. */
export function Stack({ gap = 'lg', align = 'stretch', as = 'div', className, ...props }: StackProps) {
  const isList = as === 'ul' || as === 'ol';
  return (
    <Box
      as={as}
      display="flex"
      flexDirection="column"
      gap={gap}
      alignItems={alignMap[align]}
      className={joinClasses(isList && listReset, className)}
      {...props}
    />
  );
}
