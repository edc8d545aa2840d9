import { createContext, useContext, type ReactElement } from 'react';
import type { FieldDefinition, FieldOption } from '../fieldDefinition';
import type { FieldType } from '../fieldTypes';

/** What the form layer hands to the control of a field. */
export interface FieldRendererProps {
  field: FieldDefinition;
  name: string;
  label: string;
  /** 请输入{label} or 请选择{label}. */
  placeholder: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  /** Attach to the focusable element so an invalid submit can focus the field. */
  inputRef: (element: HTMLElement | null) => void;
  isRequired: boolean;
  isDisabled: boolean;
  isReadOnly: boolean;
  isInvalid: boolean;
  errorMessage?: string;
  description?: string;
  /** Options for select-like fields: `field.options`, or the items of `field.dictCode`. */
  options: readonly FieldOption[];
  /** `field.props`, passed to the control as they are. */
  controlProps: Record<string, unknown>;
}

export type FieldRenderer = (props: FieldRendererProps) => ReactElement;

/** Which control renders each form item type. Types without an entry use the `text` renderer. */
export type FieldRegistry = Partial<Record<FieldType, FieldRenderer>> & { text: FieldRenderer };

export const FieldRegistryContext = createContext<FieldRegistry | null>(null);

export function useFieldRegistry(fallback: FieldRegistry): FieldRegistry {
  return useContext(FieldRegistryContext) ?? fallback;
}

export function rendererFor(registry: FieldRegistry, type: FieldType): FieldRenderer {
  return registry[type] ?? registry.text;
}
