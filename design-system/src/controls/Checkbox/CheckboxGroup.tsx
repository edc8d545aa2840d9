import { ClassNames } from '@emotion/react';
import { forwardRef, type ReactNode } from 'react';
import {
  CheckboxGroup as RACCheckboxGroup,
  Label,
  type CheckboxGroupProps as RACCheckboxGroupProps,
} from 'react-aria-components';
import { composeClassName } from '../../styles/composeClassName';
import { fieldStyles } from '../../styles/fieldStyles';
import { Checkbox } from './Checkbox';
import { checkboxGroupStyles } from './checkboxStyles';
import { FieldHelp } from '../../styles/FieldHelp';

/** One option of a CheckboxGroup. */
export interface CheckboxOption {
  /** The text shown next to the box. */
  label: ReactNode;
  /** The value put into the group's value array when checked. */
  value: string;
  /** The option cannot be changed. */
  isDisabled?: boolean;
}

export interface CheckboxGroupProps extends Omit<RACCheckboxGroupProps, 'children'> {
  /** The visible group label; it names the group for assistive technology. */
  label?: string;
  /** Help text under the options. */
  description?: ReactNode;
  /**
   * A message shown under the options when `isInvalid` is set (for example from a form library).
   * Without `isInvalid`, react-aria's own validation (`isRequired`, `validate`) decides.
   */
  errorMessage?: string;
  /** The options; alternatively pass `<Checkbox value=…>` children. */
  options?: readonly CheckboxOption[];
  /** Checkboxes, when `options` is not given. */
  children?: ReactNode;
  /**
   * Lay the options out in a row (wrapping) or a column.
   * @default 'horizontal'
   */
  orientation?: 'horizontal' | 'vertical';
}

/**
 * A labelled group of checkboxes (form type `checkbox`) on react-aria's CheckboxGroup: role
 * `group` named by the label, Tab moves between boxes, Space toggles. The value is a string array.
 * States: `data-orientation`, `data-disabled`, `data-readonly`, `data-invalid`, `data-required` on
 * the root.
 */
export const CheckboxGroup = forwardRef<HTMLDivElement, CheckboxGroupProps>(function CheckboxGroup(
  { label, description, errorMessage, options, children, orientation = 'horizontal', className, ...props },
  ref,
) {
  return (
    <ClassNames>
      {({ css, theme }) => {
        const base = css(fieldStyles(theme), checkboxGroupStyles(theme));
        return (
          <RACCheckboxGroup
            {...props}
            ref={ref}
            data-orientation={orientation}
            className={composeClassName(base, className)}
            isInvalid={props.isInvalid ?? (errorMessage ? true : undefined)}
          >
            {label ? <Label className="srm-field-label">{label}</Label> : null}
            <div className="srm-choice-list">
              {options
                ? options.map((option) => (
                    <Checkbox key={option.value} value={option.value} isDisabled={option.isDisabled}>
                      {option.label}
                    </Checkbox>
                  ))
                : children}
            </div>
            <FieldHelp description={description} errorMessage={errorMessage} />
          </RACCheckboxGroup>
        );
      }}
    </ClassNames>
  );
});
