export {
  createFileClient,
  UPLOAD_FILE_FIELD,
  type DownloadedFile,
  type FileAttributeUpdate,
  type FileClient,
  type FileClientOptions,
  type FileId,
  type FileReviewUrl,
  type FileUploadMeta,
  type FileUploadOptions,
  type FileUploadProgress,
  type StoredFile,
} from './fileClient';
export { FileClientError, fileErrorMessage, isSuccessEnvelope, unwrapEnvelope } from './envelope';
export { fileNameFromContentDisposition } from './contentDisposition';
export { saveFile } from './saveFile';
