import { forwardRef } from 'react';
import { PeriodPicker, type PeriodPickerProps } from '../dateCore/PeriodPicker';

/**
 * Props of YearPicker: the value is a `'YYYY'` string (form item type `year`); `minValue`,
 * `maxValue` and `today` use the same format (`today` also accepts `'YYYY-MM-DD'`).
 */
export type YearPickerProps = PeriodPickerProps;

/**
 * Picks a year from a grid of 12 (2020-2031, 2032-2043 …): a trigger button opens a dialog whose
 * grid moves with the arrow keys, selects with Enter or Space and pages by 12 years with the header
 * buttons or PageUp/PageDown; Escape closes it. Root states: `data-open`, `data-empty`,
 * `data-disabled`, `data-readonly`, `data-required`, `data-invalid`; cells carry `data-selected`,
 * `data-focused`, `data-focus-visible`, `data-hovered`, `data-pressed`, `data-disabled`, `data-current`.
 */
export const YearPicker = forwardRef<HTMLDivElement, YearPickerProps>(function YearPicker(props, ref) {
  return <PeriodPicker {...props} ref={ref} mode="year" />;
});
