/**
 * A small client for the gateway's file calls (spec 01 §7.3), usable by any app: fetch for JSON and
 * downloads, XMLHttpRequest for uploads (the only browser API that reports upload progress).
 * React-free. Components take it as their `client` prop, so an app can pass its own implementation.
 */
import { fileNameFromContentDisposition } from './contentDisposition';
import { envelopeError, FileClientError, looksLikeEnvelope, unwrapEnvelope } from './envelope';

/**
 * A file's id: the opaque key the gateway answers (32 hex digits), never a sequential number, so file
 * addresses cannot be guessed.
 */
export type FileId = string;

/** A stored file as the gateway answers it (spec 01 §3 "File"; the gateway's `FileInfo`). */
export interface StoredFile {
  id: FileId;
  /** The client's file name: shown, and used as the download name. */
  originalName: string;
  /** The generated storage name. */
  name?: string;
  /** Extension of the original name, lower case, without the dot. */
  fileType: string;
  mimeType?: string;
  fileSize: number;
  bizType: string;
  bizKey: string | null;
  module: string;
  /** Signed preview address (short-lived). */
  reviewUrl?: string;
  /** Download path. */
  url?: string;
  contractFileType: string | null;
  signetFlag: 0 | 1;
  fileCategory: string | null;
  /** The uploader's name. */
  creatorName: string | null;
  /** ISO 8601. */
  createdTime: string;
  /** Optimistic-lock version, sent back with `update`. */
  version: number;
}

/** Where an upload is filed. */
export interface FileUploadMeta {
  bizType: string;
  /** @default 'execution' on the server */
  module?: string;
  bizKey?: string | null;
  contractFileType?: string | null;
}

export interface FileUploadProgress {
  loaded: number;
  total: number;
  /** 0–100, whole numbers. */
  percent: number;
}

export interface FileUploadOptions {
  signal?: AbortSignal;
}

/** A preview address from POST /system/file/batch. */
export interface FileReviewUrl {
  id: FileId;
  reviewUrl: string;
  originalName: string;
}

/** PUT /system/file: the attributes to change, with the version read. */
export interface FileAttributeUpdate {
  id: FileId;
  version: number;
  fileCategory?: string | null;
  signetFlag?: 0 | 1;
  contractFileType?: string | null;
  bizKey?: string | null;
}

export interface DownloadedFile {
  blob: Blob;
  /** From content-disposition, else `file-{id}`. */
  name: string;
}

/** The file calls the upload components and the attachment panel use. */
export interface FileClient {
  upload(file: File, meta: FileUploadMeta, onProgress?: (progress: FileUploadProgress) => void, options?: FileUploadOptions): Promise<StoredFile>;
  list(query: { bizType: string; bizKey: string }): Promise<StoredFile[]>;
  download(id: FileId): Promise<DownloadedFile>;
  reviewUrls(ids: readonly FileId[]): Promise<FileReviewUrl[]>;
  update(body: FileAttributeUpdate): Promise<StoredFile>;
  remove(ids: readonly FileId[]): Promise<void>;
}

export interface FileClientOptions {
  /** @default '/gateway' */
  baseUrl?: string;
  /** Extra headers of every call, read each time (the bearer token, Page-Routing …). */
  headers?: () => Record<string, string>;
  /** The fetch to use (any `fetch`-compatible function). @default globalThis.fetch */
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  /** Makes the XMLHttpRequest of an upload. @default new XMLHttpRequest() */
  createXhr?: () => XMLHttpRequest;
}

/** The multipart field of the file (spec 01 §7.3). */
export const UPLOAD_FILE_FIELD = 'multipartFile';

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Lists come as an array, or wrapped in `result` / `list` / `records` (spec 01 §3 paged shapes). */
function listOf<T>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  if (data && typeof data === 'object') {
    for (const key of ['result', 'list', 'records']) {
      const value = (data as Record<string, unknown>)[key];
      if (Array.isArray(value)) return value as T[];
    }
  }
  return [];
}

const percentOf = (loaded: number, total: number) => (total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0);

/** The gateway's file calls, unwrapping the envelope; failures throw a FileClientError with the server's message. */
export function createFileClient({ baseUrl = '/gateway', headers, fetch: givenFetch, createXhr }: FileClientOptions = {}): FileClient {
  const base = baseUrl.replace(/\/+$/, '');
  const doFetch = (input: string, init: RequestInit) => (givenFetch ?? globalThis.fetch)(input, init);
  const extraHeaders = () => headers?.() ?? {};

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: body === undefined ? { ...extraHeaders() } : { 'Content-Type': 'application/json', ...extraHeaders() },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      throw new FileClientError(error instanceof Error ? error.message : 'Network error');
    }
    return unwrapEnvelope<T>(await readJson(response), response.status);
  }

  return {
    upload(file, meta, onProgress, options = {}) {
      return new Promise<StoredFile>((resolve, reject) => {
        const { signal } = options;
        if (signal?.aborted) {
          reject(new FileClientError('Upload aborted'));
          return;
        }
        const form = new FormData();
        form.append('bizType', meta.bizType);
        if (meta.module) form.append('module', meta.module);
        if (meta.bizKey) form.append('bizKey', meta.bizKey);
        if (meta.contractFileType) form.append('contractFileType', meta.contractFileType);
        // The file goes last: the server reads the fields before it streams the file.
        form.append(UPLOAD_FILE_FIELD, file, file.name);

        const xhr = createXhr ? createXhr() : new XMLHttpRequest();
        xhr.open('POST', `${base}/system/file/upload`);
        for (const [name, value] of Object.entries(extraHeaders())) xhr.setRequestHeader(name, value);
        const onAbort = () => xhr.abort();
        signal?.addEventListener('abort', onAbort, { once: true });
        const done = () => signal?.removeEventListener('abort', onAbort);
        xhr.upload.onprogress = (event: ProgressEvent) => {
          const total = event.lengthComputable ? event.total : file.size;
          onProgress?.({ loaded: event.loaded, total, percent: percentOf(event.loaded, total) });
        };
        xhr.onload = () => {
          done();
          let body: unknown = xhr.responseText;
          try {
            body = xhr.responseText === '' ? null : (JSON.parse(xhr.responseText) as unknown);
          } catch {
            // Not JSON (a proxy's page): the status decides.
          }
          try {
            const stored = unwrapEnvelope<StoredFile>(body, xhr.status);
            onProgress?.({ loaded: file.size, total: file.size, percent: 100 });
            resolve(stored);
          } catch (error) {
            reject(error instanceof Error ? error : new FileClientError(String(error)));
          }
        };
        xhr.onerror = () => {
          done();
          reject(new FileClientError('Network error'));
        };
        xhr.onabort = () => {
          done();
          reject(new FileClientError('Upload aborted'));
        };
        xhr.send(form);
      });
    },

    async list({ bizType, bizKey }) {
      const query = new URLSearchParams({ bizType, bizKey });
      return listOf<StoredFile>(await call<unknown>('GET', `/system/file?${query.toString()}`));
    },

    async download(id) {
      let response: Response;
      try {
        response = await doFetch(`${base}/system/file/${encodeURIComponent(String(id))}`, { method: 'GET', headers: extraHeaders() });
      } catch (error) {
        throw new FileClientError(error instanceof Error ? error.message : 'Network error');
      }
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok) throw envelopeError(await readJson(response), response.status);
      const blob = await response.blob();
      // A blob answer holding a JSON envelope is a coded error (spec 01 §8), unless it says success.
      if (type.includes('application/json')) {
        let body: unknown = null;
        try {
          body = JSON.parse(await blob.text()) as unknown;
        } catch {
          body = null;
        }
        if (looksLikeEnvelope(body) && (body as { success?: unknown }).success === false) throw envelopeError(body, response.status);
      }
      return { blob, name: fileNameFromContentDisposition(response.headers.get('content-disposition')) ?? `file-${id}` };
    },

    async reviewUrls(ids) {
      if (ids.length === 0) return [];
      return listOf<FileReviewUrl>(await call<unknown>('POST', '/system/file/batch', [...ids]));
    },

    update(body) {
      return call<StoredFile>('PUT', '/system/file', body);
    },

    async remove(ids) {
      await call<unknown>('DELETE', '/system/file', [...ids]);
    },
  };
}
