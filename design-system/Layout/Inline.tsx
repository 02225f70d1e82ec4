import { Box, type BoxProps, joinClasses } from './Box';
import { inlineNoWrap, listReset } from './Layout.css';
import type { Space } from './sprinkles.css';

export type InlineProps = Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'alignItems' | 'justifyContent'> & {
  /** Space between children; `sm` (8 px) by default. */
  gap?: Space;
  align?: 'start' | 'center' | 'end' | 'baseline' | 'stretch';
  justify?: 'start' | 'center' | 'end' | 'between';
  /** Children wrap to the next line when they do not fit (default). `false` keeps one line. */
  wrap?: boolean;
};

const alignMap = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  baseline: 'baseline',
  stretch: 'stretch',
} as const;
const justifyMap = { start: 'flex-start', center: 'center', end: 'flex-end', between: 'space-between' } as const;

/** Children side by side (buttons, chips, a label and its value), wrapping on a narrow screen. */
export function Inline({
  gap = 'sm',
  align = 'center',
  justify = 'start',
  wrap = true,
  as = 'div',
  className,
  ...props
}: InlineProps) {
  const isList = as === 'ul' || as === 'ol';
  return (
    <Box
      as={as}
      display="flex"
      flexDirection="row"
      flexWrap="wrap"
      gap={gap}
      alignItems={alignMap[align]}
      justifyContent={justifyMap[justify]}
      className={joinClasses(!wrap && inlineNoWrap, isList && listReset, className)}
      {...props}
    />
  );
}
