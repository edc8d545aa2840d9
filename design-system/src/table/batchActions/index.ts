export { BatchActions, type BatchActionsProps } from './BatchActions';
export { isBatchActionAllowed, visibleBatchActions, type BatchActionItem } from './batchActions';
