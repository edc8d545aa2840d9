/**
 * The image upload of RichTextEditor and ImageListField: a 插入图片 / 上传图片 button opening a file dialog
 * (its hidden file input carries the same accessible name, for scripted uploads), the file check of
 * blockList.ts, the caller's upload one file after another, a spinner meanwhile and the failure message.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button } from '../../controls/Button';
import { Spinner } from '../../display/Spinner';
import { useLocale } from '../../i18n/LocaleProvider';
import { acceptAttribute, listSeparator } from '../fileRules';
import { checkImageFiles, IMAGE_FORMATS, uploadErrorText } from './blockList';
import type { UploadedImage } from './richTextTypes';

export interface ImageUploadState {
  isUploading: boolean;
  error: string | null;
  /** Checks and uploads the files (at most `room`), calling `onUploaded` for each success in order. */
  upload: (files: File[], room: number, onUploaded: (image: UploadedImage) => void) => Promise<void>;
}

export function useImageUpload(onUploadImage: (file: File) => Promise<UploadedImage>): ImageUploadState {
  const { t, locale } = useLocale();
  const [isUploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (files: File[], room: number, onUploaded: (image: UploadedImage) => void) => {
    const { accepted, issues } = checkImageFiles(files, room);
    const first = issues[0];
    setError(first ? t(first.key, { ...first.values, formats: IMAGE_FORMATS.join(listSeparator(locale)) }) : null);
    if (accepted.length === 0) return;
    setUploading(true);
    try {
      for (const file of accepted) {
        onUploaded(await onUploadImage(file));
      }
    } catch (reason) {
      setError(uploadErrorText(reason) ?? t('richText.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };

  return { isUploading, error, upload };
}

export interface ImageUploadButtonProps {
  label: string;
  isDisabled: boolean;
  allowsMultiple?: boolean;
  /** Ids describing the button (the format hint). */
  describedBy?: string;
  onFiles: (files: File[]) => void;
}

/** The button that opens the file dialog; its hidden input is named like the button. */
export function ImageUploadButton({ label, isDisabled, allowsMultiple = false, describedBy, onFiles }: ImageUploadButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.disabled = isDisabled;
    input.setAttribute('aria-label', label);
  }, [isDisabled, label]);
  return (
    <FileTrigger ref={inputRef} acceptedFileTypes={acceptAttribute(IMAGE_FORMATS)} allowsMultiple={allowsMultiple} onSelect={(list) => onFiles(list ? Array.from(list) : [])}>
      <Button size="small" isDisabled={isDisabled} aria-describedby={describedBy}>
        {label}
      </Button>
    </FileTrigger>
  );
}

/** The spinner while uploading and the failure message (an alert). */
export function ImageUploadStatus({ state }: { state: ImageUploadState }) {
  const { t } = useLocale();
  return (
    <>
      {state.isUploading ? <Spinner size="small" label={t('richText.uploading')} labelPlacement="end" /> : null}
      {state.error ? (
        <p role="alert" className="srm-richtext-error">
          {state.error}
        </p>
      ) : null}
    </>
  );
}
