export { Upload, type UploadProps, type UploadTargetProps } from './Upload';
export type { UploadVariant } from './UploadPicker';
export * from '../fileRules';
export * from '../fileClient';
