import { forwardRef } from 'react';
import { PeriodPicker, type PeriodPickerProps } from '../dateCore/PeriodPicker';

/**
 * Props of YearMonthPicker: the value is a `'YYYY-MM'` string (form item type `yearMonth`);
 * `minValue`, `maxValue` and `today` use the same format (`today` also accepts `'YYYY-MM-DD'`).
 */
export type YearMonthPickerProps = PeriodPickerProps;

/**
 * Picks a month from a grid of the 12 months of a year (1月 … 12月 in zh-CN, Jan … Dec in en): a
 * trigger button opens a dialog whose grid moves with the arrow keys (crossing into the previous or
 * next year), selects with Enter or Space and pages by a year with the header buttons or
 * PageUp/PageDown; Escape closes it. States as YearPicker.
 */
export const YearMonthPicker = forwardRef<HTMLDivElement, YearMonthPickerProps>(function YearMonthPicker(props, ref) {
  return <PeriodPicker {...props} ref={ref} mode="month" />;
});
