export { applyDraft, draftOf, isEmptyValue, requiredErrors, withDraft, withDraftValue, withoutDraft, type EditDrafts, type EditedRow } from './editing';
export { useRowEditing, type RowEditing, type RowEditingOptions } from './useRowEditing';
