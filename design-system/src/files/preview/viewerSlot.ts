/**
 * The file viewer as a slot. The viewer (the PDF, Word and Excel renderers and the PDF worker) lives at
 * `@srm/design-system/viewer`, and components of the main entry that preview files (AttachmentPanel)
 * take it from the app: `<SrmProvider fileViewer={FileViewer}>` once, or a `viewer` prop. Importing
 * it here, even lazily, would make every consumer's bundler load the viewer's modules and emit the
 * 1 MB PDF worker, including apps that never preview a file.
 */
import { createContext } from 'react';
import type { ComponentType } from 'react';
import type { ViewerFile } from './fileSource';

/** The props a component of the main entry gives the viewer (a subset of `FileViewerProps`). */
export interface PreviewViewerProps {
  files: readonly ViewerFile[];
  index?: number;
  onIndexChange?: (index: number) => void;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  onDownload?: (file: ViewerFile, index: number) => void | Promise<void>;
  previewTypes?: readonly string[];
}

/** A viewer component: `FileViewer` from `@srm/design-system/viewer`, or the app's own. */
export type FileViewerComponent = ComponentType<PreviewViewerProps>;

/** The app's viewer, set by `SrmProvider`'s `fileViewer`; `null` when the app gave none. */
export const FileViewerContext = createContext<FileViewerComponent | null>(null);
