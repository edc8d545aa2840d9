/**
 * The files of a pick, a drop or a paste, as one list (pure, no React). Drops may carry text or
 * folders: only files count, so a drop of text gives an empty list (文件不能为空).
 */
import { isFileDropItem, type DropItem } from 'react-aria-components';

/** The files of a FileTrigger selection. */
export function filesOfList(list: FileList | null | undefined): File[] {
  return list ? Array.from(list) : [];
}

/** The files of a react-aria drop (DropZone), in their order. */
export function filesOfDrop(items: readonly DropItem[]): Promise<File[]> {
  return Promise.all(items.filter(isFileDropItem).map((item) => item.getFile()));
}

/** The files of a paste or a native drop (`clipboardData` / `dataTransfer`). */
export function filesOfTransfer(transfer: Pick<DataTransfer, 'files'> | null | undefined): File[] {
  return transfer ? Array.from(transfer.files) : [];
}

/** Whether a drag carries files (its types list `Files`), so a drop target should light up. */
export function dragHasFiles(transfer: Pick<DataTransfer, 'types'> | null | undefined): boolean {
  return Boolean(transfer && Array.from(transfer.types).includes('Files'));
}
