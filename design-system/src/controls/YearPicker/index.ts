export { YearPicker, type YearPickerProps } from './YearPicker';
