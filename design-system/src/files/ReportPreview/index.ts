export { ReportPreview, type ReportPreviewProps } from './ReportPreview';
export {
  analysisImageAlt,
  baseInfoItems,
  paragraphsOf,
  referenceTypeLabel,
  reportTypeLabel,
  type BaseInfoItem,
  type ReportAnalysis,
  type ReportAnalysisImage,
  type ReportPreviewData,
  type ReportReference,
  type ReportReferenceType,
  type ReportType,
} from './reportSections';
