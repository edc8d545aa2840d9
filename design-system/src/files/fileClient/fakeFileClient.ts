/**
 * A scripted FileClient for component tests (not exported by the package): every call is a vi-free
 * spy that records its arguments, and uploads can be held open to observe progress.
 */
import type { FileAttributeUpdate, FileClient, FileId, FileUploadMeta, FileUploadProgress, StoredFile } from './fileClient';

export interface HeldUpload {
  file: File;
  meta: FileUploadMeta;
  progress: (percent: number) => void;
  resolve: (stored?: Partial<StoredFile>) => void;
  reject: (error: Error) => void;
}

export interface FakeFileClient extends FileClient {
  calls: { upload: FileUploadMeta[]; list: { bizType: string; bizKey: string }[]; update: FileAttributeUpdate[]; remove: FileId[][]; download: FileId[] };
  /** Uploads waiting for `resolve` / `reject` (only when `holdUploads` is set). */
  held: HeldUpload[];
  /** The files `list` answers with. */
  files: StoredFile[];
}

let nextId = 100;

/** A stored file with sensible defaults. */
export function storedFile(overrides: Partial<StoredFile> = {}): StoredFile {
  nextId += 1;
  return {
    // Opaque like the gateway's keys (32 hex digits), and still readable in a test.
    id: String(nextId).padStart(32, '0'),
    originalName: `附件${nextId}.pdf`,
    fileType: 'pdf',
    fileSize: 2048,
    bizType: 'contract',
    bizKey: 'HT-1',
    module: 'execution',
    contractFileType: null,
    signetFlag: 0,
    fileCategory: null,
    creatorName: '张采购',
    createdTime: '2024-05-01T08:00:00.000Z',
    version: 0,
    ...overrides,
  };
}

export interface FakeFileClientOptions {
  files?: StoredFile[];
  /** Keep uploads pending until the test settles them through `held`. */
  holdUploads?: boolean;
  uploadError?: Error;
  listError?: Error;
  updateError?: Error;
  removeError?: Error;
}

export function fakeFileClient(options: FakeFileClientOptions = {}): FakeFileClient {
  const calls: FakeFileClient['calls'] = { upload: [], list: [], update: [], remove: [], download: [] };
  const held: HeldUpload[] = [];
  const client: FakeFileClient = {
    calls,
    held,
    files: options.files ?? [],
    upload(file, meta, onProgress?: (progress: FileUploadProgress) => void) {
      calls.upload.push(meta);
      const made = (overrides: Partial<StoredFile> = {}) =>
        storedFile({ originalName: file.name, fileSize: file.size, bizType: meta.bizType, bizKey: meta.bizKey ?? null, module: meta.module ?? 'execution', ...overrides });
      if (options.uploadError) return Promise.reject(options.uploadError);
      if (!options.holdUploads) return Promise.resolve(made());
      return new Promise<StoredFile>((resolve, reject) => {
        held.push({
          file,
          meta,
          progress: (percent) => onProgress?.({ loaded: percent, total: 100, percent }),
          resolve: (overrides) => resolve(made(overrides)),
          reject,
        });
      });
    },
    list(query) {
      calls.list.push(query);
      return options.listError ? Promise.reject(options.listError) : Promise.resolve(client.files.map((file) => ({ ...file })));
    },
    download(id) {
      calls.download.push(id);
      return Promise.resolve({ blob: new Blob(['x']), name: `file-${id}.pdf` });
    },
    reviewUrls(ids) {
      return Promise.resolve(ids.map((id) => ({ id, reviewUrl: `/preview/${id}`, originalName: `file-${id}` })));
    },
    update(body) {
      calls.update.push(body);
      if (options.updateError) return Promise.reject(options.updateError);
      const current = client.files.find((file) => file.id === body.id) ?? storedFile({ id: body.id });
      const { id: _id, version, ...changes } = body;
      return Promise.resolve({ ...current, ...changes, version: version + 1 });
    },
    remove(ids) {
      calls.remove.push([...ids]);
      return options.removeError ? Promise.reject(options.removeError) : Promise.resolve();
    },
  };
  return client;
}
