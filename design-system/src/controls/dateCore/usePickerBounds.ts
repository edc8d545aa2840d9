import { toCalendarDateTime, type DateValue } from '@internationalized/date';
import { useMemo } from 'react';
import { formatDate, type DateKind } from './dateValue';
import { boundValue, parseToday } from './pickerLogic';

export interface PickerBoundsOptions {
  kind: DateKind;
  today?: string;
  minValue?: string;
  maxValue?: string;
  isDateUnavailable?: (date: string) => boolean;
}

/**
 * What DatePicker and DateRangePicker hand to react-aria from their string props: the fixed
 * "today", the month an empty picker opens on, the bounds, and the unavailable-day test.
 */
export function usePickerBounds({ kind, today, minValue, maxValue, isDateUnavailable }: PickerBoundsOptions) {
  const todayDate = useMemo(() => parseToday(today), [today]);
  const placeholderValue = useMemo(
    () => (todayDate ? (kind === 'datetime' ? toCalendarDateTime(todayDate) : todayDate) : undefined),
    [todayDate, kind],
  );
  const minDate = useMemo(() => boundValue(minValue, kind, 'min'), [minValue, kind]);
  const maxDate = useMemo(() => boundValue(maxValue, kind, 'max'), [maxValue, kind]);
  const unavailable = useMemo(
    () => (isDateUnavailable ? (date: DateValue) => isDateUnavailable(formatDate(date) as string) : undefined),
    [isDateUnavailable],
  );
  return { todayDate, placeholderValue, minDate, maxDate, unavailable };
}
