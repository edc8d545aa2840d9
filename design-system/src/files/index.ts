export * from './Upload';
export * from './BatchUpload';
export * from './AttachmentPanel';
export * from './FileViewer';
export * from './PrintPreview';
export * from './PrintTemplateChooser';
export * from './ContractSamplePicker';
export * from './ReportPreview';
