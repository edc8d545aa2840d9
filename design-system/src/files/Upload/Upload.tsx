import { ClassNames } from '@emotion/react';
import { useId, useState } from 'react';
import { Button } from '../../controls/Button';
import { useLocale } from '../../i18n/LocaleProvider';
import { fileErrorMessage, type FileClient, type StoredFile } from '../fileClient';
import { acceptLabel, checkSelectedFiles, DEFAULT_FILE_MODULE, FILE_SIZE_LIMIT, formatFileSize, listSeparator, sizeLimitLabel } from '../fileRules';
import { UploadMessages, UploadProgress } from './UploadProgress';
import { UploadPicker, type UploadVariant } from './UploadPicker';
import { uploadStyles } from './uploadStyles';
import { useUploadFeedback } from './useUploadFeedback';
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

export interface UploadProps extends UploadTargetProps {
  /** The uploaded file (controlled). */
  value?: StoredFile | null;
  /** The uploaded file at first (uncontrolled). */
  defaultValue?: StoredFile | null;
  /** Called with the uploaded file, or null when it is removed. */
  onChange?: (file: StoredFile | null) => void;
  /** Called after each successful upload (the panel adds the file to its list). */
  onUploaded?: (file: StoredFile) => void;
  /**
   * `dropzone`: a dashed area taking drops, with the button and the limits; `button`: the button
   * alone (toolbars), still taking a drop or a paste.
   * @default 'dropzone'
   */
  variant?: UploadVariant;
  /**
   * The button's text.
   * @default 选择文件 (dropzone) / 上传 (button)
   */
  triggerLabel?: string;
  /**
   * Refuses every pick with this message before the file dialog opens (the attachment panel's
   * 最多上传N个附件，请删除后再上传).
   */
  blockedMessage?: string | null;
  /**
   * Shows the uploaded file (name, size and a remove button) under the picker.
   * @default true for `dropzone`, false for `button`
   */
  showValue?: boolean;
}

/**
 * The single uploader (spec 01 §5, §7.3): pick by click, drop or paste one file; it is checked
 * (empty, one file, format, 10 MB: 文件大小不能超过10M) before anything is sent, then posted with a
 * progress bar; 上传成功 on success, the server's message on failure. See README.md.
 */
export function Upload({
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
  defaultValue = null,
  onChange,
  onUploaded,
  variant = 'dropzone',
  triggerLabel,
  blockedMessage,
  showValue = variant === 'dropzone',
}: UploadProps) {
  const { t, locale } = useLocale();
  const separator = listSeparator(locale);
  const labelId = useId();
  const [ownValue, setOwnValue] = useState<StoredFile | null>(defaultValue);
  const value = controlledValue === undefined ? ownValue : controlledValue;
  const setValue = (file: StoredFile | null) => {
    setOwnValue(file);
    onChange?.(file);
  };
  const { tasks, upload, isUploading } = useUploadQueue(client);
  const feedback = useUploadFeedback(variant === 'dropzone');

  const take = async (files: File[]) => {
    feedback.clear();
    const { accepted, issues } = checkSelectedFiles(files, { kind: 'single', maxSize, accept, formatSeparator: separator });
    if (issues.length > 0) feedback.notify('warning', issues.map((issue) => t(issue.key, issue.values)).join('\n'));
    if (accepted.length === 0) return;
    const outcome = await upload(accepted, { bizType, module, bizKey, contractFileType });
    if (outcome.cancelled) return;
    const [file] = outcome.uploaded;
    if (file) {
      setValue(file);
      onUploaded?.(file);
      feedback.notify('success', t('upload.success'));
    }
    for (const failure of outcome.failures) feedback.notify('error', fileErrorMessage(failure, t('upload.failed')));
  };

  const hints = variant === 'dropzone' ? [t('upload.sizeHint', { size: sizeLimitLabel(maxSize) }), ...(accept?.length ? [t('upload.formatHint', { formats: acceptLabel(accept, separator) })] : [])] : [];

  return (
    <ClassNames>
      {({ css, theme }) => (
        <div
          className={css(uploadStyles(theme))}
          data-variant={variant}
          data-uploading={isUploading || undefined}
          data-disabled={isDisabled || undefined}
          role="group"
          aria-labelledby={label ? labelId : undefined}
          aria-label={label ? undefined : t('upload.dropZone')}
        >
          {label ? (
            <span className="srm-upload-label" id={labelId}>
              {label}
            </span>
          ) : null}
          <UploadPicker
            variant={variant}
            allowsMultiple={false}
            accept={accept}
            isDisabled={isDisabled || isUploading}
            triggerLabel={triggerLabel ?? t(variant === 'dropzone' ? 'upload.select' : 'upload.button')}
            dropLabel={label ?? t('upload.dropZone')}
            dropHint={t('upload.dropHint')}
            hints={hints}
            blockedMessage={blockedMessage}
            onBlocked={(message) => feedback.notify('warning', message)}
            onFiles={(files) => void take(files)}
          />
          <UploadProgress tasks={tasks} />
          <UploadMessages messages={feedback.messages} />
          {showValue && value ? (
            <ul className="srm-upload-files" aria-label={t('upload.fileList')}>
              <li className="srm-upload-file">
                <span className="srm-upload-file-name" title={value.originalName}>
                  {value.originalName}
                </span>
                <span className="srm-upload-file-size">{formatFileSize(value.fileSize)}</span>
                {!isDisabled ? (
                  <span className="srm-upload-file-actions">
                    <Button variant="link" size="small" data-theme="danger" aria-label={`${t('upload.delete')} ${value.originalName}`} onPress={() => setValue(null)}>
                      {t('upload.delete')}
                    </Button>
                  </span>
                ) : null}
              </li>
            </ul>
          ) : null}
        </div>
      )}
    </ClassNames>
  );
}
