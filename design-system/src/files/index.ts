export * from './Upload';
export * from './AttachmentPanel';
export * from './FileViewer';
export * from './PrintPreview';
export * from './ReportPreview';
