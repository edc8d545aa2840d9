import type { ReactNode } from 'react';
import { FieldError, Text, type FieldErrorProps } from 'react-aria-components';

export interface FieldHelpProps {
  /** Help text under the control (react-aria links it as the field's description). */
  description?: ReactNode;
  /** The error shown while the field is invalid; a function receives react-aria's validation. */
  errorMessage?: FieldErrorProps['children'];
}

/**
 * The help text and error message under a react-aria field, with the class names of
 * `fieldStyles`. Put it inside the field so react-aria links both to the control.
 */
export function FieldHelp({ description, errorMessage }: FieldHelpProps) {
  return (
    <>
      {description ? (
        <Text slot="description" className="srm-field-description">
          {description}
        </Text>
      ) : null}
      <FieldError className="srm-field-error">{errorMessage}</FieldError>
    </>
  );
}
