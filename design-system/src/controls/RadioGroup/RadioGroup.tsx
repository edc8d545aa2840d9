import { ClassNames } from '@emotion/react';
import { forwardRef, type ReactNode } from 'react';
import {
  Label,
  RadioButton,
  RadioField,
  RadioGroup as RACRadioGroup,
  Text,
  type RadioFieldProps,
  type RadioGroupProps as RACRadioGroupProps,
} from 'react-aria-components';
import { composeClassName } from '../../styles/composeClassName';
import { fieldStyles } from '../../styles/fieldStyles';
import { radioGroupStyles } from './radioStyles';
import { FieldHelp } from '../../styles/FieldHelp';

/** One option of a RadioGroup. */
export interface RadioOption {
  /** The text shown next to the circle. */
  label: ReactNode;
  /** The group's value when this option is chosen. */
  value: string;
  /** The option cannot be chosen. */
  isDisabled?: boolean;
  /** Help text under the option. */
  description?: ReactNode;
}

export interface RadioProps extends Omit<RadioFieldProps, 'children'> {
  /** The radio's label; pressing it chooses the radio. */
  children?: ReactNode;
  /** Help text under the radio. */
  description?: ReactNode;
}

/**
 * One radio inside a RadioGroup (react-aria's RadioField + RadioButton). States on the
 * `.srm-radio-button` label: `data-selected`, `data-hovered`, `data-pressed`, `data-focus-visible`,
 * `data-disabled`, `data-readonly`, `data-invalid`.
 */
export const Radio = forwardRef<HTMLDivElement, RadioProps>(function Radio({ children, description, className, ...props }, ref) {
  return (
    <RadioField {...props} ref={ref} className={composeClassName('srm-radio', className)}>
      <RadioButton className="srm-radio-button">
        <span className="srm-radio-circle" aria-hidden="true" />
        {children != null ? <span className="srm-radio-label">{children}</span> : null}
      </RadioButton>
      {description ? (
        <Text slot="description" className="srm-field-description">
          {description}
        </Text>
      ) : null}
    </RadioField>
  );
});

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children' | 'orientation'> {
  /** The visible group label; it names the radio group for assistive technology. */
  label?: string;
  /** Help text under the options. */
  description?: ReactNode;
  /**
   * A message shown under the options when `isInvalid` is set (for example from a form library).
   * Without `isInvalid`, react-aria's own validation (`isRequired`, `validate`) decides.
   */
  errorMessage?: string;
  /** The options; alternatively pass `<Radio value=…>` children. */
  options?: readonly RadioOption[];
  /** Radios, when `options` is not given. */
  children?: ReactNode;
  /**
   * Lay the options out in a row (wrapping) or a column; arrow keys follow it.
   * @default 'horizontal'
   */
  orientation?: 'horizontal' | 'vertical';
}

/**
 * A labelled radio group (form type `radio`) on react-aria's RadioGroup: role `radiogroup` named by
 * the label; Tab enters at the chosen radio, arrow keys move and choose, disabled radios are
 * skipped. States: `data-orientation`, `data-disabled`, `data-readonly`, `data-invalid`,
 * `data-required` on the root.
 */
export const RadioGroup = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
  { label, description, errorMessage, options, children, orientation = 'horizontal', className, ...props },
  ref,
) {
  return (
    <ClassNames>
      {({ css, theme }) => {
        const base = css(fieldStyles(theme), radioGroupStyles(theme));
        return (
          <RACRadioGroup
            {...props}
            ref={ref}
            orientation={orientation}
            className={composeClassName(base, className)}
            isInvalid={props.isInvalid ?? (errorMessage ? true : undefined)}
          >
            {label ? <Label className="srm-field-label">{label}</Label> : null}
            <div className="srm-choice-list">
              {options
                ? options.map((option) => (
                    <Radio key={option.value} value={option.value} isDisabled={option.isDisabled} description={option.description}>
                      {option.label}
                    </Radio>
                  ))
                : children}
            </div>
            <FieldHelp description={description} errorMessage={errorMessage} />
          </RACRadioGroup>
        );
      }}
    </ClassNames>
  );
});
