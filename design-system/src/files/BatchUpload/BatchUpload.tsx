import { ClassNames } from '@emotion/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../controls/Button';
import { useLocale } from '../../i18n/LocaleProvider';
import { DialogTrigger } from '../../overlays/Dialog';
import { Popover } from '../../overlays/Popover';
import { fileErrorMessage, saveFile, type FileId, type StoredFile } from '../fileClient';
import { BATCH_UPLOAD_MAX_COUNT, formatFileSize } from '../fileRules';
import { UploadFrame } from '../Upload/UploadFrame';
import type { UploadVariant } from '../Upload/UploadPicker';
import { fileListStyles } from '../Upload/uploadStyles';
import { useUploadSender, type UploadTargetProps } from '../Upload/useUploadSender';
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
  value: controlledValue,
  defaultValue = [],
  onChange,
  maxCount = BATCH_UPLOAD_MAX_COUNT,
  onPreview,
  isReadOnly = false,
  removeOnServer = false,
  variant = 'dropzone',
  triggerLabel,
  ...target
}: BatchUploadProps) {
  const { t } = useLocale();
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
  const sender = useUploadSender(target, variant);
  const { client, isDisabled } = sender;
  const listRef = useRef<HTMLUListElement>(null);
  const [busyId, setBusyId] = useState<FileId | null>(null);

  const take = (picked: File[]) =>
    sender.send(picked, { kind: 'batch', maxCount, existingCount: latest.current.length + sender.tasks.length }, (uploaded) => setFiles([...latest.current, ...uploaded]));

  const download = async (file: StoredFile) => {
    try {
      const { blob, name } = await client.download(file.id);
      saveFile(blob, name || file.originalName);
    } catch (error) {
      sender.notify('error', fileErrorMessage(error, t('upload.downloadFailed')));
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
        sender.notify('error', fileErrorMessage(error, t('upload.deleteFailed')));
        return;
      } finally {
        setBusyId(null);
      }
      sender.notify('success', t('upload.deleted'));
    }
    setFiles(withoutFile(latest.current, file.id));
    // Focus stays in the list: on the next file's delete button, or the previous one's.
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLElement>('[data-action="delete"]');
      const target = buttons?.[Math.min(index, buttons.length - 1)];
      (target ?? listRef.current?.closest<HTMLElement>('[role="dialog"]'))?.focus();
    });
  };

  const canDelete = !isReadOnly && !isDisabled;

  return (
    <UploadFrame
      variant={variant}
      isReadOnly={isReadOnly}
      sender={sender}
      allowsMultiple
      maxCount={maxCount}
      triggerLabel={triggerLabel}
      onFiles={(picked) => void take(picked)}
    >
      <ClassNames>
        {({ css, theme }) => (
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
        )}
      </ClassNames>
    </UploadFrame>
  );
}
