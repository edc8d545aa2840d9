import { useMemo } from 'react';
import type { OptionFieldNames } from './options';

/** A field-name mapping that keeps its identity while its fields stay the same (inline objects are fine). */
export function useFieldNames(fieldNames: OptionFieldNames | undefined): OptionFieldNames {
  const { label, value, disabled, description } = fieldNames ?? {};
  return useMemo(() => ({ label, value, disabled, description }), [label, value, disabled, description]);
}
