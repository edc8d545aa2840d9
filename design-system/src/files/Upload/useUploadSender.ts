import { useLocale } from '../../i18n/LocaleProvider';
import { fileErrorMessage, type FileClient, type StoredFile } from '../fileClient';
import { checkSelectedFiles, DEFAULT_FILE_MODULE, FILE_SIZE_LIMIT, listSeparator, type FileCheckOptions } from '../fileRules/fileRules';
import { useUploadFeedback } from './useUploadFeedback';
import type { UploadVariant } from './UploadPicker';
import { useUploadQueue } from './useUploadQueue';

/** Where uploads are filed, and how they are checked: shared by Upload and BatchUpload. */
export interface UploadTargetProps {
  /** The gateway file calls (`createFileClient()`, or the app's own). */
  client: FileClient;
  /** The business type the files belong to (required by the gateway). */
  bizType: string;
  /**
   * The module the files are filed under.
   * @default 'execution'
   */
  module?: string;
  /** The record the files belong to; without it they are bound later. */
  bizKey?: string | null;
  contractFileType?: string | null;
  /** Accepted formats: extensions (`pdf`, `.docx`) or MIME types (`image/*`). @default any */
  accept?: readonly string[];
  /**
   * Bytes per file.
   * @default 10485760 (10 MB)
   */
  maxSize?: number;
  /** @default false */
  isDisabled?: boolean;
  /** A visible label above the picker. */
  label?: string;
}

/**
 * The sending side of Upload and BatchUpload, for the files of `target` (its defaults applied): the
 * queue (progress per file), where messages go (a drop zone shows its problems inline, see
 * `useUploadFeedback`), and `send`, which checks a pick, posts the accepted files and reports.
 */
export function useUploadSender(target: UploadTargetProps, variant: UploadVariant) {
  const { t, locale } = useLocale();
  const { client, bizType, module = DEFAULT_FILE_MODULE, bizKey, contractFileType, accept, maxSize = FILE_SIZE_LIMIT, isDisabled = false, label } = target;
  const { tasks, upload, isUploading } = useUploadQueue(client);
  const feedback = useUploadFeedback(variant === 'dropzone');

  /**
   * Clears the last pick's messages, checks `picked` against the size and formats (and `check`'s
   * count; a warning lists what was refused), posts the rest and hands the stored files to
   * `onStored`; then 上传成功 when any were stored, and the server's message (or 附件上传失败) for each
   * failure. Nothing is reported once the component has gone.
   */
  const send = async (picked: File[], check: Pick<FileCheckOptions, 'kind' | 'maxCount' | 'existingCount'>, onStored: (files: StoredFile[]) => void) => {
    feedback.clear();
    const { accepted, issues } = checkSelectedFiles(picked, { ...check, maxSize, accept, formatSeparator: listSeparator(locale) });
    if (issues.length > 0) feedback.notify('warning', issues.map((issue) => t(issue.key, issue.values)).join('\n'));
    if (accepted.length === 0) return;
    const outcome = await upload(accepted, { bizType, module, bizKey, contractFileType });
    if (outcome.cancelled) return;
    if (outcome.uploaded.length > 0) {
      onStored(outcome.uploaded);
      feedback.notify('success', t('upload.success'));
    }
    for (const failure of outcome.failures) feedback.notify('error', fileErrorMessage(failure, t('upload.failed')));
  };

  return { client, accept, maxSize, isDisabled, label, tasks, isUploading, messages: feedback.messages, notify: feedback.notify, send };
}

export type UploadSender = ReturnType<typeof useUploadSender>;
