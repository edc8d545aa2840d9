// The date family's string conversions, for forms, search forms and the app (React-free).
export {
  formatDateValue,
  formatRange,
  formatYear,
  formatYearMonth,
  normalizeDateString,
  pairToRange,
  parseDateValue,
  parseRange,
  parseYear,
  parseYearMonth,
  rangeBounds,
  rangeToPair,
  recentDays,
  todayString,
  type DateKind,
  type DateRangeString,
  type YearMonth,
} from './dateValue';
export type { PickerGranularity } from './pickerLogic';
