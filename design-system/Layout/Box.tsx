import { type ComponentPropsWithRef, createElement, type ElementType, type ReactNode } from 'react';
import { type Sprinkles, sprinkles } from './sprinkles.css';

const sprinkleKeys = new Set<string>(sprinkles.properties);

export type BoxProps = Sprinkles & {
  /** The element to render; a `div` by default. Use the semantic one (section, ul, li, header, form...). */
  as?: ElementType;
  className?: string;
  children?: ReactNode;
} & Omit<ComponentPropsWithRef<'div'>, 'color' | 'className' | 'children'> &
  Record<`data-${string}`, string | undefined>;

/** Splits a props object into sprinkle props and the rest. */
export function splitSprinkles<P extends object>(props: P): [Sprinkles, Omit<P, keyof Sprinkles>] {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkleKeys.has(key)) atoms[key] = value;
    else rest[key] = value;
  }
  return [atoms as Sprinkles, rest as Omit<P, keyof Sprinkles>];
}

export function joinClasses(...names: (string | false | null | undefined)[]): string | undefined {
  const joined = names.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/**
 * The base of the layout primitives: any element, with spacing, alignment and surface props taken
 * from the token contract (`padding="lg"`, `gap="sm"`, `background="surface"`). A value may be
 * responsive: `{ base: 'column', wide: 'row' }`.
 */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const [atoms, rest] = splitSprinkles(props);
  return createElement(as, { ...rest, className: joinClasses(sprinkles(atoms), className) });
}
