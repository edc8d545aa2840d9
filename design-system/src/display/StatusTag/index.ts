export { StatusTag, type StatusTagProps } from './StatusTag';
export { resolveStatus, type ResolvedStatus, type StatusItem, type StatusValue } from './statusLookup';
