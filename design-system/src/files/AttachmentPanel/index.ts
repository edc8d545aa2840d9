export { AttachmentPanel, type AttachmentPanelProps, type AttachmentTypeOption } from './AttachmentPanel';
export type { AttachmentTypeField } from './attachmentList';
