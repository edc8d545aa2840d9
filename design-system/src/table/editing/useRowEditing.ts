import { useCallback, useState } from 'react';
import { useLocale } from '../../i18n/LocaleProvider';
import type { RowKey } from '../grid/selection';
import type { ProColumn } from '../types';
import { applyDraft, draftOf, requiredErrors, withDraft, withDraftValue, withoutDraft, type EditDrafts } from './editing';

export interface RowEditingOptions<Row> {
  /** The rows shown (a save reads its row by index). */
  rows: readonly Row[];
  /** The columns shown: those with an `editor` are edited, required ones checked, in this order. */
  columns: readonly ProColumn<Row>[];
  getRowKey: (row: Row) => RowKey;
  /** A column's current value in a row (the draft starts from it). */
  valueOf: (row: Row, column: ProColumn<Row>) => unknown;
  /** Saves a row: resolve to leave edit mode; reject (or throw) to stay. Without it, nothing saves. */
  onSave?: (row: Row, rowIndex: number) => void | Promise<void>;
}

export interface RowEditing<Row> {
  /** The draft of each row being edited, by key (also what the grid takes as `editingKeys`). */
  drafts: EditDrafts;
  /** The messages of the last save's missing required values (`第N行：…`), for the table's alert. */
  errors: readonly string[];
  /** Some row is being edited (editable columns widen). */
  isEditing: boolean;
  /** 编辑: the row starts editing, from its current values. */
  start: (row: Row) => void;
  /** An editor's change. */
  setValue: (key: RowKey, field: string, value: unknown) => void;
  /** 保存: checks required fields (lists the missing ones), then saves; the row leaves edit mode once `onSave` resolves. */
  save: (key: RowKey, rowIndex: number) => Promise<void>;
  /** 取消: the row leaves edit mode, its draft dropped; the error list is cleared. */
  cancel: (key: RowKey) => void;
  /** Drops every draft and error (a new search, sort or reload). */
  clear: () => void;
}

/**
 * The inline-editing state of a table (spec 01 §2.6): a draft per edited row, and the messages of
 * required values missing at the last save. The table renders the editors and the 保存/取消 buttons;
 * the draft updates themselves are pure (editing.ts).
 */
export function useRowEditing<Row>({ rows, columns, getRowKey, valueOf, onSave }: RowEditingOptions<Row>): RowEditing<Row> {
  const { t } = useLocale();
  const [drafts, setDrafts] = useState<EditDrafts>(new Map());
  const [errors, setErrors] = useState<readonly string[]>([]);

  const start = useCallback((row: Row) => setDrafts((current) => withDraft(current, getRowKey(row), draftOf(row, columns, valueOf))), [columns, getRowKey, valueOf]);

  const setValue = useCallback((key: RowKey, field: string, value: unknown) => setDrafts((current) => withDraftValue(current, key, field, value)), []);

  const save = useCallback(
    async (key: RowKey, rowIndex: number) => {
      const draft = drafts.get(key);
      const row = rows[rowIndex];
      if (!draft || row === undefined || !onSave) return;
      const missing = requiredErrors([{ index: rowIndex, draft }], columns, (n, label) => t('table.rowError', { row: n, message: t('field.required', { label }) }));
      setErrors(missing);
      if (missing.length > 0) return;
      try {
        await onSave(applyDraft(row, draft, columns), rowIndex);
        setDrafts((current) => withoutDraft(current, key));
      } catch {
        // The page showed why; the row stays in edit mode.
      }
    },
    [columns, drafts, onSave, rows, t],
  );

  const cancel = useCallback((key: RowKey) => {
    setErrors([]);
    setDrafts((current) => withoutDraft(current, key));
  }, []);

  const clear = useCallback(() => {
    setDrafts(new Map());
    setErrors([]);
  }, []);

  return { drafts, errors, isEditing: drafts.size > 0, start, setValue, save, cancel, clear };
}
