import type { ImportCheckSummary, MarketIndexBatchRow, MarketIndexValueRow } from '@srm/gateway/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveGridALayout, renderPageWithButtons } from '../../../testing/pageHarness';
import type * as MarketApi from '../api/marketApi';
import { fetchMarketBatchPage, fetchMarketValuePage, marketImportCalls, submitMarketBatch } from '../api/marketApi';
import { MarketIndexPage } from './MarketIndexPage';

vi.mock('../api/marketApi', async (importOriginal) => ({
  ...(await importOriginal<typeof MarketApi>()),
  fetchMarketValuePage: vi.fn(),
  fetchMarketBatchPage: vi.fn(),
  submitMarketBatch: vi.fn(),
  exportMarketValues: vi.fn(),
  marketImportCalls: vi.fn(),
}));

const value: MarketIndexValueRow = {
  id: 1,
  indexCode: 'CORN_DL',
  indexName: '玉米 大连港平舱价',
  unit: '元/吨',
  place: '大连',
  dataDate: '2026-11-20',
  value: '2650.5000',
  batchNo: 'HQ202611200001',
  updatedTime: '2026-11-20 08:00:00',
};
const draft: MarketIndexBatchRow = {
  id: 7,
  batchNo: 'HQ202611270001',
  fileName: '行情指数.xlsx',
  status: 'draft',
  rowCount: 12,
  duplicateCount: 2,
  createdBy: 'admin',
  createdTime: '2026-11-27 09:00:00',
  submittedBy: null,
  submittedTime: null,
  version: 0,
};
const submitted: MarketIndexBatchRow = { ...draft, id: 6, batchNo: 'HQ202611200001', status: 'submitted', submittedBy: 'admin', submittedTime: '2026-11-20 10:00:00' };
const summary = (over: Partial<ImportCheckSummary>): ImportCheckSummary => ({
  checkId: 'c1',
  status: 'checked',
  total: 3,
  checkedRows: 3,
  valid: 3,
  invalid: 0,
  errors: [],
  hasErrorFile: false,
  imported: 0,
  counts: { duplicates: 2 },
  message: null,
  isTask: false,
  ...over,
});
const MENU: [string, string] = ['report', 'report:market-index'];
const ALL = ['report:market-index:import', 'report:market-index:submit', 'report:market-index:export'];
const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;

giveGridALayout();
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  vi.mocked(fetchMarketValuePage).mockReset().mockResolvedValue({ data: [value], total: 1 });
  vi.mocked(fetchMarketBatchPage).mockReset().mockResolvedValue({ data: [draft, submitted], total: 2 });
  vi.mocked(submitMarketBatch).mockReset().mockResolvedValue({ message: '提交成功' });
  vi.mocked(marketImportCalls)
    .mockReset()
    .mockReturnValue({
      onDownloadTemplate: vi.fn(async () => {}),
      onCheck: vi.fn(async () => summary({})),
      onRefresh: vi.fn(async () => summary({})),
      onDownloadErrors: vi.fn(async () => {}),
      onCommit: vi.fn(async () => summary({ status: 'committed', imported: 3, message: '导入成功，已生成草稿批次 HQ202611270001' })),
    });
});
afterEach(() => cleanup());

describe('行情指数', () => {
  it('lists the data, imports a workbook with the duplicates note and lands on 上传批次', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<MarketIndexPage />, { menu: MENU, buttons: ALL });
    expect(screen.getByRole('heading', { level: 1, name: '行情指数' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '指数数据' })).toBeTruthy();
    await screen.findByText('玉米 大连港平舱价');
    expect(screen.getByText('2650.5000')).toBeTruthy();
    expect(screen.getByRole('button', { name: '导出' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '导入' }));
    const dialog = await screen.findByRole('dialog', { name: '导入行情指数' });
    const file = new File(['x'], '行情指数.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, file);
    await user.click(within(dialog).getByRole('button', { name: '校验' }));
    expect(await within(dialog).findByText('与已有数据重复 2 行，提交后以新数据为准')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '导入' }));
    await screen.findByText('导入成功，已生成草稿批次 HQ202611270001');
    await waitFor(() => expect(screen.getByRole('tab', { name: '上传批次' }).getAttribute('aria-selected')).toBe('true'));
    await screen.findByText('HQ202611270001');
  });

  it('submits a draft batch after a confirm and reloads', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<MarketIndexPage />, { menu: MENU, buttons: ALL });
    await user.click(screen.getByRole('tab', { name: '上传批次' }));
    await screen.findByText('HQ202611270001');
    expect(within(rowOf('HQ202611200001')).queryByRole('button', { name: '提交' })).toBeNull();
    await user.click(within(rowOf('HQ202611270001')).getByRole('button', { name: '提交' }));
    const question = await screen.findByRole('alertdialog');
    await user.click(within(question).getByRole('button', { name: /确定|确认/ }));
    await waitFor(() => expect(submitMarketBatch).toHaveBeenCalledWith(draft));
    expect(await screen.findByText('提交成功')).toBeTruthy();
    await waitFor(() => expect(fetchMarketBatchPage).toHaveBeenCalledTimes(2));
  });

  it('shows no import, export or submit without the buttons', async () => {
    renderPageWithButtons(<MarketIndexPage />, { menu: MENU, buttons: [] });
    await screen.findByText('玉米 大连港平舱价');
    expect(screen.queryByRole('button', { name: '导入' })).toBeNull();
    expect(screen.queryByRole('button', { name: '导出' })).toBeNull();
  });
});
