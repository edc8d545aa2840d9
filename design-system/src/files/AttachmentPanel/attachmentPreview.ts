/**
 * How the attachment panel previews a stored file through its file client: a fresh signed preview
 * address (POST /system/file/batch, the `reviewUrl` an `<img>` or PDF.js can load without the bearer
 * header) fetched for the bytes, else the authenticated download (GET /system/file/{id}). Which
 * types preview is `isPreviewable` (preview/fileKind.ts: png, jpg, jpeg, gif, pdf).
 */
import type { FileClient, StoredFile } from '../fileClient';
import { loadFileBlob, type ViewerFile } from '../preview/fileSource';

/**
 * The content of a stored file for the viewer. The preview address is asked for when the file is
 * shown (addresses in a list answer expire after 10 minutes); when none can be had, the file is
 * downloaded instead. A failed fetch rejects with the server's message where there is one.
 */
export async function loadAttachmentBlob(client: FileClient, file: Pick<StoredFile, 'id' | 'originalName'>, signal: AbortSignal): Promise<Blob> {
  let address: string | undefined;
  try {
    address = (await client.reviewUrls([file.id])).find((entry) => entry.id === file.id)?.reviewUrl;
  } catch {
    address = undefined;
  }
  signal.throwIfAborted();
  if (address) return loadFileBlob({ name: file.originalName, url: address }, signal);
  return (await client.download(file.id)).blob;
}

/** A stored file as the viewer's file: its name, its stored type, and its content through the client. */
export function attachmentViewerFile(client: FileClient, file: StoredFile): ViewerFile {
  return {
    name: file.originalName,
    type: file.fileType || undefined,
    load: (signal) => loadAttachmentBlob(client, file, signal),
  };
}
