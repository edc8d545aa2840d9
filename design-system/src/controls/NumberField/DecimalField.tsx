import { forwardRef, useState } from 'react';
import { TextField, type TextFieldProps } from '../TextField';
import { groupDecimalText, readDecimalText, settleDecimalText } from './numberBlur';
import { DEFAULT_PRECISION } from './numberLogic';

export interface DecimalFieldProps
  extends Omit<TextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'maxLength' | 'showCount' | 'revealable'> {
  /** The value as an exact decimal string (controlled); `''` is an empty field. */
  value?: string | null;
  /** The initial value (uncontrolled). */
  defaultValue?: string | null;
  /**
   * Called with the text as it is typed, and with the settled decimal string (clamped, truncated,
   * without separators) on blur and on Enter.
   */
  onChange?: (value: string) => void;
  /** Smallest allowed value, as a decimal string or a number. */
  minValue?: string | number;
  /** Largest allowed value, as a decimal string or a number. */
  maxValue?: string | number;
  /** Decimal places kept on blur: cut off, never rounded. @default 0 */
  precision?: number;
  /** Keep a blank or non-numeric field empty on blur instead of settling on 0. @default false */
  allowEmpty?: boolean;
  /** Group thousands while the field is not focused. @default false */
  thousandSeparator?: boolean;
}

/**
 * The number input for exact decimal strings (money, quantities): the same blur rules as
 * NumberField (spec 01 §5: clamp to min/max, truncate to the precision, blank becomes 0 or stays
 * empty, non-numeric text is cleared) applied to the text by `settleDecimalText`, so values such as
 * `123456789012345.678` never pass through a float.
 */
export const DecimalField = forwardRef<HTMLInputElement, DecimalFieldProps>(function DecimalField(
  { value, defaultValue, onChange, minValue, maxValue, precision = DEFAULT_PRECISION, allowEmpty = false, thousandSeparator = false, onBlur, onFocus, onKeyDown, ...props },
  ref,
) {
  const [internal, setInternal] = useState(() => defaultValue ?? '');
  const [focused, setFocused] = useState(false);
  const current = value === undefined ? internal : (value ?? '');
  const rules = { minValue, maxValue, precision, allowEmpty };
  const locked = Boolean(props.isDisabled || props.isReadOnly);
  const display = !focused && thousandSeparator && readDecimalText(current) ? groupDecimalText(current) : current;

  const change = (next: string) => {
    setInternal(next);
    if (next !== current) onChange?.(next);
  };
  const settle = () => {
    if (locked) return;
    change(settleDecimalText(current, rules));
  };

  return (
    <TextField
      {...props}
      ref={ref}
      type="text"
      inputMode={precision > 0 ? 'decimal' : 'numeric'}
      autoComplete={props.autoComplete ?? 'off'}
      value={display}
      onChange={change}
      onFocus={(event) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setFocused(false);
        settle();
        onBlur?.(event);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') settle();
        event.continuePropagation();
        onKeyDown?.(event);
      }}
    />
  );
});
