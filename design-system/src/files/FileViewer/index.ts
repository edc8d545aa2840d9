export { FileViewer, type FileViewerProps, type ViewerStatus } from './FileViewer';
export { isPreviewable, limitedPreviewTypes, previewableTypes, previewKind, type FileTypeInfo, type PreviewKind } from './fileKind';
export { downloadViewerFile, loadFileBlob, type ViewerFile } from './fileSource';
export { setPdfAssets, type PdfAssets } from './renderers/pdf';
