import { saveFile } from '@srm/design-system';
import { FileViewer } from '@srm/design-system/viewer';
import { unlessFailed } from '../../../api/callFailure';
import { downloadFile } from '../api/templateApi';

export interface TemplateFileViewerProps {
  fileId: string;
  fileName: string;
  onClose: () => void;
}

/** 预览 of a template or sample .docx (the design system's FileViewer), with 下载 from the gateway. */
export function TemplateFileViewer({ fileId, fileName, onClose }: TemplateFileViewerProps) {
  return (
    <FileViewer
      isOpen
      onOpenChange={(open) => !open && onClose()}
      files={[{ name: fileName, type: 'docx', load: async () => (await downloadFile(fileId)).blob }]}
      onDownload={() => downloadTemplateFile(fileId, fileName)}
    />
  );
}

/** Saves a stored file under the name the gateway gives it (else `fallbackName`); a failure was shown by the call layer. */
export async function downloadTemplateFile(fileId: string, fallbackName: string): Promise<void> {
  const file = await unlessFailed(downloadFile(fileId));
  if (file) saveFile(file.blob, file.fileName ?? fallbackName);
}
