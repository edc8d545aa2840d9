/**
 * The local check of the file to import, before any call (pure): only `.xlsx`, at most `maxSize`
 * bytes (10 MB by default), not empty. Answers a message key, so the dialog shows it in its language.
 */
import { fileExtensionOf, FILE_SIZE_LIMIT, sizeLimitLabel, type FileIssue, type FileLike } from '../fileRules';

/** The one format the import pipeline reads. */
export const IMPORT_ACCEPT: readonly string[] = ['.xlsx'];

/**
 * Why `file` cannot be imported, or null when it can: not an .xlsx (文件格式不正确，请上传 xlsx 文件),
 * over `maxSize` (文件大小不能超过10M), or 0 bytes (文件不能为空); the format is checked first.
 */
export function importFileIssue(file: FileLike | null | undefined, maxSize: number = FILE_SIZE_LIMIT): FileIssue | null {
  if (!file) return { key: 'import.empty' };
  if (fileExtensionOf(file.name) !== 'xlsx') return { key: 'import.wrongFormat' };
  if (file.size > maxSize) return { key: 'import.tooLarge', values: { size: sizeLimitLabel(maxSize) } };
  if (file.size === 0) return { key: 'import.empty' };
  return null;
}
