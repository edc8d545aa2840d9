import { ClassNames } from '@emotion/react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../controls/Button';
import { useLocale } from '../../i18n/LocaleProvider';
import { DialogTrigger } from '../../overlays/Dialog';
import { Popover } from '../../overlays/Popover';
import { fileErrorMessage, saveFile, type StoredFile } from '../fileClient';
import { acceptLabel, BATCH_UPLOAD_MAX_COUNT, checkSelectedFiles, DEFAULT_FILE_MODULE, FILE_SIZE_LIMIT, formatFileSize, listSeparator, sizeLimitLabel } from '../fileRules';
import type { UploadTargetProps } from '../Upload/Upload';
import { UploadMessages, UploadProgress } from '../Upload/UploadProgress';
import { UploadPicker, type UploadVariant } from '../Upload/UploadPicker';
import { fileListStyles, uploadStyles } from '../Upload/uploadStyles';
import { useUploadFeedback } from '../Upload/useUploadFeedback';
import { useUploadQueue } from '../Upload/useUploadQueue';
import { batchListStyles, withoutFile } from './batchList';

export interface BatchUploadProps extends UploadTargetProps {
  /** The uploaded files (controlled). */
  value?: readonly StoredFile[];
  /** The uploaded files at first (uncontrolled). */
  defaultValue?: readonly StoredFile[];
  /** Called with the whole list after each upload or removal. */
  onChange?: (files: StoredFile[]) => void;
  /**
   * Most files in the list (spec 01 §5: 'at most N attachments').
   * @default 5
   */
  maxCount?: number;
  /** Shows 预览 on each file: called with the list and the file's index (open the FileViewer here). */
  onPreview?: (files: readonly StoredFile[], index: number) => void;
  /**
   * Shows the list only: no picker, no delete.
   * @default false
   */
  isReadOnly?: boolean;
  /**
   * Delete also removes the file on the server (DELETE /system/file); otherwise it only leaves the list,
   * which the form saves.
   * @default false
   */
  removeOnServer?: boolean;
  /** @default 'dropzone' */
  variant?: UploadVariant;
  /** The picker button's text. @default 选择文件 / 上传 */
  triggerLabel?: string;
}

/**
 * The batch uploader (spec 01 §2.7, §5): several files by click, drop or paste, each checked first
 * (请勿上传超过10M的文件, at most 5 in all, formats, empty) and sent as its own request with a progress
 * bar; 上传成功 for each file stored. 已上传附件（N） opens a popover listing the files with preview,
 * download and delete. See README.md.
 */
export function BatchUpload({
  client,
  bizType,
  module = DEFAULT_FILE_MODULE,
  bizKey,
  contractFileType,
  accept,
  maxSize = FILE_SIZE_LIMIT,
  isDisabled = false,
  label,
  value: controlledValue,
  defaultValue = [],
  onChange,
  maxCount = BATCH_UPLOAD_MAX_COUNT,
  onPreview,
  isReadOnly = false,
  removeOnServer = false,
  variant = 'dropzone',
  triggerLabel,
}: BatchUploadProps) {
  const { t, locale } = useLocale();
  const separator = listSeparator(locale);
  const labelId = useId();
  const [ownValue, setOwnValue] = useState<readonly StoredFile[]>(defaultValue);
  const files = controlledValue ?? ownValue;
  // Uploads finishing together each add to the newest list, not to the one they started from.
  const latest = useRef(files);
  useLayoutEffect(() => {
    latest.current = files;
  }, [files]);
  const setFiles = (next: StoredFile[]) => {
    latest.current = next;
    setOwnValue(next);
    onChange?.(next);
  };
  const { tasks, upload, isUploading } = useUploadQueue(client);
  const feedback = useUploadFeedback(variant === 'dropzone');
  const listRef = useRef<HTMLUListElement>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const take = async (picked: File[]) => {
    feedback.clear();
    const { accepted, issues } = checkSelectedFiles(picked, { kind: 'batch', maxSize, maxCount, existingCount: latest.current.length + tasks.length, accept, formatSeparator: separator });
    if (issues.length > 0) feedback.notify('warning', issues.map((issue) => t(issue.key, issue.values)).join('\n'));
    if (accepted.length === 0) return;
    const outcome = await upload(accepted, { bizType, module, bizKey, contractFileType });
    if (outcome.cancelled) return;
    if (outcome.uploaded.length > 0) {
      setFiles([...latest.current, ...outcome.uploaded]);
      feedback.notify('success', t('upload.success'));
    }
    for (const failure of outcome.failures) feedback.notify('error', fileErrorMessage(failure, t('upload.failed')));
  };

  const download = async (file: StoredFile) => {
    try {
      const { blob, name } = await client.download(file.id);
      saveFile(blob, name || file.originalName);
    } catch (error) {
      feedback.notify('error', fileErrorMessage(error, t('upload.downloadFailed')));
    }
  };

  const remove = async (index: number) => {
    const file = files[index];
    if (!file) return;
    if (removeOnServer) {
      setBusyId(file.id);
      try {
        await client.remove([file.id]);
      } catch (error) {
        feedback.notify('error', fileErrorMessage(error, t('upload.deleteFailed')));
        return;
      } finally {
        setBusyId(null);
      }
      feedback.notify('success', t('upload.deleted'));
    }
    setFiles(withoutFile(latest.current, file.id));
    // Focus stays in the list: on the next file's delete button, or the previous one's.
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLElement>('[data-action="delete"]');
      const target = buttons?.[Math.min(index, buttons.length - 1)];
      (target ?? listRef.current?.closest<HTMLElement>('[role="dialog"]'))?.focus();
    });
  };

  const hints =
    variant === 'dropzone'
      ? [
          t('upload.sizeHint', { size: sizeLimitLabel(maxSize) }),
          t('upload.countHint', { count: maxCount }),
          ...(accept?.length ? [t('upload.formatHint', { formats: acceptLabel(accept, separator) })] : []),
        ]
      : [];
  const canDelete = !isReadOnly && !isDisabled;

  return (
    <ClassNames>
      {({ css, theme }) => (
        <div
          className={css(uploadStyles(theme))}
          data-variant={variant}
          data-uploading={isUploading || undefined}
          data-disabled={isDisabled || undefined}
          data-readonly={isReadOnly || undefined}
          role="group"
          aria-labelledby={label ? labelId : undefined}
          aria-label={label ? undefined : t('upload.dropZone')}
        >
          {label ? (
            <span className="srm-upload-label" id={labelId}>
              {label}
            </span>
          ) : null}
          {isReadOnly ? null : (
            <UploadPicker
              variant={variant}
              allowsMultiple
              accept={accept}
              isDisabled={isDisabled}
              triggerLabel={triggerLabel ?? t(variant === 'dropzone' ? 'upload.select' : 'upload.button')}
              dropLabel={label ?? t('upload.dropZone')}
              dropHint={t('upload.dropHint')}
              hints={hints}
              onBlocked={(message) => feedback.notify('warning', message)}
              onFiles={(picked) => void take(picked)}
            />
          )}
          <UploadProgress tasks={tasks} />
          <UploadMessages messages={feedback.messages} />
          <DialogTrigger>
            <Button variant="link" className="srm-batch-trigger">
              {t('upload.fileListTrigger', { count: files.length })}
            </Button>
            <Popover title={t('upload.fileList')} placement="bottom start" className={css(fileListStyles(theme), batchListStyles(theme))}>
              {({ close }) =>
                files.length === 0 ? (
                  <p className="srm-batch-empty">{t('common.noData')}</p>
                ) : (
                  <ul className="srm-upload-files" ref={listRef} aria-label={t('upload.fileList')}>
                    {files.map((file, index) => (
                      <li key={file.id} className="srm-upload-file" data-busy={busyId === file.id || undefined}>
                        <span className="srm-upload-file-name" title={file.originalName}>
                          {file.originalName}
                        </span>
                        <span className="srm-upload-file-size">{formatFileSize(file.fileSize)}</span>
                        <span className="srm-upload-file-actions">
                          {onPreview ? (
                            <Button
                              variant="link"
                              size="small"
                              data-action="preview"
                              aria-label={`${t('upload.preview')} ${file.originalName}`}
                              onPress={() => {
                                close();
                                onPreview(files, index);
                              }}
                            >
                              {t('upload.preview')}
                            </Button>
                          ) : null}
                          <Button variant="link" size="small" data-action="download" aria-label={`${t('upload.download')} ${file.originalName}`} onPress={() => void download(file)}>
                            {t('upload.download')}
                          </Button>
                          {canDelete ? (
                            <Button
                              variant="link"
                              size="small"
                              data-action="delete"
                              data-theme="danger"
                              isPending={busyId === file.id}
                              aria-label={`${t('upload.delete')} ${file.originalName}`}
                              onPress={() => void remove(index)}
                            >
                              {t('upload.delete')}
                            </Button>
                          ) : null}
                        </span>
                      </li>
                    ))}
                  </ul>
                )
              }
            </Popover>
          </DialogTrigger>
        </div>
      )}
    </ClassNames>
  );
}
