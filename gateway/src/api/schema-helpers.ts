/**
 * Helpers of the request schemas in this folder (not an API shape: index.ts does not re-export it).
 */
import { Type, type TLiteral, type TLiteralValue, type TUnion } from 'typebox';

/**
 * `Type.Union` of one `Type.Literal` per value, as `Type.Union(values.map(Type.Literal))` builds it, but
 * typed value by value: the mapped array alone is typed `TLiteral<…>[]`, whose Static is `never`.
 */
export function literalUnion<const Values extends readonly TLiteralValue[]>(values: Values): TUnion<{ -readonly [K in keyof Values]: TLiteral<Values[K]> }> {
  return Type.Union(values.map((value) => Type.Literal(value))) as never;
}
