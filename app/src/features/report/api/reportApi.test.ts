import type { FileClient, StoredFile } from '@srm/design-system';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../api/http';
import { commitReport, createReportFromTemplate, deleteReport, fetchReportById, fetchReportPage, REPORT_LIST_URLS, saveReportDraft, setReportFavourite, uploadReportFile } from './reportApi';

const envelope = (data: unknown, message = '操作成功') => ({ data: { code: 200, success: true, message, data }, status: 200, statusText: 'OK', headers: {}, config: {} });

afterEach(() => vi.restoreAllMocks());

describe('reportApi', () => {
  it('addresses the four lists under /report/api/v1/report', () => {
    expect(REPORT_LIST_URLS).toEqual({
      all: '/report/api/v1/report/page',
      favourite: '/report/api/v1/report/favourite/page',
      draft: '/report/api/v1/report/draft/page',
      template: '/report/api/v1/report/template/page',
    });
  });

  it('posts a list page with the filters, and reads a report by id', async () => {
    const spy = vi.spyOn(http, 'request').mockResolvedValue(envelope({ result: [], total: 0, page: 1, pageSize: 20 }));
    await fetchReportPage('draft', { page: 1, pageSize: 20, 'title.contains': '玉米' });
    expect(spy.mock.calls[0]?.[0]).toMatchObject({ method: 'POST', url: '/report/api/v1/report/draft/page', data: { page: 1, pageSize: 20, 'title.contains': '玉米' } });
    spy.mockResolvedValue(envelope({ id: 7 }));
    expect(await fetchReportById(7)).toEqual({ id: 7 });
    expect(spy.mock.calls[1]?.[0]).toMatchObject({ method: 'GET', url: '/report/api/v1/report/getReportById' });
  });

  it('sends the writes with their bodies and answers the gateway’s message', async () => {
    const spy = vi.spyOn(http, 'request').mockResolvedValue(envelope(null, '保存成功'));
    const body = { title: 't', content: [], reportType: 'daily', analyses: [], references: [] } as never;
    expect(await saveReportDraft(body)).toEqual({ data: null, message: '保存成功' });
    await commitReport(body);
    await deleteReport(3);
    await setReportFavourite(3, true);
    await setReportFavourite(3, false);
    await createReportFromTemplate(9);
    expect(spy.mock.calls.map(([config]) => [config.url, config.data])).toEqual([
      ['/report/api/v1/report/createReport', body],
      ['/report/api/v1/report/commitReport', body],
      ['/report/api/v1/report/deleteReport', { id: 3 }],
      ['/report/api/v1/report/collect', { id: 3 }],
      ['/report/api/v1/report/cancelCollect', { id: 3 }],
      ['/report/api/v1/report/createFromTemplate', { templateId: 9 }],
    ]);
  });

  it('uploads a file with bizType report (bizKey the report when it has one)', async () => {
    const upload = vi.fn().mockResolvedValue({ id: 'f'.repeat(32), originalName: 'a.png', reviewUrl: '/gateway/preview/f' } as StoredFile);
    const client = { upload } as unknown as FileClient;
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    expect(await uploadReportFile(file, null, client)).toEqual({ fileKey: 'f'.repeat(32), url: '/gateway/preview/f', name: 'a.png' });
    await uploadReportFile(file, 12, client);
    expect(upload.mock.calls.map((call) => call[1])).toEqual([
      { bizType: 'report', bizKey: null },
      { bizType: 'report', bizKey: '12' },
    ]);
  });
});
