/**
 * The pure parts of the attachment panel: the list edits it makes locally and the query key its
 * debounced load follows.
 */
import type { FileId, StoredFile } from '../fileClient';

/** The key of a load: null without a record (nothing to list, the list is kept as it is). */
export function attachmentQueryKey(bizType: string, bizKey: string | null | undefined): string | null {
  return bizKey ? JSON.stringify([bizType, bizKey]) : null;
}

/** A new upload goes first, as the gateway lists files newest first. */
export function prependFile(files: readonly StoredFile[], file: StoredFile): StoredFile[] {
  return [file, ...files.filter((known) => known.id !== file.id)];
}

export function removeFileById(files: readonly StoredFile[], id: FileId): StoredFile[] {
  return files.filter((file) => file.id !== id);
}

/** The list with one file replaced (or patched) by id. */
export function patchFile(files: readonly StoredFile[], id: FileId, patch: Partial<StoredFile>): StoredFile[] {
  return files.map((file) => (file.id === id ? { ...file, ...patch } : file));
}

/** The attribute an attachment-type select edits. */
export type AttachmentTypeField = 'fileCategory' | 'contractFileType';
