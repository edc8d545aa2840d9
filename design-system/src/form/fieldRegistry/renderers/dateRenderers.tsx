import { DatePicker } from '../../../controls/DatePicker';
import { DateRangePicker } from '../../../controls/DateRangePicker';
import { YearMonthPicker } from '../../../controls/YearMonthPicker';
import { YearPicker } from '../../../controls/YearPicker';
import type { FieldRendererProps } from '../registry';
import { fieldProps } from './fieldProps';

function asDateString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function asRange(value: unknown): [string, string] | null {
  if (!Array.isArray(value)) return null;
  const [start, end] = value as unknown[];
  return typeof start === 'string' && typeof end === 'string' ? [start, end] : null;
}

/** date, and datetime (`withTime`): values 'YYYY-MM-DD' / 'YYYY-MM-DD HH:mm:ss'. */
function DateFieldRenderer({ inputRef, withTime, ...props }: FieldRendererProps & { withTime: boolean }) {
  const { validationBehavior: _behaviour, ...shared } = fieldProps(props);
  return (
    <DatePicker
      {...props.controlProps}
      {...shared}
      ref={inputRef}
      withTime={withTime}
      value={asDateString(props.value)}
      onChange={props.onChange}
      onBlur={props.onBlur}
    />
  );
}

export function DateRenderer(props: FieldRendererProps) {
  return <DateFieldRenderer {...props} withTime={false} />;
}

export function DateTimeRenderer(props: FieldRendererProps) {
  return <DateFieldRenderer {...props} withTime />;
}

/** daterange, and datetimerange / dateTimeRange: a `[start, end]` pair, split by the form on submit. */
function RangeFieldRenderer({ inputRef, withTime, ...props }: FieldRendererProps & { withTime: boolean }) {
  const { validationBehavior: _behaviour, name: _name, ...shared } = fieldProps(props);
  return (
    <DateRangePicker
      {...props.controlProps}
      {...shared}
      ref={inputRef}
      withTime={withTime}
      value={asRange(props.value)}
      onChange={props.onChange}
      onBlur={props.onBlur}
    />
  );
}

export function DateRangeRenderer(props: FieldRendererProps) {
  return <RangeFieldRenderer {...props} withTime={false} />;
}

export function DateTimeRangeRenderer(props: FieldRendererProps) {
  return <RangeFieldRenderer {...props} withTime />;
}

export function YearRenderer({ inputRef, ...props }: FieldRendererProps) {
  const { validationBehavior: _behaviour, ...shared } = fieldProps(props);
  return (
    <YearPicker {...props.controlProps} {...shared} ref={inputRef} placeholder={props.placeholder} value={asDateString(props.value)} onChange={props.onChange} onBlur={props.onBlur} />
  );
}

export function YearMonthRenderer({ inputRef, ...props }: FieldRendererProps) {
  const { validationBehavior: _behaviour, ...shared } = fieldProps(props);
  return (
    <YearMonthPicker {...props.controlProps} {...shared} ref={inputRef} placeholder={props.placeholder} value={asDateString(props.value)} onChange={props.onChange} onBlur={props.onBlur} />
  );
}
