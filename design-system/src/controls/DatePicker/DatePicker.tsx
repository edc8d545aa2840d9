import { ClassNames } from '@emotion/react';
import type { DateValue } from '@internationalized/date';
import { forwardRef, useCallback, useContext, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import {
  Button,
  DateInput,
  DatePicker as RACDatePicker,
  DatePickerStateContext,
  DateSegment,
  Group,
  Label,
  type DatePickerProps as RACDatePickerProps,
} from 'react-aria-components';
import { useControlledState } from 'react-stately/useControlledState';
import { useLocale } from '../../i18n/LocaleProvider';
import { composeClassName } from '../../styles/composeClassName';
import { fieldStyles } from '../../styles/fieldStyles';
import { ClearButton, DayCalendar, PickerPopover } from '../dateCore/CalendarPanel';
import { dateFieldStyles } from '../dateCore/dateStyles';
import { formatDateValue, parseDateValue } from '../dateCore/dateValue';
import { CalendarIcon } from '../dateCore/icons';
import { usePickerBounds } from '../dateCore/usePickerBounds';
import { resolveKind, type PickerGranularity } from '../dateCore/pickerLogic';
import { FieldHelp } from '../../styles/FieldHelp';

export interface DatePickerProps
  extends Omit<
    RACDatePickerProps<DateValue>,
    | 'value'
    | 'defaultValue'
    | 'onChange'
    | 'minValue'
    | 'maxValue'
    | 'isDateUnavailable'
    | 'granularity'
    | 'placeholderValue'
    | 'hourCycle'
    | 'validate'
    | 'name'
    | 'children'
  > {
  /** The visible label; also names the field and its calendar for assistive technology. */
  label?: string;
  /** Help text under the field. */
  description?: ReactNode;
  /** A message shown under the field; it also marks the field invalid unless `isInvalid` says otherwise. */
  errorMessage?: string;
  /** The value (controlled): `'YYYY-MM-DD'`, or `'YYYY-MM-DD HH:mm:ss'` with time; null when empty. */
  value?: string | null;
  /**
   * The initial value (uncontrolled).
   * @default null
   */
  defaultValue?: string | null;
  /** Called with the new string value (or null when cleared or incomplete). */
  onChange?: (value: string | null) => void;
  /**
   * `'day'` picks a date (form type date); `'second'` adds hour, minute and second segments
   * (form type datetime).
   * @default 'day'
   */
  granularity?: PickerGranularity;
  /**
   * Shorthand for `granularity="second"`.
   * @default false
   */
  withTime?: boolean;
  /** The earliest allowed value, as a date (or datetime) string. */
  minValue?: string;
  /** The latest allowed value; a bare date allows its whole day when the picker has time. */
  maxValue?: string;
  /** Marks days that cannot be picked (they stay focusable and are struck through). */
  isDateUnavailable?: (date: string) => boolean;
  /**
   * Shows a clear button while there is a value.
   * @default true
   */
  isClearable?: boolean;
  /**
   * Fixes "today" as `'YYYY-MM-DD'`: its calendar cell is marked and an empty picker opens on its
   * month. Stories and tests pass it so that they never depend on the real date.
   * @default the real current date
   */
  today?: string;
  /** Submits the string value in a hidden input of this name. */
  name?: string;
}

function ClearSegments({ inputRef }: { inputRef: RefObject<HTMLDivElement | null> }) {
  const state = useContext(DatePickerStateContext);
  if (!state?.value) return null;
  return (
    <ClearButton
      onPress={() => {
        state.setValue(null);
        inputRef.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
      }}
    />
  );
}

/**
 * A date (or date and time) field: typed segments plus a calendar in a popover, exchanging strings.
 * Root states: `data-focus-within`, `data-focus-visible`, `data-open`, `data-invalid`,
 * `data-disabled`, `data-readonly`, `data-required`, plus `data-granularity` and `data-empty`.
 */
export const DatePicker = forwardRef<HTMLDivElement, DatePickerProps>(function DatePicker(
  {
    label,
    description,
    errorMessage,
    value,
    defaultValue,
    onChange,
    granularity,
    withTime,
    minValue,
    maxValue,
    isDateUnavailable,
    isClearable = true,
    today,
    name,
    className,
    ...props
  },
  ref,
) {
  const { t } = useLocale();
  const kind = resolveKind({ granularity, withTime });
  const [current, setCurrent] = useControlledState<string | null>(value, defaultValue ?? null, onChange);
  const inputRef = useRef<HTMLDivElement>(null);

  const racValue = useMemo(() => parseDateValue(current, kind), [current, kind]);
  const { todayDate, placeholderValue, minDate: min, maxDate: max, unavailable } = usePickerBounds({
    kind,
    today,
    minValue,
    maxValue,
    isDateUnavailable,
  });
  const handleChange = useCallback((next: DateValue | null) => setCurrent(formatDateValue(next, kind)), [setCurrent, kind]);
  const canClear = isClearable && !props.isDisabled && !props.isReadOnly;

  return (
    <ClassNames>
      {({ css, theme }) => {
        const base = css(fieldStyles(theme), dateFieldStyles(theme));
        return (
          <RACDatePicker
            {...props}
            ref={ref}
            value={racValue}
            onChange={handleChange}
            granularity={kind === 'datetime' ? 'second' : 'day'}
            hourCycle={24}
            shouldForceLeadingZeros
            placeholderValue={placeholderValue}
            minValue={min}
            maxValue={max}
            isDateUnavailable={unavailable}
            isInvalid={props.isInvalid ?? (errorMessage ? true : undefined)}
            className={composeClassName(base, className)}
            data-granularity={kind === 'datetime' ? 'second' : 'day'}
            data-empty={current ? undefined : true}
          >
            {label ? <Label className="srm-field-label">{label}</Label> : null}
            <Group className="srm-field-group">
              <DateInput ref={inputRef} className="srm-field-input srm-date-input">
                {(segment) => <DateSegment segment={segment} className="srm-date-segment" />}
              </DateInput>
              <span className="srm-date-spacer" />
              {canClear ? <ClearSegments inputRef={inputRef} /> : null}
              <Button className="srm-field-addon" aria-label={t('date.openCalendar')}>
                <CalendarIcon />
              </Button>
            </Group>
            <FieldHelp description={description} errorMessage={errorMessage} />
            <PickerPopover>
              <DayCalendar today={todayDate} />
            </PickerPopover>
            {name ? <input type="hidden" name={name} value={current ?? ''} /> : null}
          </RACDatePicker>
        );
      }}
    </ClassNames>
  );
});
