import {
  CheckboxRenderer,
  ChooseRenderer,
  NumberRenderer,
  RadioRenderer,
  SwitchRenderer,
  TextAreaRenderer,
  TextRenderer,
} from './renderers/basicRenderers';
import {
  DateRangeRenderer,
  DateRenderer,
  DateTimeRangeRenderer,
  DateTimeRenderer,
  YearMonthRenderer,
  YearRenderer,
} from './renderers/dateRenderers';
import type { FieldRegistry } from './registry';
import {
  AreaRenderer,
  AutoInputRenderer,
  CascaderRenderer,
  PageSelectRenderer,
  SelectRenderer,
  UserSelectRenderer,
} from './renderers/selectRenderers';

/** Every form item type and its control; types without an entry use the text input. */
export const defaultFieldRegistry: FieldRegistry = {
  text: TextRenderer,
  textarea: TextAreaRenderer,
  number: NumberRenderer,
  inputNumber: NumberRenderer,
  switch: SwitchRenderer,
  checkbox: CheckboxRenderer,
  radio: RadioRenderer,
  choose: ChooseRenderer,
  date: DateRenderer,
  datetime: DateTimeRenderer,
  daterange: DateRangeRenderer,
  datetimerange: DateTimeRangeRenderer,
  dateTimeRange: DateTimeRangeRenderer,
  year: YearRenderer,
  yearMonth: YearMonthRenderer,
  select: SelectRenderer,
  autoinput: AutoInputRenderer,
  queryselect: PageSelectRenderer,
  pageSelect: PageSelectRenderer,
  systemUserSelect: UserSelectRenderer,
  cascader: CascaderRenderer,
  area: AreaRenderer,
};
