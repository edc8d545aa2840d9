import type { ColumnValueType, ProColumn } from '../types';

/**
 * How wide a data column is when the page gives no `width`, from what the column holds. Pure: the
 * numbers are the text measured in the product's font (Noto Sans SC, 14 px; tags 12 px) plus the
 * cell's padding (2 × 12 px), rounded up with a little room, and never narrower than a four-character
 * Chinese header with its sort arrows (about 94 px).
 */

/** The width of a free-text column (spec 01: the minimum column width is 150). */
export const MIN_COLUMN_WIDTH = 150;
/** An editable column while its row is edited: room for the control. */
export const MIN_EDIT_COLUMN_WIDTH = 180;
/** A marked (wide) field: names, remarks. */
export const MIN_WIDE_COLUMN_WIDTH = 280;

/**
 * The default width of each value type:
 * - `text`: 150 (the spec's column width);
 * - `code`: 185, a 20-character document number (`CG101001202611270001`, 158 px of text);
 * - `money`: 130, `-999,999,999.99` (102 px);
 * - `number`: 120, `9,999,999.999` (89 px);
 * - `date`: 100, `2026-11-27` (72 px), or its four-character header;
 * - `datetime`: 170, `2026-11-27 12:34:56` (129 px);
 * - `month`, `year`: 100, their header;
 * - `status`: 100, a tag with a four-character Chinese label (58 px), or its header.
 */
export const VALUE_TYPE_WIDTHS: Readonly<Record<ColumnValueType, number>> = {
  text: MIN_COLUMN_WIDTH,
  code: 185,
  money: 130,
  number: 120,
  date: 100,
  datetime: 170,
  month: 100,
  year: 100,
  status: 100,
};

type WidthFields = Pick<ProColumn, 'valueType' | 'wide' | 'editor' | 'width'>;

/** The width of a column's value type: what its formatted values need. */
export function valueTypeWidth(valueType: ColumnValueType = 'text'): number {
  return VALUE_TYPE_WIDTHS[valueType] ?? MIN_COLUMN_WIDTH;
}

/**
 * The smallest width a data column may take (by code, by drag or by Alt+←/→): 280 for a wide field,
 * 180 for an editable column while a row is edited, otherwise 150, or less for a value type whose
 * values are narrower (a date keeps its 100, a status 100), so such a column is never widened past
 * what it holds.
 */
export function minColumnWidth(column: Pick<WidthFields, 'valueType' | 'wide' | 'editor'>, isEditing = false): number {
  if (column.wide) return MIN_WIDE_COLUMN_WIDTH;
  if (isEditing && column.editor) return MIN_EDIT_COLUMN_WIDTH;
  return Math.min(MIN_COLUMN_WIDTH, valueTypeWidth(column.valueType));
}

/**
 * The width a data column is laid out at before any drag: the page's `width`, else the width of its
 * value type, else 150; never under its minimum.
 */
export function defaultColumnWidth(column: WidthFields, isEditing = false): number {
  const minWidth = minColumnWidth(column, isEditing);
  return Math.max(column.width ?? valueTypeWidth(column.valueType), minWidth);
}
