import { useState } from 'react';
import { Button } from '../../controls/Button';
import { useLocale } from '../../i18n/LocaleProvider';
import type { StoredFile } from '../fileClient';
import { formatFileSize } from '../fileRules';
import { UploadFrame } from './UploadFrame';
import type { UploadVariant } from './UploadPicker';
import { useUploadSender, type UploadTargetProps } from './useUploadSender';

export type { UploadTargetProps } from './useUploadSender';

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
  value: controlledValue,
  defaultValue = null,
  onChange,
  onUploaded,
  variant = 'dropzone',
  triggerLabel,
  blockedMessage,
  showValue = variant === 'dropzone',
  ...target
}: UploadProps) {
  const { t } = useLocale();
  const [ownValue, setOwnValue] = useState<StoredFile | null>(defaultValue);
  const value = controlledValue === undefined ? ownValue : controlledValue;
  const setValue = (file: StoredFile | null) => {
    setOwnValue(file);
    onChange?.(file);
  };
  const sender = useUploadSender(target, variant);
  const { isDisabled } = sender;

  const take = (files: File[]) =>
    sender.send(files, { kind: 'single' }, ([file]) => {
      if (!file) return;
      setValue(file);
      onUploaded?.(file);
    });

  return (
    <UploadFrame
      variant={variant}
      isPickerDisabled={isDisabled || sender.isUploading}
      sender={sender}
      allowsMultiple={false}
      triggerLabel={triggerLabel}
      blockedMessage={blockedMessage}
      onFiles={(files) => void take(files)}
    >
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
    </UploadFrame>
  );
}
