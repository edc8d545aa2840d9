import type { InterfaceLogDetail, InterfaceLogRow } from '@srm/gateway/api';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveGridALayout, renderPageWithButtons } from '../../../testing/pageHarness';
import { fetchInterfaceLogDetail, fetchInterfaceLogPage, retryInterfaceLog } from '../api/adminListsApi';
import { InterfaceLogPage } from './InterfaceLogPage';

vi.mock('../api/adminListsApi', () => ({
  fetchInterfaceLogPage: vi.fn(),
  fetchInterfaceLogDetail: vi.fn(),
  retryInterfaceLog: vi.fn(async () => ({ message: '已重新推送' })),
}));

const failed: InterfaceLogRow = {
  id: 5,
  system: 'FSSC',
  bizType: 'ACCOUNT_CHECK',
  bizKey: 'DZ000001',
  state: 'ERROR',
  attempts: 1,
  lastError: 'HTTP 500',
  createdTime: '2026-11-20T02:00:00.000Z',
  updatedTime: '2026-11-20T02:00:00.000Z',
};

const detail: InterfaceLogDetail = {
  ...failed,
  bizId: null,
  payload: { checkNo: 'DZ000001' },
  response: '{"code":500}',
  attemptList: [{ attemptNo: 1, attemptTime: '2026-11-20 10:00:00', httpStatus: 500, ok: false, error: 'HTTP 500', durationMs: 120 }],
};

giveGridALayout();

beforeEach(() => {
  vi.mocked(fetchInterfaceLogPage).mockResolvedValue({ data: [failed], total: 1 });
  vi.mocked(fetchInterfaceLogDetail).mockResolvedValue(detail);
});
afterEach(cleanup);

describe('<InterfaceLogPage>', () => {
  it('lists the messages and shows payload, response and attempts in the detail', async () => {
    renderPageWithButtons(<InterfaceLogPage />, { menu: ['system', 'system:interface-log'], buttons: [] });
    expect(await screen.findByText('DZ000001')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '接口日志' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '详情' }));
    expect(await screen.findByText(/"checkNo": "DZ000001"/)).toBeTruthy();
    expect(screen.getByText(/"code": 500/)).toBeTruthy();
    expect(screen.getByText(/第1次 .* HTTP 500/)).toBeTruthy();
    // Without the retry button, no 重新推送.
    expect(screen.queryByRole('button', { name: '重新推送' })).toBeNull();
  });

  it('pushes a failed message again with the retry button', async () => {
    renderPageWithButtons(<InterfaceLogPage />, { menu: ['system', 'system:interface-log'], buttons: ['system:interface-log:retry'] });
    await screen.findByText('DZ000001');
    await userEvent.click(screen.getByRole('button', { name: '详情' }));
    await userEvent.click(await screen.findByRole('button', { name: '重新推送' }));
    expect(retryInterfaceLog).toHaveBeenCalledWith(5);
  });
});
