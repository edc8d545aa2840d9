import { TextField } from '../../controls/TextField';
import type { FieldRegistry, FieldRendererProps } from './registry';

/** The text input, which is also the fallback for types without a control of their own. */
function TextRenderer({ inputRef, ...props }: FieldRendererProps) {
  return (
    <TextField
      {...props.controlProps}
      ref={inputRef}
      name={props.name}
      label={props.label}
      placeholder={props.placeholder}
      value={typeof props.value === 'string' || typeof props.value === 'number' ? String(props.value) : ''}
      onChange={props.onChange}
      onBlur={props.onBlur}
      isRequired={props.isRequired}
      isDisabled={props.isDisabled}
      isReadOnly={props.isReadOnly}
      isInvalid={props.isInvalid}
      errorMessage={props.errorMessage}
      description={props.description}
      validationBehavior="aria"
    />
  );
}

/** Every form item type and its control. */
export const defaultFieldRegistry: FieldRegistry = {
  text: TextRenderer,
};
