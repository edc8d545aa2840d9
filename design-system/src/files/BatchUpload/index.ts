export { BatchUpload, type BatchUploadProps } from './BatchUpload';
