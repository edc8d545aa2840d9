import { ClassNames } from '@emotion/react';
import { forwardRef, useId, useState, type ReactNode } from 'react';
import {
  FieldError,
  Group,
  Label,
  Text,
  TextArea as RACTextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { useLocale } from '../../i18n/LocaleProvider';
import { composeClassName } from '../../styles/composeClassName';
import { fieldStyles } from '../../styles/fieldStyles';
import { bareLabel } from '../TextField/textFieldLogic';
import { TEXTAREA_MAX_LENGTH, TEXTAREA_ROWS, counterState } from './textAreaLogic';
import { textAreaStyles } from './textAreaStyles';

export interface TextAreaProps extends Omit<RACTextFieldProps, 'children' | 'type' | 'pattern'> {
  /** The visible label; also names the field for assistive technology. */
  label?: string;
  /** Help text under the box, left of the counter. */
  description?: ReactNode;
  /**
   * A message shown under the box when `isInvalid` is set (for example from a form library).
   * Without `isInvalid`, react-aria's own validation (`isRequired`, `validate`) decides.
   */
  errorMessage?: string;
  /**
   * Placeholder text.
   * @default '请输入{label}' in zh-CN, 'Enter {label}' in en
   */
  placeholder?: string;
  /**
   * Maximum number of characters; typing beyond it is refused.
   * @default 2000
   */
  maxLength?: number;
  /**
   * Show the `used/max` counter under the box (it also describes the field to screen readers).
   * @default true
   */
  showCount?: boolean;
  /**
   * Visible text rows before the box scrolls; the user can drag it taller.
   * @default 4
   */
  rows?: number;
}

/**
 * A labelled multi-line text input (form type `textarea`): 2000 characters by default with a
 * visible `used/max` counter. States: `data-disabled`, `data-invalid`, `data-readonly`,
 * `data-required` and `data-over-limit` (a value from outside longer than the limit) on the root.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    label,
    description,
    errorMessage,
    placeholder,
    maxLength = TEXTAREA_MAX_LENGTH,
    showCount = true,
    rows = TEXTAREA_ROWS,
    className,
    ...props
  },
  ref,
) {
  const { t } = useLocale();
  const counterId = useId();
  const [uncontrolledValue, setUncontrolledValue] = useState(props.defaultValue ?? '');
  const counter = counterState(props.value ?? uncontrolledValue, maxLength);
  const describedBy = [props['aria-describedby'], showCount ? counterId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <ClassNames>
      {({ css, theme }) => {
        const base = css(fieldStyles(theme), textAreaStyles(theme));
        return (
          <RACTextField
            {...props}
            maxLength={maxLength}
            aria-describedby={describedBy}
            className={composeClassName(base, className)}
            data-over-limit={counter.isOverLimit || undefined}
            onChange={(next) => {
              setUncontrolledValue(next);
              props.onChange?.(next);
            }}
            isInvalid={props.isInvalid ?? (errorMessage ? true : undefined)}
          >
            {label ? <Label className="srm-field-label">{label}</Label> : null}
            <Group className="srm-field-group srm-textarea-group">
              <RACTextArea
                ref={ref}
                rows={rows}
                className="srm-field-input srm-textarea-input"
                placeholder={placeholder ?? t('field.placeholderInput', { label: bareLabel(label) })}
              />
            </Group>
            {description || showCount ? (
              <div className="srm-textarea-footer">
                {description ? (
                  <Text slot="description" className="srm-field-description">
                    {description}
                  </Text>
                ) : null}
                {showCount ? (
                  <span id={counterId} className="srm-field-counter">
                    {t('textarea.counter', { count: counter.count, max: counter.max })}
                  </span>
                ) : null}
              </div>
            ) : null}
            <FieldError className="srm-field-error">{errorMessage}</FieldError>
          </RACTextField>
        );
      }}
    </ClassNames>
  );
});
