/**
 * Where a viewed file's bytes come from (an address or a loader) and how it is downloaded. Errors
 * are the file client's `FileClientError`, so the server's message is shown where there is one
 * (spec 01 §8). Browser APIs only (fetch, Blob, links); no React.
 */
import { envelopeError, FileClientError, fileErrorMessage, isSuccessEnvelope } from '../fileClient/envelope';
import { saveFile } from '../fileClient/saveFile';

/** One file of the viewer's list. */
export interface ViewerFile {
  /** The file name: the viewer's title, and (without `type`) the source of its extension. */
  name: string;
  /**
   * The file's address (same origin, or served with CORS). Images are shown from it directly;
   * PDF, Word and Excel files are fetched from it.
   */
  url?: string;
  /**
   * Loads the file's content, e.g. `(await fileClient.download(id)).blob` for an authenticated
   * download (`GET /system/file/{id}`). Used instead of `url` when both are given. A rejection with
   * a `FileClientError` shows the server's message; any other shows 附件获取失败.
   */
  load?: (signal: AbortSignal) => Promise<Blob>;
  /** The type as an extension (`pdf`) or a MIME type (`application/pdf`); overrides the name's extension. */
  type?: string;
}

const isJsonType = (type: string | null | undefined) => !!type && /[/+]json\b/i.test(type);

/**
 * A blob holding a JSON error envelope instead of the file (spec 01 §8: a blob response holding
 * JSON shows its message) rejects with that message; anything else is the file.
 */
export async function rejectJsonBlob(blob: Blob, status = 200): Promise<Blob> {
  if (!isJsonType(blob.type)) return blob;
  let body: unknown;
  try {
    body = JSON.parse(await blob.text()) as unknown;
  } catch {
    return blob;
  }
  if (isSuccessEnvelope(body)) return blob;
  throw envelopeError(body, status);
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** The file's content: from its loader, or fetched from its address. */
export async function loadFileBlob(file: ViewerFile, signal: AbortSignal): Promise<Blob> {
  if (file.load) return rejectJsonBlob(await file.load(signal));
  if (!file.url) throw new FileClientError('The file has neither a url nor a load function');
  let response: Response;
  try {
    response = await fetch(file.url, { signal });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new FileClientError('Network error');
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let body: unknown = null;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // Not an envelope: no server message.
    }
    throw envelopeError(body, response.status);
  }
  // Some servers answer an error with 200 and a JSON envelope instead of the file.
  return rejectJsonBlob(await response.blob(), response.status);
}

/** The message to show for a failed load: the server's message when there is one, else `fallback`. */
export function loadErrorMessage(error: unknown, fallback: string): string {
  return fileErrorMessage(error, fallback);
}

/** Whether the viewer can offer a download of the file. */
export function canDownload(file: ViewerFile | undefined, onDownload?: unknown): boolean {
  return !!file && (typeof onDownload === 'function' || !!file.url || !!file.load);
}

/**
 * The default download when the caller gives no `onDownload`: a link to the address with the
 * file name, or the loaded content saved under the name.
 */
export async function downloadViewerFile(file: ViewerFile): Promise<void> {
  if (!file.load && file.url) {
    const link = document.createElement('a');
    link.href = file.url;
    link.download = file.name;
    link.rel = 'noopener';
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
    return;
  }
  saveFile(await loadFileBlob(file, new AbortController().signal), file.name);
}
