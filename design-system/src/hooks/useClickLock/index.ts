export { createClickLock, ROW_ACTION_LOCK_MS, BATCH_ACTION_LOCK_MS, type ClickLock } from './clickLock';
export { useClickLock, type UseClickLockOptions, type ClickLockWrapper } from './useClickLock';
