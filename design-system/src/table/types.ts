import type { ReactNode } from 'react';
import type { StatusItem } from '../display/StatusTag/statusLookup';
import type { FieldDefinition } from '../form/fieldDefinition';

/**
 * The public shapes of ProTable: columns, the request contract and its result. Pure types, shared by
 * the table's pure modules, its views, the column-settings drawer, the toolbar and ListPage.
 */

export type SortOrder = 'ascend' | 'descend';

/** Server-side sort: one column at a time. */
export interface SortState {
  /** The column's `sortKey`, or its `dataIndex`. */
  field: string;
  order: SortOrder;
}

/** What `request` receives: paging, the sort, and the search form's filter keys (`name.contains` …). */
export interface TableRequestParams {
  page: number;
  pageSize: number;
  sort?: SortState;
  [filter: string]: unknown;
}

/** What `request` resolves to. `summary` is the grand total of the whole query, when the server gives one. */
export interface TableRequestResult<Row> {
  data: readonly Row[];
  total: number;
  /** `total` is the server's estimate (a very large result is not counted exactly): the pager shows 约 N 条. */
  totalIsEstimate?: boolean;
  summary?: Readonly<Record<string, unknown>>;
}

export type TableRequest<Row> = (params: TableRequestParams) => Promise<TableRequestResult<Row>>;

/**
 * How a cell shows its value (and, without a `width`, how wide its column is: `grid/columnWidths.ts`):
 * - `text` as it is;
 * - `code`: a document number or code (`CG101001202611270001`), as it is, in a column wide enough for 20 characters;
 * - `money` with thousands separators and 2 decimals, exactly (no float rounding);
 * - `number` with thousands separators;
 * - `date` (YYYY-MM-DD), `datetime` (YYYY-MM-DD HH:mm:ss), `month` (YYYY-MM), `year` (YYYY);
 * - `status`: a StatusTag from the column's dictionary (`dictCode`) or `options`.
 */
export type ColumnValueType = 'text' | 'code' | 'money' | 'number' | 'date' | 'datetime' | 'month' | 'year' | 'status';

export type FixedSide = 'left' | 'right';

/** An inline-editing description of a column: the form item that edits it. */
export type ColumnEditor = Omit<FieldDefinition, 'prop' | 'label' | 'span'>;

export interface ProColumn<Row = Record<string, unknown>> {
  /** Unique within the table; also the key column settings are saved under. */
  key: string;
  title: string;
  /** Where the value lives on the row. @default key */
  dataIndex?: string;
  /** @default 'text' */
  valueType?: ColumnValueType;
  /** The dictionary of a `status` column (read through DictionaryProvider). */
  dictCode?: string;
  /** Local options of a `status` column. */
  options?: readonly StatusItem[];
  /**
   * Width in px. Without it the width comes from `valueType` (date 100, datetime 170, money 130,
   * status 100, code 185, text 150 …, see `grid/columnWidths.ts`). Never below the minimum: 150 (or
   * the value type's width when smaller), 180 while editing, 280 when `wide`.
   */
  width?: number;
  /** A marked (wide) field: minimum width 280. @default false */
  wide?: boolean;
  /** Pinned to one side; fixed columns stay in view while scrolling sideways. */
  fixed?: FixedSide;
  /** Server-side sorting on this column. @default false */
  sortable?: boolean;
  /** The field name sent in `sort.field`. @default dataIndex */
  sortKey?: string;
  /** @default 'left' ('right' for money and number) */
  align?: 'left' | 'center' | 'right';
  /** Hidden until the user shows it in the column settings. @default false */
  defaultHidden?: boolean;
  /** Sum this column in the summary row (page subtotal; grand total from `summary`). @default false */
  summary?: boolean;
  /**
   * Custom cell content. Text, or the one element returned (a link …), is kept to one line and cut
   * with an ellipsis, its whole text in a tooltip when cut (several elements are each cut, without a tooltip).
   */
  render?: (value: unknown, row: Row, rowIndex: number) => ReactNode;
  /** Editable inline: the form item (type, required, rules, options …) that edits this column. */
  editor?: ColumnEditor;
}

/** One column's saved choice in the column-settings drawer. */
export interface ColumnSetting {
  key: string;
  visible: boolean;
  fixed?: FixedSide;
}

/** The whole saved state of one table's columns, in display order. */
export interface ColumnSettingsState {
  /** The settings version these were saved under: a different code version discards them. */
  version: string;
  columns: ColumnSetting[];
}

/** Row height presets of the density menu. */
export type TableDensity = 'default' | 'middle' | 'small';
