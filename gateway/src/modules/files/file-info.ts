/**
 * A sys_file row as the API answers it (FileInfo): the one shape every upload, list and update of the
 * files module answers, and that printing answers for the files it stores (print/stored-files.ts).
 */
import type { FileInfo } from '../../api/index.js';
import type { SysFileRow } from '../../db/tables/files.js';
import { previewUrl } from './preview.js';

/** The columns of sys_file a FileInfo is made of. */
export type FileInfoRow = Pick<
  SysFileRow,
  | 'fileKey'
  | 'originalName'
  | 'name'
  | 'fileType'
  | 'mimeType'
  | 'fileSize'
  | 'bizType'
  | 'bizKey'
  | 'module'
  | 'contractFileType'
  | 'signetFlag'
  | 'fileCategory'
  | 'createdTime'
  | 'version'
>;

/** The file with its addresses under `prefix`: a signed preview address and the download address. */
export function toFileInfo(prefix: string, file: FileInfoRow, creatorName: string | null): FileInfo {
  return {
    id: file.fileKey,
    originalName: file.originalName,
    name: file.name,
    fileType: file.fileType,
    mimeType: file.mimeType,
    fileSize: file.fileSize,
    bizType: file.bizType,
    bizKey: file.bizKey,
    module: file.module,
    reviewUrl: previewUrl(prefix, file.fileKey),
    url: `${prefix}/system/file/${file.fileKey}`,
    contractFileType: file.contractFileType,
    signetFlag: file.signetFlag,
    fileCategory: file.fileCategory,
    creatorName,
    createdTime: file.createdTime.toISOString(),
    version: file.version,
  };
}
