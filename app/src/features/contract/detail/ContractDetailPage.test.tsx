import type { ContractDetail } from '@srm/gateway/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/envelope';
import { DETAIL_LOAD } from '../../../api/outcome';
import { giveGridALayout, renderPageWithButtons } from '../../../testing/pageHarness';
import {
  changeContractStatus,
  fetchContractDetail,
  fetchContractPdf,
  fetchContractPrintTemplates,
  fetchContractStatusLog,
  fetchContractSyncLog,
  resendContractSync,
  sendContractSync,
  submitContractSignet,
  uploadContractPrint,
} from '../api/contractApi';
import { contractFileClient } from './contractFiles';
import { ContractDetailPage } from './ContractDetailPage';

vi.mock('./contractFiles', () => ({
  CONTRACT_FILE_BIZ_TYPE: 'contract',
  contractFileClient: {
    list: vi.fn().mockResolvedValue([]),
    upload: vi.fn(),
    download: vi.fn(),
    reviewUrls: vi.fn(),
    update: vi.fn(),
    remove: vi.fn(),
  },
}));

vi.mock('../api/contractApi', () => ({
  fetchContractDetail: vi.fn(),
  fetchContractStatusLog: vi.fn(),
  fetchContractSyncLog: vi.fn(),
  changeContractStatus: vi.fn(),
  changeContractExeStatus: vi.fn(),
  submitContractSignet: vi.fn(),
  sendContractSync: vi.fn(),
  resendContractSync: vi.fn(),
  fetchContractPrintTemplates: vi.fn(),
  fetchContractPdf: vi.fn(),
  uploadContractPrint: vi.fn(),
}));

const detail = (overrides: Partial<ContractDetail> = {}): ContractDetail => ({
  id: 5,
  contractNo: 'CG101001202611220001',
  contractName: '玉米采购合同',
  contractCategory: 'basis',
  orgCode: '101001',
  orgName: '河北饲料有限公司',
  supplierSn: 'S0001',
  supplierName: '中粮贸易（大连）有限公司',
  categoryCode: '100101',
  categoryName: '玉米',
  status: 'draft',
  exeStatus: null,
  sealStatus: null,
  syncStatus: 'unsynched',
  changeVersion: 0,
  totalQuantity: '300.000',
  totalAmount: '750000.50',
  createdBy: 'admin',
  createdTime: '2026-11-01T01:00:00.000Z',
  updatedTime: '2026-11-01T01:00:00.000Z',
  version: 4,
  lines: [
    {
      id: 1,
      lineNo: 1,
      matCode: 'M001',
      matName: '二等黄玉米',
      quantity: '100.000',
      unitCode: 't',
      priceWithTax: '2500.000000',
      taxRate: '9',
      amount: '250000.00',
      taxAmount: '20642.20',
      amountWithoutTax: '229357.80',
      executedQuantity: '40.000',
      residualQuantity: '60.000',
    },
  ],
  rebates: [],
  allowedActions: ['submit', 'cancel'],
  editable: true,
  ...overrides,
});

function renderPage(buttons: string[], path = '/contract/detail?id=5') {
  renderPageWithButtons(<ContractDetailPage />, { menu: ['contract', 'contract:list'], buttons, path });
}

giveGridALayout();

beforeEach(() => {
  vi.mocked(fetchContractDetail).mockReset().mockResolvedValue(detail());
  vi.mocked(fetchContractStatusLog)
    .mockReset()
    .mockResolvedValue({
      changes: [{ fromStatus: 'REJECT', toStatus: 'APPROVING', source: 'user', actor: 'admin', time: '2026-11-01T02:00:00.000Z' }],
      callbacks: [{ bizType: 'OA', status: 'REJECT', outcome: 'applied', fromStatus: 'APPROVING', time: '2026-11-01T01:30:00.000Z' }],
    });
  vi.mocked(fetchContractSyncLog).mockReset().mockResolvedValue({ syncStatus: 'unsynched', ebsPoStatus: null, logs: [] });
  vi.mocked(changeContractStatus).mockReset();
  vi.mocked(submitContractSignet).mockReset();
  vi.mocked(sendContractSync).mockReset();
  vi.mocked(resendContractSync).mockReset();
  vi.mocked(contractFileClient.list).mockResolvedValue([]);
});
afterEach(cleanup);

const actionBar = () => screen.getByRole('group', { name: '合同操作' });
const actionNames = () => within(actionBar()).getAllByRole('button').map((button) => button.textContent);

describe('<ContractDetailPage>', () => {
  it('shows the head, the lines with executed and residual quantities, and the totals in words', async () => {
    renderPage([]);
    expect(await screen.findByRole('heading', { level: 1, name: '合同详情 CG101001202611220001' })).toBeTruthy();
    expect(fetchContractDetail).toHaveBeenCalledWith(5, DETAIL_LOAD);
    expect(screen.getByText('中粮贸易（大连）有限公司（S0001）')).toBeTruthy();
    const lines = screen.getByRole('grid', { name: '合同明细' });
    const row = within(lines).getByText('二等黄玉米').closest('[role="row"]') as HTMLElement;
    const cells = within(row).getAllByRole('gridcell').map((cell) => cell.textContent);
    // Quantity, executed and residual quantity; amount, tax and amount without tax.
    expect(cells).toEqual(expect.arrayContaining(['100', '40', '60', '250,000.00', '20,642.20', '229,357.80']));
    expect(screen.getByText('750,000.50')).toBeTruthy();
    expect(screen.getByText('柒拾伍万元伍角')).toBeTruthy();
  });

  it('tells a contract that is missing or out of scope once, in the page, with a way back to the list (no toasts)', async () => {
    vi.mocked(fetchContractDetail).mockRejectedValue(new ApiError('合同不存在或无权查看', 404, 404));
    vi.mocked(fetchContractStatusLog).mockRejectedValue(new ApiError('合同不存在', 404, 404));
    vi.mocked(fetchContractSyncLog).mockRejectedValue(new ApiError('合同不存在', 404, 404));
    renderPage([]);
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('合同不存在或无权查看');
    expect(within(notice).getByRole('link', { name: '返回合同列表' }).getAttribute('href')).toBe('/contract/list');
    // Every call of the load is silent: the call layer shows no message of its own.
    for (const call of [fetchContractDetail, fetchContractStatusLog, fetchContractSyncLog]) expect(call).toHaveBeenCalledWith(5, DETAIL_LOAD);
    expect(DETAIL_LOAD.silent).toBe(true);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText('合同不存在', { exact: true })).toBeNull();
    expect(screen.queryByRole('group', { name: '合同操作' })).toBeNull();
  });

  it('still tells a timeline that failed while the contract loaded', async () => {
    vi.mocked(fetchContractSyncLog).mockRejectedValue(new ApiError('同步记录加载失败', 500, 500));
    renderPage([]);
    await screen.findByRole('group', { name: '合同操作' });
    expect(await screen.findByText('同步记录加载失败')).toBeTruthy();
  });

  it('lists the status changes and callbacks, newest last, with who and the outcome', async () => {
    renderPage([]);
    const timeline = await screen.findByRole('list', { name: '状态记录' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('OA回调：已驳回');
    expect(items[0]?.textContent).toContain('已生效');
    expect(items[1]?.textContent).toContain('提交审批');
    expect(items[1]?.textContent).toContain('已驳回 → 审批中');
    expect(items[1]?.textContent).toContain('admin');
  });

  it('offers only the allowed actions, and 编辑 when editable', async () => {
    renderPage([]);
    await screen.findByRole('group', { name: '合同操作' });
    expect(actionNames()).toEqual(['提交审批', '作废', '编辑', '打印']);
    cleanup();

    vi.mocked(fetchContractDetail).mockResolvedValue(detail({ status: 'APPROVING', allowedActions: [], editable: false }));
    renderPage(['contract:signet']);
    await screen.findByRole('group', { name: '合同操作' });
    expect(actionNames()).toEqual(['打印']);
  });

  it('prints: the preview offers only printable templates, and 生成并上传 stores the PDF as a contract attachment', async () => {
    vi.mocked(fetchContractPrintTemplates).mockResolvedValue([
      { id: 7, name: '采购合同（标准版）', code: 'PT_CONTRACT_STANDARD', type: 'contract', bizType: 'contract', fileId: null, fileName: null, printable: true, enabled: 1, sortNumber: 10, remark: null, version: 1 },
      { id: 8, name: '豆粕采购合同', code: 'PT_X', type: 'contract', bizType: 'contract', fileId: null, fileName: null, printable: false, enabled: 1, sortNumber: 20, remark: null, version: 1 },
    ]);
    vi.mocked(fetchContractPdf).mockResolvedValue(new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }));
    vi.mocked(uploadContractPrint).mockReset().mockResolvedValue({ id: 'f99' } as Awaited<ReturnType<typeof uploadContractPrint>>);
    const user = userEvent.setup();
    renderPage([]);
    await screen.findByRole('group', { name: '合同操作' });
    await user.click(within(actionBar()).getByRole('button', { name: '打印' }));
    const preview = await screen.findByRole('dialog', { name: '打印预览' });
    await waitFor(() => expect(preview.querySelector('.srm-print-preview-template[data-loading]')).toBeNull());
    await user.click(within(preview).getByRole('button', { name: /打印模板/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['采购合同（标准版）']);
    await user.click(options[0] as HTMLElement);
    await within(preview).findByTitle('采购合同（标准版）的 PDF 预览');
    const listed = vi.mocked(contractFileClient.list).mock.calls.length;
    await user.click(within(preview).getByRole('button', { name: '生成并上传' }));
    expect(uploadContractPrint).toHaveBeenCalledWith(5, 7, 'contract');
    expect(await within(preview).findByText('上传成功')).toBeTruthy();
    // The attachment list reads its files again.
    await waitFor(() => expect(vi.mocked(contractFileClient.list).mock.calls.length).toBeGreaterThan(listed));
  });

  it('previews an attachment from its name, with no page wiring: pictures and PDFs show, other types offer a download', async () => {
    const stored = { bizType: 'contract', bizKey: '5', module: 'contract', contractFileType: null, signetFlag: 0 as const, fileCategory: null, creatorName: '张采购', createdTime: '2026-11-01 10:00:00', version: 0 };
    vi.mocked(contractFileClient.list).mockResolvedValue([
      { ...stored, id: 'f41', originalName: '营业执照.png', fileType: 'png', fileSize: 2048 },
      { ...stored, id: 'f42', originalName: '质检报告.docx', fileType: 'docx', fileSize: 4096 },
    ]);
    vi.mocked(contractFileClient.reviewUrls).mockResolvedValue([]);
    vi.mocked(contractFileClient.download).mockResolvedValue({ blob: new Blob(['png'], { type: 'image/png' }), name: '营业执照.png' });
    const user = userEvent.setup();
    renderPage([]);
    const attachments = await screen.findByRole('grid', { name: '附件列表' });
    await user.click(await within(attachments).findByRole('button', { name: '营业执照.png' }, { timeout: 3000 }));
    const picture = await screen.findByRole('dialog', { name: '营业执照.png' });
    expect(picture.querySelector('.srm-viewer')?.getAttribute('data-kind')).toBe('image');
    await waitFor(() => expect(contractFileClient.reviewUrls).toHaveBeenCalledWith(['f41']));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(attachments).getByRole('button', { name: '质检报告.docx' }));
    const other = await screen.findByRole('dialog', { name: '质检报告.docx' });
    expect(within(other).getByText('暂不支持预览当前文件类型')).toBeTruthy();
    expect(within(other).getByRole('button', { name: '下载文件' })).toBeTruthy();
  });

  it('offers no 生成并上传 on a contract that cannot be edited', async () => {
    vi.mocked(fetchContractDetail).mockResolvedValue(detail({ status: 'APPROVING', allowedActions: [], editable: false }));
    vi.mocked(fetchContractPrintTemplates).mockResolvedValue([]);
    const user = userEvent.setup();
    renderPage([]);
    await screen.findByRole('group', { name: '合同操作' });
    await user.click(within(actionBar()).getByRole('button', { name: '打印' }));
    const preview = await screen.findByRole('dialog', { name: '打印预览' });
    expect(within(preview).getByRole('button', { name: '下载' })).toBeTruthy();
    expect(within(preview).queryByRole('button', { name: '生成并上传' })).toBeNull();
  });

  it('submits with the detail version, shows the gateway message and reloads everything', async () => {
    vi.mocked(changeContractStatus).mockResolvedValue({ data: { id: 5, status: 'APPROVING', version: 5 }, message: '提交审批成功' });
    const user = userEvent.setup();
    renderPage(['contract:submit']);
    await screen.findByRole('group', { name: '合同操作' });
    await user.click(within(actionBar()).getByRole('button', { name: '提交审批' }));
    expect(changeContractStatus).toHaveBeenCalledWith({ id: 5, version: 4, action: 'submit' });
    expect(await screen.findByText('提交审批成功')).toBeTruthy();
    await waitFor(() => expect(fetchContractDetail).toHaveBeenCalledTimes(2));
    expect(fetchContractStatusLog).toHaveBeenCalledTimes(2);
    expect(fetchContractSyncLog).toHaveBeenCalledTimes(2);
  });

  it('reloads after a refused action (a stale version)', async () => {
    vi.mocked(changeContractStatus).mockRejectedValue(Object.assign(new Error('数据已被修改，请刷新后重试'), { status: 409, shown: true }));
    const user = userEvent.setup();
    renderPage([]);
    await screen.findByRole('group', { name: '合同操作' });
    await user.click(within(actionBar()).getByRole('button', { name: '提交审批' }));
    await waitFor(() => expect(fetchContractDetail).toHaveBeenCalledTimes(2));
  });

  it('asks before voiding and does nothing when cancelled', async () => {
    const user = userEvent.setup();
    renderPage([]);
    await screen.findByRole('group', { name: '合同操作' });
    await user.click(within(actionBar()).getByRole('button', { name: '作废' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('确定作废合同CG101001202611220001吗？');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(changeContractStatus).not.toHaveBeenCalled();
  });

  it('offers 提交签章 on a sent contract to holders of contract:signet and sends the version', async () => {
    vi.mocked(fetchContractDetail).mockResolvedValue(detail({ status: 'SENT', allowedActions: ['cancel'], editable: false }));
    vi.mocked(submitContractSignet).mockResolvedValue({ data: { id: 5, status: 'SENT', sealStatus: 'inProcess', version: 5 }, message: '已提交签章' });
    const user = userEvent.setup();
    renderPage(['contract:signet']);
    await screen.findByRole('group', { name: '合同操作' });
    expect(actionNames()).toEqual(['作废', '提交签章', '打印']);
    await user.click(within(actionBar()).getByRole('button', { name: '提交签章' }));
    expect(submitContractSignet).toHaveBeenCalledWith({ id: 5, version: 4 });
    expect(await screen.findByText('已提交签章')).toBeTruthy();
  });

  it('shows each ERP message with its attempts and resends a failed one', async () => {
    vi.mocked(fetchContractDetail).mockResolvedValue(detail({ status: 'SIGN', allowedActions: ['archiveElectronic'], editable: false }));
    vi.mocked(fetchContractSyncLog).mockResolvedValue({
      syncStatus: 'unsynched',
      ebsPoStatus: null,
      logs: [
        {
          id: 31,
          system: 'EBS',
          bizType: 'CONTRACT_SYNC',
          bizKey: 'CG101001202611220001',
          state: 'ERROR',
          attempts: 2,
          nextAttemptTime: null,
          lastError: 'HTTP 500',
          response: null,
          createdBy: 'admin',
          createdTime: '2026-11-02T01:00:00.000Z',
          updatedTime: '2026-11-02T01:05:00.000Z',
          attemptList: [
            { attemptNo: 1, time: '2026-11-02T01:00:01.000Z', httpStatus: 500, ok: false, error: '服务器错误', durationMs: 12 },
            { attemptNo: 2, time: '2026-11-02T01:01:01.000Z', httpStatus: null, ok: false, error: 'ECONNREFUSED', durationMs: 3 },
          ],
        },
      ],
    });
    vi.mocked(resendContractSync).mockResolvedValue({ data: { logId: 31 }, message: '已重新提交同步' });
    const user = userEvent.setup();
    renderPage(['contract:sync']);
    const timeline = await screen.findByRole('list', { name: 'ERP同步记录' });
    expect(timeline.textContent).toContain('合同同步');
    expect(timeline.textContent).toContain('失败');
    expect(timeline.textContent).toContain('HTTP 500');
    expect(timeline.textContent).toContain('无响应');
    expect(timeline.textContent).toContain('ECONNREFUSED');
    expect(actionNames()).toContain('同步ERP');
    await user.click(within(timeline).getByRole('button', { name: '重新发送' }));
    expect(resendContractSync).toHaveBeenCalledWith(31);
    expect(await screen.findByText('已重新提交同步')).toBeTruthy();
  });

  it('says how to open a contract without an id', () => {
    renderPage([], '/contract/detail');
    expect(screen.getByText('请从合同列表打开合同详情')).toBeTruthy();
    expect(fetchContractDetail).not.toHaveBeenCalled();
  });
});
