/**
 * A rich text as blocks (issue 27: a report's content): paragraphs of plain text and images stored by the
 * file service. Never HTML, so nothing a user types can run as markup.
 */
export type RichTextBlock = { type: 'paragraph'; text: string } | { type: 'image'; fileKey: string; alt?: string; url: string };

/** What the caller's upload answers for one image: its file key and an address the browser can show. */
export interface UploadedImage {
  fileKey: string;
  url: string;
  /** The file's original name (the image's default text alternative). */
  name: string;
}

export interface RichTextEditorProps {
  /** The editor's label (正文): the group's accessible name. */
  label: string;
  value: readonly RichTextBlock[];
  onChange: (next: RichTextBlock[]) => void;
  /** Uploads one image (png, jpg, gif) through the file service; a rejection is shown as the field's error. */
  onUploadImage: (file: File) => Promise<UploadedImage>;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** A message under the editor (a form error). */
  errorMessage?: string;
  /** The most blocks (default 200). */
  maxBlocks?: number;
}

export interface ImageListItem {
  fileKey: string;
  url: string;
  alt?: string;
}

export interface ImageListFieldProps {
  /** The field's label (图片). */
  label: string;
  value: readonly ImageListItem[];
  onChange: (next: ImageListItem[]) => void;
  onUploadImage: (file: File) => Promise<UploadedImage>;
  /** The most images (default 12). */
  maxImages?: number;
  isDisabled?: boolean;
  errorMessage?: string;
}
