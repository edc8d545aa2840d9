import { ClassNames } from '@emotion/react';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { Button } from '../../controls/Button';
import { TextField } from '../../controls/TextField';
import { Image } from '../../display/Image';
import { useLocale } from '../../i18n/LocaleProvider';
import { sizeLimitLabel } from '../fileRules';
import { altOfFileName, canAdd, DEFAULT_MAX_IMAGES, removeItem, updateItem } from '../RichTextEditor/blockList';
import type { ImageListFieldProps, ImageListItem } from '../RichTextEditor/richTextTypes';
import { richTextStyles } from '../RichTextEditor/richTextStyles';
import { ImageUploadButton, ImageUploadStatus, useImageUpload } from '../RichTextEditor/useImageUpload';

/**
 * A labelled list of images (issue 27: a report analysis's images): thumbnails with their text
 * alternatives, 上传图片 (png, jpg, jpeg, gif, ≤ 10 MB, up to `maxImages`) and 删除 per image. See README.md.
 */
export function ImageListField({ label, value, onChange, onUploadImage, maxImages = DEFAULT_MAX_IMAGES, isDisabled = false, errorMessage }: ImageListFieldProps) {
  const { t } = useLocale();
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);
  const focusIndex = useRef<number | null>(null);
  const uploadState = useImageUpload(onUploadImage);
  const isFull = !canAdd(value.length, maxImages);

  // After a delete, focus goes to the next image's 删除 (or the previous one's, or 上传图片).
  useEffect(() => {
    const index = focusIndex.current;
    if (index === null) return;
    focusIndex.current = null;
    const buttons = rootRef.current?.querySelectorAll<HTMLElement>('[data-action="remove"]') ?? [];
    const target = buttons[Math.min(index, buttons.length - 1)] ?? rootRef.current?.querySelector<HTMLElement>('button:not([disabled])');
    target?.focus();
  }, [value]);

  const upload = (files: File[]) => {
    void uploadState.upload(files, maxImages - latest.current.length, (image) => {
      const next: ImageListItem[] = [...latest.current, { fileKey: image.fileKey, url: image.url, alt: altOfFileName(image.name) }];
      latest.current = next;
      onChange(next);
    });
  };

  const describedBy = [hintId, errorMessage ? errorId : undefined].filter(Boolean).join(' ');

  return (
    <ClassNames>
      {({ css, theme }) => (
        <div ref={rootRef} className={css(richTextStyles(theme))} data-disabled={isDisabled || undefined} data-invalid={errorMessage ? true : undefined}>
          <span id={labelId} className="srm-richtext-label">
            {label}
          </span>
          <div role="group" aria-labelledby={labelId} aria-describedby={describedBy} aria-disabled={isDisabled || undefined} className="srm-richtext-body srm-richtext-block-body">
            {value.length === 0 ? (
              <p className="srm-richtext-empty">{t('imageList.empty')}</p>
            ) : (
              <ul className="srm-imagelist-items" aria-label={t('imageList.list', { label })}>
                {value.map((item, index) => {
                  const name = t('richText.image', { index: index + 1 });
                  return (
                    <li key={`${item.fileKey}-${String(index)}`} className="srm-imagelist-item">
                      <Image src={item.url} alt={item.alt?.trim() || name} width="100%" height={120} />
                      <TextField
                        label={t('richText.imageAlt', { index: index + 1 })}
                        value={item.alt ?? ''}
                        onChange={(alt) => onChange(updateItem(value, index, (current) => ({ ...current, alt })))}
                        isDisabled={isDisabled}
                        placeholder={t('richText.altPlaceholder')}
                      />
                      <Button
                        size="small"
                        variant="text"
                        data-action="remove"
                        aria-label={t('richText.remove', { block: name })}
                        isDisabled={isDisabled}
                        onPress={() => {
                          onChange(removeItem(value, index));
                          focusIndex.current = index;
                        }}
                      >
                        {t('richText.removeShort')}
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
            <div className="srm-richtext-toolbar">
              <ImageUploadButton label={t('imageList.upload')} isDisabled={isDisabled || isFull || uploadState.isUploading} allowsMultiple describedBy={hintId} onFiles={upload} />
              <ImageUploadStatus state={uploadState} />
            </div>
            <p id={hintId} className="srm-richtext-hint">
              {isFull ? t('imageList.maxReached', { count: maxImages }) : `${t('richText.imageHint', { size: sizeLimitLabel() })}；${t('upload.countHint', { count: maxImages })}`}
            </p>
          </div>
          {errorMessage ? (
            <p id={errorId} className="srm-richtext-error">
              {errorMessage}
            </p>
          ) : null}
        </div>
      )}
    </ClassNames>
  );
}
