export { YearMonthPicker, type YearMonthPickerProps } from './YearMonthPicker';
