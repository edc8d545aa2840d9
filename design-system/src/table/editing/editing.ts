import { isEmptyFieldValue } from '../../form/emptyValue';
import type { RowKey } from '../grid/selection';
import type { ProColumn } from '../types';

/** A row being edited: its index in the data and the values typed so far. */
export interface EditedRow {
  index: number;
  draft: Readonly<Record<string, unknown>>;
}

/** A required cell without a value (the search form's emptiness: blank text and empty lists too). */
export const isEmptyValue = isEmptyFieldValue;

/** The draft a row starts editing with: its current value of every editable column. */
export function draftOf<Row>(row: Row, columns: readonly ProColumn<Row>[], valueOf: (row: Row, column: ProColumn<Row>) => unknown): Record<string, unknown> {
  const draft: Record<string, unknown> = {};
  for (const column of columns) if (column.editor) draft[column.key] = valueOf(row, column);
  return draft;
}

/**
 * Inline editing validates required fields only (spec 01 §2.6): one message per missing value,
 * `第N行：{label}不能为空` with N counted from 1, rows in order, columns in display order.
 * `message` builds the text so it follows the locale.
 */
export function requiredErrors<Row>(
  rows: readonly EditedRow[],
  columns: readonly ProColumn<Row>[],
  message: (row: number, label: string) => string,
): string[] {
  const errors: string[] = [];
  for (const { index, draft } of [...rows].sort((a, b) => a.index - b.index)) {
    for (const column of columns) {
      if (column.editor?.required && isEmptyValue(draft[column.key])) errors.push(message(index + 1, column.title));
    }
  }
  return errors;
}

/** The row with the draft's values written back under each column's `dataIndex` (or key). */
export function applyDraft<Row>(row: Row, draft: Readonly<Record<string, unknown>>, columns: readonly ProColumn<Row>[]): Row {
  const next = { ...(row as Record<string, unknown>) };
  for (const column of columns) if (column.key in draft) next[column.dataIndex ?? column.key] = draft[column.key];
  return next as Row;
}

/** The rows being edited: each one's draft, by row key. Never changed in place (a new map per change). */
export type EditDrafts = ReadonlyMap<RowKey, Readonly<Record<string, unknown>>>;

/** The drafts with a row's draft set (a row starting to edit). */
export function withDraft(drafts: EditDrafts, key: RowKey, draft: Readonly<Record<string, unknown>>): EditDrafts {
  return new Map(drafts).set(key, draft);
}

/** The drafts with one value of a row's draft changed (an editor's onChange). */
export function withDraftValue(drafts: EditDrafts, key: RowKey, field: string, value: unknown): EditDrafts {
  return new Map(drafts).set(key, { ...drafts.get(key), [field]: value });
}

/** The drafts without a row's draft (saved or cancelled: the row leaves edit mode). */
export function withoutDraft(drafts: EditDrafts, key: RowKey): EditDrafts {
  const next = new Map(drafts);
  next.delete(key);
  return next;
}
