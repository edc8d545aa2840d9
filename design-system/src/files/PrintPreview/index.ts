export { PrintPreview, type PrintPreviewProps } from './PrintPreview';
export { checkPrintBlob, envelopeMessage, printFileName, type PrintBlobCheck } from './printBlob';
