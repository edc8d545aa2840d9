export { RichTextEditor } from './RichTextEditor';
export type { ImageListFieldProps, ImageListItem, RichTextBlock, RichTextEditorProps, UploadedImage } from './richTextTypes';
