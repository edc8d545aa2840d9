import { ClassNames } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { useLocale } from '../../i18n/LocaleProvider';
import { acceptLabel, listSeparator, sizeLimitLabel } from '../fileRules';
import { UploadPicker, type UploadVariant } from './UploadPicker';
import { UploadMessages, UploadProgress } from './UploadProgress';
import { uploadStyles } from './uploadStyles';
import type { UploadSender } from './useUploadSender';

export interface UploadFrameProps {
  variant: UploadVariant;
  /** Hides the picker (`data-readonly`). */
  isReadOnly?: boolean;
  /** The picker alone is disabled (the single upload while it sends). @default sender.isDisabled */
  isPickerDisabled?: boolean;
  /** The uploads: their label, limits and disabled state, progress and messages. */
  sender: UploadSender;
  allowsMultiple: boolean;
  /** Most files, for the drop zone's hint (the batch upload's 最多上传N个). */
  maxCount?: number;
  /** The button's text. @default 选择文件 (dropzone) / 上传 (button) */
  triggerLabel?: string;
  blockedMessage?: string | null;
  /** Every pick, drop or paste. */
  onFiles: (files: File[]) => void;
  /** What follows the progress and messages (the uploaded file or the list). */
  children?: ReactNode;
}

/**
 * The frame of Upload and BatchUpload: a `group` named by the label (else 上传附件), the picker with
 * the drop zone's limits hint, the progress bars and the inline messages of `sender`, then `children`.
 */
export function UploadFrame({ variant, isReadOnly, isPickerDisabled, sender, allowsMultiple, maxCount, triggerLabel, blockedMessage, onFiles, children }: UploadFrameProps) {
  const { t, locale } = useLocale();
  const { label, isDisabled, accept, maxSize } = sender;
  const labelId = useId();
  const hints =
    variant === 'dropzone'
      ? [
          t('upload.sizeHint', { size: sizeLimitLabel(maxSize) }),
          ...(maxCount === undefined ? [] : [t('upload.countHint', { count: maxCount })]),
          ...(accept?.length ? [t('upload.formatHint', { formats: acceptLabel(accept, listSeparator(locale)) })] : []),
        ]
      : [];
  return (
    <ClassNames>
      {({ css, theme }) => (
        <div
          className={css(uploadStyles(theme))}
          data-variant={variant}
          data-uploading={sender.isUploading || undefined}
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
              allowsMultiple={allowsMultiple}
              accept={accept}
              isDisabled={isPickerDisabled ?? isDisabled}
              triggerLabel={triggerLabel ?? t(variant === 'dropzone' ? 'upload.select' : 'upload.button')}
              dropLabel={label ?? t('upload.dropZone')}
              dropHint={t('upload.dropHint')}
              hints={hints}
              blockedMessage={blockedMessage}
              onBlocked={(message) => sender.notify('warning', message)}
              onFiles={onFiles}
            />
          )}
          <UploadProgress tasks={sender.tasks} />
          <UploadMessages messages={sender.messages} />
          {children}
        </div>
      )}
    </ClassNames>
  );
}
