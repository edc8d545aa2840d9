import { array, mixed, number, object, string, type AnyObject, type AnySchema, type ObjectSchema } from 'yup';
import type { MessageKey, MessageValues } from '../i18n/messages';
import { TEXTAREA_MAX_LENGTH } from '../controls/TextArea/textAreaLogic';
import { TEXT_MAX_LENGTH } from '../controls/TextField/textFieldLogic';
import { fieldKey, type FieldDefinition } from './fieldDefinition';
import { entryKind, isMultiValueType, isNumberType, normaliseFieldType } from './fieldTypes';

type Translate = (key: MessageKey, values?: MessageValues) => string;

/** 请输入{label} for typed fields, 请选择{label} for chosen ones: the placeholder and the required message. */
export function promptFor(field: Pick<FieldDefinition, 'type' | 'label'>, t: Translate): string {
  const kind = entryKind(normaliseFieldType(field.type));
  return t(kind === 'input' ? 'field.placeholderInput' : 'field.placeholderSelect', { label: field.label });
}

function baseSchema(field: FieldDefinition, t: Translate): AnySchema {
  const type = normaliseFieldType(field.type);
  if (isNumberType(type)) {
    // A number kept as an exact decimal string (props.valueType 'string') is not cast to a float.
    if (field.props?.valueType === 'string') return string().nullable();
    // A cleared number field holds undefined or null; neither is "not a number".
    return number().nullable().transform((value: unknown, original: unknown) => (original === '' ? null : value));
  }
  if (isMultiValueType(type)) return array().nullable();
  if (type === 'text' || type === 'textarea' || type === 'autoinput') {
    const max = Number(field.props?.maxLength ?? (type === 'textarea' ? TEXTAREA_MAX_LENGTH : TEXT_MAX_LENGTH));
    return string().nullable().max(max, t('field.maxLength', { label: field.label, max }));
  }
  return mixed().nullable();
}

function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0 || value.every((item) => item === null || item === undefined || item === '');
  return false;
}

/** A range needs both bounds; a list needs at least one item. */
function isIncompleteList(value: unknown): boolean {
  return !Array.isArray(value) || value.length === 0 || value.some((item) => item === null || item === undefined || item === '');
}

/**
 * The schema of one field: its type's base rules, required, and the page's own rules. A field shows
 * one message at a time: an empty field only says it is required, and the page's rules (formats …)
 * apply only to a value that was entered.
 */
export function fieldSchema(field: FieldDefinition, t: Translate): AnySchema {
  const type = normaliseFieldType(field.type);
  let schema: AnySchema = baseSchema(field, t);
  if (field.required) {
    const message = promptFor(field, t);
    schema = isMultiValueType(type)
      ? schema.test('required', message, (value) => !isIncompleteList(value))
      : schema.required(message);
  }
  const { rules } = field;
  if (rules) {
    schema = schema.test('rules', '', async (value, context) => {
      if (isEmptyValue(value)) return true;
      try {
        await rules.validate(value);
        return true;
      } catch (error) {
        return context.createError({ message: (error as Error).message });
      }
    });
  }
  return schema;
}

/** One yup object schema for a whole form, keyed as the form holds its values. */
export function buildFormSchema(fields: readonly FieldDefinition[], t: Translate): ObjectSchema<AnyObject> {
  const shape: Record<string, AnySchema> = {};
  for (const field of fields) shape[fieldKey(field)] = fieldSchema(field, t);
  return object(shape);
}
