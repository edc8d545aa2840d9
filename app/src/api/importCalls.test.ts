import type { AxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './envelope';

// The module boundary: the app's call layer and the browser download; importCalls is the real code.
const http = vi.hoisted(() => ({
  requestEnvelope: vi.fn<(config: AxiosRequestConfig) => Promise<unknown>>(),
  requestBlob: vi.fn<(config: AxiosRequestConfig) => Promise<unknown>>(),
}));
const downloads = vi.hoisted(() => ({ saveBlob: vi.fn<(blob: Blob, name: string) => void>() }));
vi.mock('./http', () => http);
vi.mock('../downloads/api', () => downloads);

const { importCalls } = await import('./importCalls');

const BASE = '/system/material/index-import';
const summary = { checkId: 'a'.repeat(32), status: 'checked', total: 4, checkedRows: 4, valid: 2, invalid: 2, errors: ['第3行：标准上限须为数字'], hasErrorFile: true, imported: 0, counts: {}, message: null, isTask: false };
const calls = () => importCalls(BASE, { template: '模板.xlsx', errors: '错误.xlsx' });

afterEach(() => vi.resetAllMocks());

describe('importCalls', () => {
  it('uploads the file as multipart to the check and answers the summary', async () => {
    http.requestEnvelope.mockResolvedValue({ code: 200, success: true, message: '操作成功', data: summary });
    const file = new File(['xlsx'], '质量指标.xlsx');
    expect(await calls().onCheck(file)).toEqual(summary);
    const [config] = http.requestEnvelope.mock.calls[0] ?? [];
    expect(config).toMatchObject({ method: 'POST', url: `${BASE}/check` });
    expect((config?.data as FormData).get('file')).toBeInstanceOf(File);
  });

  it('polls and commits by the run id, the commit answering its success message', async () => {
    http.requestEnvelope.mockResolvedValue({ code: 200, success: true, message: '导入成功，共导入 4 行', data: { ...summary, status: 'committed', imported: 4, message: '导入成功，共导入 4 行' } });
    expect((await calls().onCommit(summary.checkId))?.message).toBe('导入成功，共导入 4 行');
    await calls().onRefresh(summary.checkId);
    expect(http.requestEnvelope.mock.calls.map(([config]) => [config.method, config.url])).toEqual([
      ['POST', `${BASE}/runs/${summary.checkId}/commit`],
      ['GET', `${BASE}/runs/${summary.checkId}`],
    ]);
  });

  it('answers null when the call failed (the call layer showed why)', async () => {
    http.requestEnvelope.mockRejectedValue(Object.assign(new ApiError('文件大小不能超过10M', 413), { shown: true }));
    expect(await calls().onCheck(new File(['x'], 'a.xlsx'))).toBeNull();
  });

  it('saves the template and the error workbook under the gateway names, or the fallbacks', async () => {
    const blob = new Blob(['x']);
    http.requestBlob.mockResolvedValueOnce({ blob, fileName: '物料质量指标导入模板.xlsx' }).mockResolvedValueOnce({ blob, fileName: null });
    await calls().onDownloadTemplate();
    await calls().onDownloadErrors(summary.checkId);
    expect(http.requestBlob.mock.calls.map(([config]) => config.url)).toEqual([`${BASE}/template`, `${BASE}/runs/${summary.checkId}/errors`]);
    expect(downloads.saveBlob.mock.calls.map(([, name]) => name)).toEqual(['物料质量指标导入模板.xlsx', '错误.xlsx']);
  });
});
