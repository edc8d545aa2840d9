import { CheckboxGroup } from '../../../controls/Checkbox';
import { Choose, chooseLogic } from '../../../controls/Choose';
import { DecimalField, NumberField } from '../../../controls/NumberField';
import { RadioGroup } from '../../../controls/RadioGroup';
import { Switch } from '../../../controls/Switch';
import { TextArea } from '../../../controls/TextArea';
import { TextField } from '../../../controls/TextField';
import type { FieldRendererProps } from '../registry';
import { asNumber, asText, asTextList, fieldProps } from './fieldProps';

/** text (and the fallback for types without a control of their own). */
export function TextRenderer({ inputRef, ...props }: FieldRendererProps) {
  return (
    <TextField
      {...props.controlProps}
      {...fieldProps(props)}
      ref={inputRef}
      placeholder={props.placeholder}
      value={asText(props.value)}
      onChange={props.onChange}
      onBlur={props.onBlur}
    />
  );
}

export function TextAreaRenderer({ inputRef, ...props }: FieldRendererProps) {
  return (
    <TextArea
      {...props.controlProps}
      {...fieldProps(props)}
      ref={inputRef}
      placeholder={props.placeholder}
      value={asText(props.value)}
      onChange={props.onChange}
      onBlur={props.onBlur}
    />
  );
}

/**
 * number and inputNumber. Both settle on blur (spec 01 §5): clamped to `props.minValue`/`maxValue`,
 * truncated to `props.precision` (default 0), blank to 0 unless `props.allowEmpty`. With
 * `props.valueType: 'string'` the value stays an exact decimal string (DecimalField), for money and
 * quantities that must not pass through a float.
 */
export function NumberRenderer({ inputRef, ...props }: FieldRendererProps) {
  const { valueType, ...controlProps } = props.controlProps;
  if (valueType === 'string') {
    return (
      <DecimalField
        {...controlProps}
        {...fieldProps(props)}
        ref={inputRef}
        placeholder={props.placeholder}
        value={asText(props.value)}
        onChange={(value) => props.onChange(value === '' ? null : value)}
        onBlur={props.onBlur}
      />
    );
  }
  return (
    <NumberField
      {...controlProps}
      {...fieldProps(props)}
      ref={inputRef}
      placeholder={props.placeholder}
      value={asNumber(props.value)}
      onChange={(value) => props.onChange(value ?? null)}
      onBlur={props.onBlur}
    />
  );
}

export function SwitchRenderer({ inputRef, ...props }: FieldRendererProps) {
  return (
    <Switch
      {...props.controlProps}
      {...fieldProps(props)}
      ref={inputRef}
      isSelected={props.value === true || props.value === 1 || props.value === '1'}
      onChange={props.onChange}
    />
  );
}

export function CheckboxRenderer({ inputRef, ...props }: FieldRendererProps) {
  return (
    <CheckboxGroup
      {...props.controlProps}
      {...fieldProps(props)}
      ref={inputRef}
      options={props.options.map((option) => ({ ...option, value: String(option.value) }))}
      value={asTextList(props.value)}
      onChange={props.onChange}
    />
  );
}

export function RadioRenderer({ inputRef, ...props }: FieldRendererProps) {
  return (
    <RadioGroup
      {...props.controlProps}
      {...fieldProps(props)}
      ref={inputRef}
      options={props.options.map((option) => ({ ...option, value: String(option.value) }))}
      value={props.value === null || props.value === undefined ? null : String(props.value)}
      onChange={props.onChange}
    />
  );
}

/** choose: one chip, or several with `props.selectionMode = 'multiple'`. */
export function ChooseRenderer({ inputRef, ...props }: FieldRendererProps) {
  const multiple = props.controlProps.selectionMode === 'multiple';
  const { name: _name, validationBehavior: _behaviour, ...shared } = fieldProps(props);
  return (
    <Choose
      {...props.controlProps}
      {...shared}
      ref={inputRef}
      options={props.options}
      selectedKeys={chooseLogic.valueToSelection(props.value as never)}
      onSelectionChange={(keys) =>
        props.onChange(multiple ? chooseLogic.selectionToMultiple(keys, props.options) : chooseLogic.selectionToSingle(keys))
      }
    />
  );
}
