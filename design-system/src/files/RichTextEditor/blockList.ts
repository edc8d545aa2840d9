/**
 * The pure rules of the rich text editor and the image list field (issue 27): moving, removing and
 * inserting items of a list, and the image file check (png, jpg, jpeg, gif; at most 10 MB, the design
 * system's file rules). React-free and tested.
 */
import { checkSelectedFiles, FILE_SIZE_LIMIT, type FileIssue, type FileLike } from '../fileRules';
import type { RichTextBlock } from './richTextTypes';

/** The image formats the editor and the image list take. */
export const IMAGE_FORMATS: readonly string[] = ['png', 'jpg', 'jpeg', 'gif'];
/** The editor's default most blocks. */
export const DEFAULT_MAX_BLOCKS = 200;
/** The image list's default most images. */
export const DEFAULT_MAX_IMAGES = 12;

/** A copy of the list with the item at `from` moved one place up (-1) or down (+1); out of range: unchanged copy. */
export function moveItem<T>(items: readonly T[], from: number, step: -1 | 1): T[] {
  const next = [...items];
  const to = from + step;
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return next;
  const [moved] = next.splice(from, 1) as [T];
  next.splice(to, 0, moved);
  return next;
}

/** A copy of the list without the item at `index`. */
export function removeItem<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, position) => position !== index);
}

/** A copy of the list with `item` at `index` (clamped to 0 … length). */
export function insertItem<T>(items: readonly T[], index: number, item: T): T[] {
  const at = Math.max(0, Math.min(items.length, index));
  return [...items.slice(0, at), item, ...items.slice(at)];
}

/** A copy of the list with the item at `index` replaced by `change(item)`. */
export function updateItem<T>(items: readonly T[], index: number, change: (item: T) => T): T[] {
  return items.map((item, position) => (position === index ? change(item) : item));
}

/** Whether one more item may be added. */
export function canAdd(count: number, max: number): boolean {
  return count < max;
}

/** Each block's number among the blocks of its kind (段落 1, 图片 1, 段落 2 …), by position. */
export function blockNumbers(blocks: readonly RichTextBlock[]): number[] {
  let paragraphs = 0;
  let images = 0;
  return blocks.map((block) => (block.type === 'paragraph' ? ++paragraphs : ++images));
}

/** The default text alternative of an uploaded image: its file name without the extension. */
export function altOfFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return (dot > 0 ? base.slice(0, dot) : base).trim();
}

/**
 * Checks picked images before anything is sent: an accepted format, at most 10 MB, not empty, and no
 * more than `room` of them. Answers the files to send and the issues (message keys) to show.
 */
export function checkImageFiles<F extends FileLike>(files: readonly F[], room: number): { accepted: F[]; issues: FileIssue[] } {
  return checkSelectedFiles(files, { kind: 'batch', maxSize: FILE_SIZE_LIMIT, maxCount: Math.max(0, room), accept: IMAGE_FORMATS });
}

/** The text of a failed upload: the rejection's own message, else null (the caller shows its default). */
export function uploadErrorText(reason: unknown): string | null {
  if (reason instanceof Error && reason.message.trim() !== '') return reason.message;
  if (typeof reason === 'string' && reason.trim() !== '') return reason;
  return null;
}
