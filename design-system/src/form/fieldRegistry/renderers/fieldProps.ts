import type { FieldRendererProps } from '../registry';

/** The props every control takes from the form layer: name, label, states and messages. */
export function fieldProps(props: Omit<FieldRendererProps, 'inputRef'>) {
  return {
    name: props.name,
    label: props.label,
    description: props.description,
    errorMessage: props.errorMessage,
    isInvalid: props.isInvalid,
    isRequired: props.isRequired,
    isDisabled: props.isDisabled,
    isReadOnly: props.isReadOnly,
    validationBehavior: 'aria' as const,
  };
}

export function asText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

export function asTextList(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

export function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}
