// `@srm/design-system/viewer`: the FileViewer (PDF.js, docx-preview and exceljs loaded on first use,
// the PDF worker emitted by the consumer's bundler) behind its own entry, so the main barrel carries
// none of it. The preview helpers are here too, so a viewer page needs one import.
export { FileViewer, type FileViewerProps, type ViewerStatus } from './FileViewer';
export { setPdfAssets, type PdfAssets } from './renderers/pdf';
export * from '../preview';
