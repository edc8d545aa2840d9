/**
 * The calls of 合同模板 (contract/template; gateway modules/print/template-admin.ts): the template list
 * (list engine con-template/custom-page, with the files' names from /system/file/batch), save,
 * delete and the .docx upload; the sample page, save, delete and upload; a file's download. A
 * failure shows the gateway's message through the call layer; an upload's failure is shown by the
 * Upload component instead (the call is silent and rejects with a FileClientError).
 */
import type { ContractSample, ContractSampleSaveBody, ContractTemplateSaveBody, Envelope, FileInfo, SavedTemplate } from '@srm/gateway/api';
import { FileClientError, type FileClient, type StoredFile, type TableRequestParams, type TableRequestResult } from '@srm/design-system';
import { isAxiosError } from 'axios';
import { unlessFailed } from '../../../api/callFailure';
import { http, request, requestBlob, requestEnvelope, requestPage, requestTable, type DownloadedFile } from '../../../api/http';
import { sampleListBody, templateListBody } from './listBodies';
import { fileIdsOf, withFileNames, type TemplateChoice, type TemplateRow } from './rows';

export const CON_TEMPLATE_URL = '/purchase/api/v1/con-template';
export const CON_SAMPLE_URL = `${CON_TEMPLATE_URL}/sample`;

/** What a save or delete answers: its data and the gateway's message (新增成功, 修改成功, 删除成功). */
export interface Saved<T> {
  data: T;
  message: string;
}

const saved = <T>(envelope: Envelope<T>): Saved<T> => ({ data: envelope.data, message: envelope.message });

/** The names of stored files (POST /system/file/batch); [] when the call fails (the list still shows). */
async function fileNames(ids: readonly string[]): Promise<{ id: string; originalName: string }[]> {
  if (ids.length === 0) return [];
  return (await unlessFailed(request<{ id: string; originalName: string }[]>({ url: '/system/file/batch', data: [...ids] }, { silent: true }))) ?? [];
}

/** One page of contract templates, each with its file's name. */
export async function fetchTemplatePage(params: TableRequestParams): Promise<TableRequestResult<TemplateRow>> {
  const page = await requestPage<Omit<TemplateRow, 'fileName'>>({ url: `${CON_TEMPLATE_URL}/custom-page`, data: templateListBody(params) });
  const files = await fileNames(fileIdsOf(page.list));
  return { data: withFileNames(page.list, files), total: page.total };
}

/** Every enabled template (for the sample form's and search's 所属模板), in list order. */
export async function fetchTemplateChoices(): Promise<TemplateChoice[]> {
  const page = await requestPage<{ id: number; name: string }>({ url: `${CON_TEMPLATE_URL}/custom-page`, data: { page: 1, pageSize: 100, enabled: 1 } });
  return page.list.map((row) => ({ id: row.id, name: row.name }));
}

export async function saveTemplate(body: ContractTemplateSaveBody): Promise<Saved<SavedTemplate>> {
  return saved(await requestEnvelope<SavedTemplate>({ url: `${CON_TEMPLATE_URL}/save`, data: body }));
}

/** DELETE con-template/deleteByIds (the templates' samples go with them). */
export async function deleteTemplates(ids: readonly number[]): Promise<Saved<unknown>> {
  return saved(await requestEnvelope<unknown>({ method: 'DELETE', url: `${CON_TEMPLATE_URL}/deleteByIds`, data: [...ids] }));
}

/** One page of samples (POST sample/page). */
export async function fetchSamplePage(params: TableRequestParams): Promise<TableRequestResult<ContractSample>> {
  return requestTable<ContractSample>({ url: `${CON_SAMPLE_URL}/page`, data: { ...sampleListBody(params) } });
}

export async function saveSample(body: ContractSampleSaveBody): Promise<Saved<SavedTemplate>> {
  return saved(await requestEnvelope<SavedTemplate>({ url: `${CON_SAMPLE_URL}/save`, data: body }));
}

export async function deleteSamples(ids: readonly number[]): Promise<Saved<{ deleted: number }>> {
  return saved(await requestEnvelope<{ deleted: number }>({ method: 'DELETE', url: `${CON_SAMPLE_URL}/deleteByIds`, data: [...ids] }));
}

/** A stored file's bytes and name (GET /system/file/{id}). */
export function downloadFile(fileId: string): Promise<DownloadedFile> {
  return requestBlob({ url: `/system/file/${fileId}` });
}

/** The message of a failed upload's envelope, when there is one. */
function uploadFailure(error: unknown): FileClientError {
  if (isAxiosError(error)) {
    const body = error.response?.data as Partial<Envelope<unknown>> | undefined;
    const message = typeof body?.message === 'string' && body.message !== '' ? body.message : undefined;
    return new FileClientError(message ?? error.message, error.response?.status, body?.code, message);
  }
  return new FileClientError(error instanceof Error ? error.message : String(error));
}

/**
 * The Upload component's client for template or sample files: `upload` posts the file (multipart
 * `multipartFile`, with `bizKey` when the record exists) to con-template/upload or sample/upload
 * with progress; the other calls are not used by Upload and refuse.
 */
export function templateFileClient(kind: 'template' | 'sample'): FileClient {
  const url = kind === 'template' ? `${CON_TEMPLATE_URL}/upload` : `${CON_SAMPLE_URL}/upload`;
  const unsupported = () => Promise.reject(new FileClientError('Not supported'));
  return {
    async upload(file, meta, onProgress, options = {}) {
      const form = new FormData();
      if (meta.bizKey) form.append('bizKey', meta.bizKey);
      form.append('multipartFile', file, file.name);
      try {
        const response = await http.post<Envelope<FileInfo>>(url, form, {
          headers: { 'Content-Type': 'multipart/form-data' },
          signal: options.signal,
          onUploadProgress: (event) => {
            const total = event.total ?? file.size;
            onProgress?.({ loaded: event.loaded, total, percent: total > 0 ? Math.min(100, Math.round((event.loaded / total) * 100)) : 0 });
          },
        });
        const body = response.data;
        if (!body || body.success === false) throw new FileClientError(body?.message || 'Upload failed', response.status, body?.code, body?.message || undefined);
        return body.data as unknown as StoredFile;
      } catch (error) {
        if (error instanceof FileClientError) throw error;
        throw uploadFailure(error);
      }
    },
    list: unsupported,
    download: unsupported,
    reviewUrls: unsupported,
    update: unsupported,
    remove: unsupported,
  };
}
