// What a file preview needs without the viewer itself: which files preview (pure) and how their
// content loads. Light enough for the main barrel; the viewer is at `@srm/design-system/viewer`.
export { isPreviewable, limitedPreviewTypes, previewableTypes, previewKind, type FileTypeInfo, type PreviewKind } from './fileKind';
export { downloadViewerFile, loadFileBlob, type ViewerFile } from './fileSource';
export type { FileViewerComponent, PreviewViewerProps } from './viewerSlot';
