import { ClassNames } from '@emotion/react';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { Button } from '../../controls/Button';
import { TextArea } from '../../controls/TextArea';
import { TextField } from '../../controls/TextField';
import { Image } from '../../display/Image';
import { useLocale } from '../../i18n/LocaleProvider';
import { sizeLimitLabel } from '../fileRules';
import { altOfFileName, blockNumbers, canAdd, DEFAULT_MAX_BLOCKS, moveItem, removeItem, updateItem } from './blockList';
import type { RichTextBlock, RichTextEditorProps } from './richTextTypes';
import { richTextStyles } from './richTextStyles';
import { ImageUploadButton, ImageUploadStatus, useImageUpload } from './useImageUpload';

type FocusTarget = { index: number; target: 'text' | 'up' | 'down' | 'add' };

/**
 * A rich text as blocks (issue 27): paragraphs of plain text and images with their text alternatives,
 * never HTML. A group named by `label`; 添加段落 and 插入图片 below the blocks; each block has 上移, 下移
 * and 删除. The upload is the caller's `onUploadImage`. See README.md.
 */
export function RichTextEditor({ label, value, onChange, onUploadImage, isRequired = false, isDisabled = false, errorMessage, maxBlocks = DEFAULT_MAX_BLOCKS }: RichTextEditorProps) {
  const { t } = useLocale();
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);
  const focusTarget = useRef<FocusTarget | null>(null);
  const uploadState = useImageUpload(onUploadImage);
  const numbers = blockNumbers(value);
  const isFull = !canAdd(value.length, maxBlocks);

  // After adding, moving or removing, focus follows the block (or the toolbar when none is left).
  useEffect(() => {
    const wantedFocus = focusTarget.current;
    if (!wantedFocus) return;
    focusTarget.current = null;
    const { index, target } = wantedFocus;
    if (target === 'add' || value.length === 0) {
      rootRef.current?.querySelector<HTMLElement>('[data-richtext-add]')?.focus();
      return;
    }
    const item = listRef.current?.querySelector<HTMLElement>(`[data-block-index="${String(Math.min(index, value.length - 1))}"]`);
    if (!item) return;
    const wanted = target === 'text' ? item.querySelector<HTMLElement>('textarea, input') : item.querySelector<HTMLElement>(`[data-action="${target}"]:not([disabled])`);
    (wanted ?? item.querySelector<HTMLElement>('[data-action]:not([disabled])'))?.focus();
  }, [value]);

  const blockName = (block: RichTextBlock, index: number) => t(block.type === 'paragraph' ? 'richText.paragraph' : 'richText.image', { index: numbers[index] ?? index + 1 });

  const addParagraph = () => {
    onChange([...value, { type: 'paragraph', text: '' }]);
    focusTarget.current = { index: value.length, target: 'text' };
  };

  const insertImages = (files: File[]) => {
    void uploadState.upload(files, maxBlocks - latest.current.length, (image) => {
      const next: RichTextBlock[] = [...latest.current, { type: 'image', fileKey: image.fileKey, url: image.url, alt: altOfFileName(image.name) }];
      latest.current = next;
      onChange(next);
    });
  };

  const move = (index: number, step: -1 | 1) => {
    onChange(moveItem(value, index, step));
    focusTarget.current = { index: index + step, target: step < 0 ? 'up' : 'down' };
  };

  const remove = (index: number) => {
    onChange(removeItem(value, index));
    focusTarget.current = { index, target: 'up' };
  };

  const describedBy = [hintId, errorMessage ? errorId : undefined].filter(Boolean).join(' ');

  return (
    <ClassNames>
      {({ css, theme }) => (
        <div ref={rootRef} className={css(richTextStyles(theme))} data-disabled={isDisabled || undefined} data-invalid={errorMessage ? true : undefined}>
          <span id={labelId} className="srm-richtext-label">
            {label}
            {isRequired ? (
              <span className="srm-richtext-required" aria-hidden="true">
                *
              </span>
            ) : null}
          </span>
          <div role="group" aria-labelledby={labelId} aria-describedby={describedBy} aria-disabled={isDisabled || undefined} className="srm-richtext-body">
            {value.length === 0 ? (
              <p className="srm-richtext-empty srm-richtext-blocks">{t('richText.empty')}</p>
            ) : (
              <ul ref={listRef} className="srm-richtext-blocks">
                {value.map((block, index) => {
                  const name = blockName(block, index);
                  const number = numbers[index] ?? index + 1;
                  return (
                    <li key={index} className="srm-richtext-block" data-block-index={index} data-block-type={block.type}>
                      <div className="srm-richtext-block-body">
                        {block.type === 'paragraph' ? (
                          <TextArea
                            aria-label={name}
                            value={block.text}
                            onChange={(text) => onChange(updateItem(value, index, () => ({ type: 'paragraph', text })))}
                            isDisabled={isDisabled}
                            showCount={false}
                            rows={3}
                            placeholder={t('richText.paragraphPlaceholder')}
                          />
                        ) : (
                          <>
                            <Image src={block.url} alt={block.alt?.trim() || name} width={320} height={180} />
                            <TextField
                              label={t('richText.imageAlt', { index: number })}
                              value={block.alt ?? ''}
                              onChange={(alt) => onChange(updateItem(value, index, (current) => ({ ...current, alt })))}
                              isDisabled={isDisabled}
                              placeholder={t('richText.altPlaceholder')}
                            />
                          </>
                        )}
                      </div>
                      <div className="srm-richtext-block-actions">
                        <Button size="small" variant="text" data-action="up" aria-label={t('richText.moveUp', { block: name })} isDisabled={isDisabled || index === 0} onPress={() => move(index, -1)}>
                          {t('richText.moveUpShort')}
                        </Button>
                        <Button
                          size="small"
                          variant="text"
                          data-action="down"
                          aria-label={t('richText.moveDown', { block: name })}
                          isDisabled={isDisabled || index === value.length - 1}
                          onPress={() => move(index, 1)}
                        >
                          {t('richText.moveDownShort')}
                        </Button>
                        <Button size="small" variant="text" data-action="remove" aria-label={t('richText.remove', { block: name })} isDisabled={isDisabled} onPress={() => remove(index)}>
                          {t('richText.removeShort')}
                        </Button>
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
            <div className="srm-richtext-toolbar">
              <Button size="small" data-richtext-add isDisabled={isDisabled || isFull} onPress={addParagraph}>
                {t('richText.addParagraph')}
              </Button>
              <ImageUploadButton label={t('richText.insertImage')} isDisabled={isDisabled || isFull || uploadState.isUploading} allowsMultiple describedBy={hintId} onFiles={insertImages} />
              <ImageUploadStatus state={uploadState} />
            </div>
            <p id={hintId} className="srm-richtext-hint">
              {isFull ? t('richText.maxReached', { count: maxBlocks }) : t('richText.imageHint', { size: sizeLimitLabel() })}
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
