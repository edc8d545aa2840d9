import { composeRenderProps } from 'react-aria-components';

type ClassNameProp<T> = string | ((values: T & { defaultClassName: string | undefined }) => string) | undefined;

/**
 * Joins an emotion class computed beforehand with a react-aria `className` prop, which may be a
 * render-prop function. Passing a function className through emotion would turn it into text
 * (architecture.md, known traps), so emotion classes are always computed first and composed here.
 */
export function composeClassName<T>(base: string, className: ClassNameProp<T>) {
  return composeRenderProps(className, (own) => (own ? `${base} ${own}` : base));
}
