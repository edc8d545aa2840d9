import { ClassNames } from '@emotion/react';
import type { DateValue } from '@internationalized/date';
import { forwardRef, useCallback, useContext, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import {
  Button,
  DateFieldContext,
  DateInput,
  DateRangePicker as RACDateRangePicker,
  DateRangePickerStateContext,
  DateSegment,
  Group,
  Label,
  useSlottedContext,
  type DateRangePickerProps as RACDateRangePickerProps,
} from 'react-aria-components';
import { useControlledState } from 'react-stately/useControlledState';
import { useLocale } from '../../i18n/LocaleProvider';
import { composeClassName } from '../../styles/composeClassName';
import { fieldStyles } from '../../styles/fieldStyles';
import { ClearButton, DayRangeCalendar, PickerPopover } from '../dateCore/CalendarPanel';
import { dateFieldStyles } from '../dateCore/dateStyles';
import { formatRange, parseRange, type DateRangeString } from '../dateCore/dateValue';
import { CalendarIcon } from '../dateCore/icons';
import { usePickerBounds } from '../dateCore/usePickerBounds';
import { completePickedRange, resolveKind, type PickerGranularity } from '../dateCore/pickerLogic';
import { FieldHelp } from '../../styles/FieldHelp';

export interface DateRangePickerProps
  extends Omit<
    RACDateRangePickerProps<DateValue>,
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
    | 'startName'
    | 'endName'
    | 'children'
  > {
  /** The visible label; also names both date fields and the calendar for assistive technology. */
  label?: string;
  /** Help text under the field. */
  description?: ReactNode;
  /** A message shown under the field; it also marks the field invalid unless `isInvalid` says otherwise. */
  errorMessage?: string;
  /**
   * The value (controlled): `[start, end]` as `'YYYY-MM-DD'` strings, or `'YYYY-MM-DD HH:mm:ss'`
   * with time; null when empty.
   */
  value?: DateRangeString | null;
  /**
   * The initial value (uncontrolled).
   * @default null
   */
  defaultValue?: DateRangeString | null;
  /** Called with the new range, or null when it is cleared or incomplete. */
  onChange?: (value: DateRangeString | null) => void;
  /**
   * `'day'` picks dates (form type daterange); `'second'` adds time segments (form types
   * datetimerange / dateTimeRange). A range picked in the calendar then runs from 00:00:00 on the
   * first day to 23:59:59 on the last.
   * @default 'day'
   */
  granularity?: PickerGranularity;
  /**
   * Shorthand for `granularity="second"`.
   * @default false
   */
  withTime?: boolean;
  /** The earliest allowed date, as a date (or datetime) string. */
  minValue?: string;
  /** The latest allowed date; a bare date allows its whole day when the picker has time. */
  maxValue?: string;
  /** Marks days that cannot be picked; a range cannot span them. */
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
  /** Submits the start string in a hidden input of this name (a range given as a prop pair). */
  startName?: string;
  /** Submits the end string in a hidden input of this name. */
  endName?: string;
}

/** The two date inputs, named 开始日期 / 结束日期 from the catalogue, joined by 至. */
function RangeInputs({ startRef }: { startRef: RefObject<HTMLDivElement | null> }) {
  const { t } = useLocale();
  const start = useSlottedContext(DateFieldContext, 'start');
  const end = useSlottedContext(DateFieldContext, 'end');
  const slots = useMemo(
    () => ({
      slots: {
        start: { ...start, 'aria-label': t('date.start') },
        end: { ...end, 'aria-label': t('date.end') },
      },
    }),
    [start, end, t],
  );
  return (
    <DateFieldContext.Provider value={slots}>
      <span className="srm-date-inputs">
        <DateInput slot="start" ref={startRef} className="srm-field-input srm-date-input">
          {(segment) => <DateSegment segment={segment} className="srm-date-segment" />}
        </DateInput>
        <span className="srm-date-separator" aria-hidden="true">
          {t('date.separator')}
        </span>
        <DateInput slot="end" className="srm-field-input srm-date-input">
          {(segment) => <DateSegment segment={segment} className="srm-date-segment" />}
        </DateInput>
      </span>
    </DateFieldContext.Provider>
  );
}

function ClearRange({ startRef }: { startRef: RefObject<HTMLDivElement | null> }) {
  const state = useContext(DateRangePickerStateContext);
  if (!state?.value?.start && !state?.value?.end) return null;
  return (
    <ClearButton
      onPress={() => {
        state.setValue(null);
        startRef.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
      }}
    />
  );
}

/**
 * A date (or datetime) range field: two segment inputs and a range calendar in a popover,
 * exchanging `[start, end]` strings. Root states: `data-focus-within`, `data-focus-visible`,
 * `data-open`, `data-invalid`, `data-disabled`, `data-readonly`, `data-required`, plus
 * `data-granularity` and `data-empty`.
 */
export const DateRangePicker = forwardRef<HTMLDivElement, DateRangePickerProps>(function DateRangePicker(
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
    startName,
    endName,
    isOpen: isOpenProp,
    defaultOpen,
    onOpenChange,
    className,
    ...props
  },
  ref,
) {
  const { t } = useLocale();
  const kind = resolveKind({ granularity, withTime });
  const [current, setCurrent] = useControlledState<DateRangeString | null>(value, defaultValue ?? null, onChange);
  const [isOpen, setOpen] = useControlledState<boolean>(isOpenProp, defaultOpen ?? false, onOpenChange);
  const startRef = useRef<HTMLDivElement>(null);

  const [startText, endText] = current ?? [null, null];
  const racValue = useMemo(() => parseRange([startText, endText], kind), [startText, endText, kind]);
  const { todayDate, placeholderValue, minDate: min, maxDate: max, unavailable } = usePickerBounds({
    kind,
    today,
    minValue,
    maxValue,
    isDateUnavailable,
  });
  const handleChange = useCallback(
    (next: { start: DateValue; end: DateValue } | null) =>
      setCurrent(completePickedRange(formatRange(next, kind), current, { kind, pickedInCalendar: isOpen })),
    [setCurrent, kind, current, isOpen],
  );
  const canClear = isClearable && !props.isDisabled && !props.isReadOnly;

  return (
    <ClassNames>
      {({ css, theme }) => {
        const base = css(fieldStyles(theme), dateFieldStyles(theme));
        return (
          <RACDateRangePicker
            {...props}
            ref={ref}
            value={racValue}
            onChange={handleChange}
            isOpen={isOpen}
            onOpenChange={setOpen}
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
              <RangeInputs startRef={startRef} />
              {canClear ? <ClearRange startRef={startRef} /> : null}
              <Button className="srm-field-addon" aria-label={t('date.openCalendar')}>
                <CalendarIcon />
              </Button>
            </Group>
            <FieldHelp description={description} errorMessage={errorMessage} />
            <PickerPopover>
              <DayRangeCalendar today={todayDate} />
            </PickerPopover>
            {startName ? <input type="hidden" name={startName} value={current?.[0] ?? ''} /> : null}
            {endName ? <input type="hidden" name={endName} value={current?.[1] ?? ''} /> : null}
          </RACDateRangePicker>
        );
      }}
    </ClassNames>
  );
});
