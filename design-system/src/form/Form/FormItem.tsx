import { createElement } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useLocale } from '../../i18n/LocaleProvider';
import { fieldKey, type FieldDefinition } from '../fieldDefinition';
import { useDictionaryOptions } from '../fieldRegistry/DictionaryProvider';
import { defaultFieldRegistry } from '../fieldRegistry/defaultRegistry';
import { rendererFor, useFieldRegistry } from '../fieldRegistry/registry';
import { normaliseFieldType } from '../fieldTypes';
import { promptFor } from '../schema';

export interface FormItemProps {
  field: FieldDefinition;
  /** Disables the item whatever the field says (for example while the form submits). */
  isDisabled?: boolean;
}

/** One field of a Form: the registered control for its type, wired to react-hook-form. */
export function FormItem({ field, isDisabled }: FormItemProps) {
  const { t } = useLocale();
  const { control } = useFormContext();
  const registry = useFieldRegistry(defaultFieldRegistry);
  const dictOptions = useDictionaryOptions(field.dictCode);
  const name = fieldKey(field);
  const { field: controller, fieldState } = useController({ name, control });
  // The registry holds components defined at module level; createElement renders the one for this type.
  return createElement(rendererFor(registry, normaliseFieldType(field.type)), {
    field,
    name,
    label: field.label,
    placeholder: promptFor(field, t),
    value: controller.value,
    onChange: controller.onChange,
    onBlur: controller.onBlur,
    inputRef: controller.ref,
    isRequired: Boolean(field.required),
    isDisabled: Boolean(isDisabled || field.isDisabled),
    isReadOnly: Boolean(field.isReadOnly),
    isInvalid: Boolean(fieldState.error),
    errorMessage: fieldState.error?.message,
    description: field.description,
    options: field.options ?? dictOptions,
    controlProps: field.props ?? {},
  });
}
