export { applyDraft, draftOf, isEmptyValue, requiredErrors, type EditedRow } from './editing';
