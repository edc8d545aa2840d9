import { ClassNames } from '@emotion/react';
import { forwardRef, useState, type ReactNode } from 'react';
import {
  Button as RACButton,
  Group,
  Input,
  Label,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { useLocale } from '../../i18n/LocaleProvider';
import { composeClassName } from '../../styles/composeClassName';
import { TEXT_MAX_LENGTH, bareLabel, counterText } from './textFieldLogic';
import { fieldStyles } from '../../styles/fieldStyles';
import { FieldHelp } from '../../styles/FieldHelp';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children'> {
  /** The visible label; also names the field for assistive technology. */
  label?: string;
  /** Help text under the input. */
  description?: ReactNode;
  /**
   * A message shown under the input when `isInvalid` is set (for example from a form library).
   * Without `isInvalid`, react-aria's own validation (`isRequired`, `validate`) decides.
   */
  errorMessage?: string;
  /**
   * Placeholder text.
   * @default '请输入{label}' in zh-CN, 'Enter {label}' in en
   */
  placeholder?: string;
  /**
   * Maximum number of characters.
   * @default 200
   */
  maxLength?: number;
  /**
   * Show a `used/max` counter after the input.
   * @default false
   */
  showCount?: boolean;
  /**
   * For `type="password"`: a toggle that shows or hides the password, operable by keyboard.
   * @default false
   */
  revealable?: boolean;
}

/**
 * A labelled single-line text input. States are exposed as `data-disabled`, `data-invalid`,
 * `data-readonly` and `data-required` on the root; the input carries `data-focus-visible`.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    description,
    errorMessage,
    placeholder,
    maxLength = TEXT_MAX_LENGTH,
    showCount = false,
    revealable = false,
    type = 'text',
    className,
    ...props
  },
  ref,
) {
  const { t } = useLocale();
  const [revealed, setRevealed] = useState(false);
  const [uncontrolledValue, setUncontrolledValue] = useState(props.defaultValue ?? '');
  const value = props.value ?? uncontrolledValue;
  const effectiveType = type === 'password' && revealed ? 'text' : type;
  const resolvedPlaceholder = placeholder ?? t('field.placeholderInput', { label: bareLabel(label) });

  return (
    <ClassNames>
      {({ css, theme }) => {
        const base = css(fieldStyles(theme));
        return (
          <RACTextField
            {...props}
            type={effectiveType}
            maxLength={maxLength}
            className={composeClassName(base, className)}
            onChange={(next) => {
              setUncontrolledValue(next);
              props.onChange?.(next);
            }}
            isInvalid={props.isInvalid ?? (errorMessage ? true : undefined)}
          >
            {label ? <Label className="srm-field-label">{label}</Label> : null}
            <Group className="srm-field-group">
              <Input ref={ref} className="srm-field-input" placeholder={resolvedPlaceholder} />
              {type === 'password' && revealable ? (
                <RACButton
                  className="srm-field-addon"
                  aria-label={revealed ? t('password.hide') : t('password.show')}
                  aria-pressed={revealed}
                  onPress={() => setRevealed((shown) => !shown)}
                  isDisabled={props.isDisabled}
                >
                  <EyeIcon crossed={!revealed} />
                </RACButton>
              ) : null}
              {showCount ? (
                <span className="srm-field-counter" aria-hidden="true">
                  {counterText(String(value), maxLength)}
                </span>
              ) : null}
            </Group>
            <FieldHelp description={description} errorMessage={errorMessage} />
          </RACTextField>
        );
      }}
    </ClassNames>
  );
});

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M1 8s2.5-5 7-5 7 5 7 5-2.5 5-7 5-7-5-7-5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.3"
      />
      <circle cx="8" cy="8" r="2.2" fill="none" stroke="currentColor" strokeWidth="1.3" />
      {crossed ? <path d="M2 14L14 2" stroke="currentColor" strokeWidth="1.3" /> : null}
    </svg>
  );
}
