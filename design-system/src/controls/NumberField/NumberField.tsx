import { ClassNames } from '@emotion/react';
import { forwardRef, useId, useState, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria';
import {
  Button as RACButton,
  Group,
  Input,
  Label,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { useLocale } from '../../i18n/LocaleProvider';
import { composeClassName } from '../../styles/composeClassName';
import { fieldStyles } from '../../styles/fieldStyles';
import { bareLabel } from '../TextField/textFieldLogic';
import {
  DEFAULT_PRECISION,
  acceptTyping,
  canStep,
  commitText,
  formatNumber,
  normaliseNumber,
  parseNumber,
  stepValue,
  toEditText,
  toPlainString,
} from './numberLogic';
import { numberFieldStyles } from './numberFieldStyles';
import { FieldHelp } from '../../styles/FieldHelp';

type ValidationError = string | string[];

export interface NumberFieldProps
  extends Omit<
    RACTextFieldProps,
    | 'children'
    | 'value'
    | 'defaultValue'
    | 'onChange'
    | 'type'
    | 'inputMode'
    | 'pattern'
    | 'maxLength'
    | 'minLength'
    | 'validate'
  > {
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
  /** The value (controlled); `null` is an empty field. */
  value?: number | null;
  /** The initial value (uncontrolled); `null` is an empty field. */
  defaultValue?: number | null;
  /**
   * Called with the settled number when it changes: on blur, on Enter and on every step. A blank
   * field gives `0`, or `undefined` when `allowEmpty` is set.
   */
  onChange?: (value: number | undefined) => void;
  /** Smallest allowed value; typed values below it are raised to it. A '-' cannot be typed when it is 0 or more. */
  minValue?: number;
  /** Largest allowed value; typed values above it are lowered to it. */
  maxValue?: number;
  /**
   * Decimal places kept. Extra decimals are cut off, never rounded (precision 2: 1.239 gives 1.23).
   * @default 0
   */
  precision?: number;
  /**
   * The amount ArrowUp/ArrowDown and the step buttons add or take away.
   * @default 1
   */
  step?: number;
  /**
   * Keep a blank field empty (`undefined`) on blur instead of settling on 0.
   * @default false
   */
  allowEmpty?: boolean;
  /**
   * Group thousands (`1,234,567.89`) while the field is not focused; typing shows the plain number.
   * @default false
   */
  thousandSeparator?: boolean;
  /**
   * Pad the decimals to `precision` while not focused (`3` shows `3.00` with precision 2).
   * @default false
   */
  fixedDecimals?: boolean;
  /**
   * Show increase/decrease buttons inside the box (mouse only; the keyboard uses ArrowUp/ArrowDown).
   * @default false
   */
  showStepButtons?: boolean;
  /** Custom validation of the settled number; return an error message, or nothing when valid. */
  validate?: (value: number | undefined) => ValidationError | true | null | undefined;
}

/**
 * A labelled number input (form types `number` and `inputNumber`) on a react-aria text field with
 * its own parsing (see `numberLogic.ts`): clamps to `minValue`/`maxValue`, truncates to `precision`,
 * settles a blank field on 0 (or `undefined` with `allowEmpty`), optional thousand separators,
 * ArrowUp/ArrowDown steps. States: `data-disabled`, `data-invalid`, `data-readonly`,
 * `data-required`, `data-empty` and `data-editing` on the root.
 */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(
  {
    label,
    description,
    errorMessage,
    placeholder,
    value,
    defaultValue,
    onChange,
    minValue,
    maxValue,
    precision = DEFAULT_PRECISION,
    step = 1,
    allowEmpty = false,
    thousandSeparator = false,
    fixedDecimals = false,
    showStepButtons = false,
    validate,
    name,
    id,
    className,
    onFocus,
    onBlur,
    onKeyDown,
    ...props
  },
  ref,
) {
  const { t } = useLocale();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const rules = { minValue, maxValue, precision };
  const [internal, setInternal] = useState<number | undefined>(() =>
    defaultValue === undefined || defaultValue === null ? undefined : normaliseNumber(defaultValue, rules),
  );
  const current = value === undefined ? internal : value === null ? undefined : value;
  /** The text being typed while focused; `null` when the field shows the formatted value. */
  const [editText, setEditText] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const locked = Boolean(props.isDisabled || props.isReadOnly);
  const formatOptions = { precision, thousandSeparator, fixedDecimals };
  const display = editText ?? formatNumber(current, formatOptions);
  const plainLabel = bareLabel(label);

  const settle = (next: number | undefined) => {
    setInternal(next);
    if (next !== current) onChange?.(next);
  };

  const stepBy = (direction: 1 | -1) => {
    if (locked) return;
    const base = editText === null ? current : (parseNumber(editText) ?? current);
    const next = stepValue(base, step, direction, rules);
    settle(next);
    if (editText !== null) setEditText(toEditText(next, precision));
    setAnnouncement(formatNumber(next, formatOptions));
  };

  return (
    <ClassNames>
      {({ css, theme }) => {
        const base = css(fieldStyles(theme), numberFieldStyles(theme));
        return (
          <RACTextField
            {...props}
            id={inputId}
            type="text"
            inputMode={precision > 0 ? 'decimal' : 'numeric'}
            value={display}
            autoComplete={props.autoComplete ?? 'off'}
            className={composeClassName(base, className)}
            data-empty={current === undefined || undefined}
            data-editing={editText !== null || undefined}
            isInvalid={props.isInvalid ?? (errorMessage ? true : undefined)}
            validate={validate ? (text) => validate(parseNumber(text)) : undefined}
            onChange={(text) => {
              const accepted = acceptTyping(text, rules);
              if (accepted !== null) setEditText(accepted);
            }}
            onFocus={(event) => {
              setEditText(toEditText(current, precision));
              onFocus?.(event);
            }}
            onBlur={(event) => {
              settle(commitText(editText ?? toEditText(current, precision), { ...rules, allowEmpty }));
              setEditText(null);
              onBlur?.(event);
            }}
            onKeyDown={(event) => {
              if (!locked && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
                event.preventDefault();
                stepBy(event.key === 'ArrowUp' ? 1 : -1);
              } else if (!locked && event.key === 'Enter') {
                const next = commitText(editText ?? '', { ...rules, allowEmpty });
                settle(next);
                setEditText(toEditText(next, precision));
                event.continuePropagation();
              } else {
                event.continuePropagation();
              }
              onKeyDown?.(event);
            }}
          >
            {label ? <Label className="srm-field-label">{label}</Label> : null}
            <Group className="srm-field-group">
              <Input ref={ref} className="srm-field-input" placeholder={placeholder ?? t('field.placeholderInput', { label: plainLabel })} />
              {showStepButtons ? (
                <span className="srm-number-steppers">
                  <RACButton
                    className="srm-number-step"
                    aria-label={t('number.increase', { label: plainLabel }).trim()}
                    aria-controls={inputId}
                    excludeFromTabOrder
                    preventFocusOnPress
                    isDisabled={locked || !canStep(current, 1, rules)}
                    onPress={() => stepBy(1)}
                  >
                    <Chevron up />
                  </RACButton>
                  <RACButton
                    className="srm-number-step"
                    aria-label={t('number.decrease', { label: plainLabel }).trim()}
                    aria-controls={inputId}
                    excludeFromTabOrder
                    preventFocusOnPress
                    isDisabled={locked || !canStep(current, -1, rules)}
                    onPress={() => stepBy(-1)}
                  >
                    <Chevron up={false} />
                  </RACButton>
                </span>
              ) : null}
            </Group>
            {name ? <input type="hidden" name={name} value={current === undefined ? '' : toPlainString(current)} /> : null}
            <FieldHelp description={description} errorMessage={(validation: ValidationResult) => errorMessage ?? validation.validationErrors.join(' ')} />
            <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
          </RACTextField>
        );
      }}
    </ClassNames>
  );
});

function Chevron({ up }: { up: boolean }) {
  return (
    <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
      <path d={up ? 'M2 6.5L5 3.5L8 6.5' : 'M2 3.5L5 6.5L8 3.5'} fill="none" stroke="currentColor" strokeWidth="1.3" />
    </svg>
  );
}
