export * from './Form';
export { FIELD_TYPES, entryKind, isRangeType, isMultiValueType, normaliseFieldType, type FieldType } from './fieldTypes';
export { fieldKey, DEFAULT_SPAN, GRID_COLUMNS, type FieldDefinition, type FieldOption, type FormValues } from './fieldDefinition';
export { toSubmitValues, toFormValues } from './submitValues';
export { buildFormSchema, fieldSchema, promptFor } from './schema';
export {
  FieldRegistryContext,
  rendererFor,
  type FieldRegistry,
  type FieldRenderer,
  type FieldRendererProps,
} from './fieldRegistry/registry';
export { defaultFieldRegistry } from './fieldRegistry/defaultRegistry';
export {
  DictionaryProvider,
  useDictionaries,
  useDictionaryOptions,
  dictionaryOptions,
  type Dictionaries,
  type DictionaryItem,
  type DictionaryProviderProps,
} from './fieldRegistry/DictionaryProvider';
