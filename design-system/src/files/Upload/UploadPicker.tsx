import { useId, useLayoutEffect, useRef, useState, type ClipboardEvent, type DragEvent } from 'react';
import { DropZone, FileTrigger, Text } from 'react-aria-components';
import { Button } from '../../controls/Button';
import type { ButtonVariant } from '../../controls/Button';
import { useLocale } from '../../i18n/LocaleProvider';
import { acceptAttribute } from '../fileRules';
import { dragHasFiles, filesOfDrop, filesOfList, filesOfTransfer } from './pickedFiles';

export type UploadVariant = 'dropzone' | 'button';

export interface UploadPickerProps {
  variant: UploadVariant;
  allowsMultiple: boolean;
  accept?: readonly string[];
  isDisabled: boolean;
  /** Text of the button that opens the file dialog. */
  triggerLabel: string;
  triggerVariant?: ButtonVariant;
  /** Names the drop zone (with the drop hint). */
  dropLabel: string;
  /** The drop zone's instruction (click, drop or paste). */
  dropHint: string;
  /** Limits shown under the button (size, count, formats); they describe it. */
  hints: readonly string[];
  /** When set, pressing the button, dropping or pasting shows this message instead (the panel's limit). */
  blockedMessage?: string | null;
  onBlocked: (message: string) => void;
  /** Every pick, drop or paste, checked or not (an empty list included). */
  onFiles: (files: File[]) => void;
}

/**
 * The file picker of Upload and BatchUpload: a react-aria FileTrigger button, inside a DropZone
 * (`dropzone`) or a plain drop target (`button`). Pasting files while the picker has focus picks them
 * too. A `blockedMessage` keeps the file dialog shut (its input is disabled) and is reported instead.
 */
export function UploadPicker({
  variant,
  allowsMultiple,
  accept,
  isDisabled,
  triggerLabel,
  triggerVariant,
  dropLabel,
  dropHint,
  hints,
  blockedMessage,
  onBlocked,
  onFiles,
}: UploadPickerProps) {
  const { locale } = useLocale();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  // A paste in the drop zone reaches both our handler and react-aria's (when its drop button has
  // focus): the first one wins for the rest of this event.
  const pasteHandled = useRef(false);
  // The files of the native drop event: react-aria reads drops through webkitGetAsEntry, which some
  // sources (and scripted drops) leave empty; then the plain file list is used.
  const droppedFiles = useRef<File[]>([]);
  const [isOver, setIsOver] = useState(false);
  const isBlocked = Boolean(blockedMessage);

  // FileTrigger's button clicks its hidden input: a disabled input opens no dialog.
  useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.disabled = isDisabled || isBlocked;
  }, [isBlocked, isDisabled]);

  const take = (files: File[]) => {
    if (isDisabled) return;
    if (blockedMessage) onBlocked(blockedMessage);
    else onFiles(files);
  };

  const onPaste = (event: ClipboardEvent<HTMLElement>) => {
    const files = filesOfTransfer(event.clipboardData);
    if (files.length === 0 || isDisabled) return;
    event.preventDefault();
    pasteHandled.current = true;
    setTimeout(() => {
      pasteHandled.current = false;
    }, 0);
    take(files);
  };

  const hintText = hints.length > 0 ? (
    <p className="srm-upload-hint" id={hintId}>
      {hints.join(locale.startsWith('zh') ? '；' : '; ')}
    </p>
  ) : null;

  const trigger = (
    <FileTrigger ref={inputRef} acceptedFileTypes={acceptAttribute(accept)} allowsMultiple={allowsMultiple} onSelect={(list) => take(filesOfList(list))}>
      <Button
        variant={triggerVariant ?? (variant === 'dropzone' ? 'primary' : 'default')}
        isDisabled={isDisabled}
        aria-describedby={hintText ? hintId : undefined}
        data-blocked={isBlocked || undefined}
        onPress={() => {
          if (blockedMessage) onBlocked(blockedMessage);
        }}
      >
        {triggerLabel}
      </Button>
    </FileTrigger>
  );

  if (variant === 'button') {
    const onDragOver = (event: DragEvent<HTMLSpanElement>) => {
      if (!dragHasFiles(event.dataTransfer)) return;
      // Cancelled either way, so a file dropped on a disabled button is not opened by the browser.
      event.preventDefault();
      event.dataTransfer.dropEffect = isDisabled ? 'none' : 'copy';
      setIsOver(!isDisabled);
    };
    return (
      <span
        className="srm-upload-drop-target"
        data-drop-target={isOver || undefined}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={() => setIsOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setIsOver(false);
          take(filesOfTransfer(event.dataTransfer));
        }}
        onPaste={onPaste}
      >
        {trigger}
        {hintText}
      </span>
    );
  }

  return (
    <div
      onPaste={onPaste}
      // A disabled DropZone stops handling drags: refuse them here so the browser does not open the file.
      onDragOver={(event) => {
        if (!isDisabled) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'none';
      }}
      onDropCapture={(event) => {
        droppedFiles.current = filesOfTransfer(event.dataTransfer);
      }}
      onDrop={(event) => {
        if (isDisabled) event.preventDefault();
      }}
    >
      <DropZone
        className="srm-upload-zone"
        aria-label={dropLabel}
        isDisabled={isDisabled}
        getDropOperation={() => (isDisabled ? 'cancel' : 'copy')}
        onDrop={(event) => {
          if (pasteHandled.current) return;
          const fallback = event.items.some((item) => item.kind === 'directory') ? [] : droppedFiles.current;
          droppedFiles.current = [];
          void filesOfDrop(event.items).then((files) => take(files.length > 0 ? files : fallback));
        }}
      >
        <Text slot="label" className="srm-upload-hint">
          {dropHint}
        </Text>
        {trigger}
        {hintText}
      </DropZone>
    </div>
  );
}
