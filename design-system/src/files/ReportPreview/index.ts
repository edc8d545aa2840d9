export { ReportPreview, type ReportPreviewProps } from './ReportPreview';
export {
  analysisImageAlt,
  baseInfoItems,
  contentItems,
  paragraphsOf,
  type BaseInfoItem,
  type ContentItem,
  type ReportAnalysis,
  type ReportAnalysisImage,
  type ReportContentBlock,
  type ReportPreviewData,
  type ReportReference,
  type ReportReferenceType,
  type ReportType,
} from './reportSections';
