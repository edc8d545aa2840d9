import type { InquiryDetail, SupplierInquiryRow } from '@srm/gateway/api';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPageWithButtons } from '../../../testing/pageHarness';
import { fetchInquiryDetail, saveInquiry } from '../api/inquiryApi';
import { InquiryDialog } from './InquiryDialog';
import { deadlineToPicker, pickerToDeadline } from './inquiryActions';

vi.mock('../api/inquiryApi', () => ({
  fetchInquiryDetail: vi.fn(),
  saveInquiry: vi.fn(),
}));

const MENU: [string, string] = ['supplier', 'supplier:inquiry'];

const detail: InquiryDetail = {
  id: 7,
  inquiryNo: 'XJ202611270001',
  title: '豆粕询价',
  orgCode: 'C001',
  orgName: '福建公司',
  categoryCode: '1001',
  categoryName: '豆粕',
  deadline: '2099-12-01T10:00:00.000Z',
  status: 'draft',
  awardedSupplierSn: null,
  contractId: null,
  remark: '急需',
  createdBy: 'admin',
  createdTime: '2026-11-27T08:00:00.000Z',
  updatedTime: '2026-11-27T08:00:00.000Z',
  version: 2,
  sealed: true,
  lines: [{ id: 11, lineNo: 1, matCode: '1001010001', matName: '豆粕A', quantity: '100', unitCode: 'KG', deliveryStart: '2099-12-10', deliveryEnd: '2099-12-20' }],
  suppliers: [
    { supplierSn: 'S0001', supplierName: '中粮' },
    { supplierSn: 'S0002', supplierName: '北大荒' },
  ],
  quotes: [],
};

const row = { id: 7, inquiryNo: 'XJ202611270001', status: 'draft', deadline: detail.deadline, version: 2 } as SupplierInquiryRow;

vi.setConfig({ testTimeout: 40_000 });

beforeEach(() => {
  vi.mocked(fetchInquiryDetail).mockReset().mockResolvedValue(detail);
  vi.mocked(saveInquiry).mockReset().mockResolvedValue({ data: { id: 7, inquiryNo: 'XJ202611270001', status: 'draft', version: 3 }, message: '修改成功' });
});

afterEach(cleanup);

describe('InquiryDialog', () => {
  it('checks a new draft before sending anything', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<InquiryDialog onClose={vi.fn()} onSaved={vi.fn()} />, { menu: MENU, buttons: ['supplier:inquiry:add'] });
    await screen.findByRole('dialog', { name: '新增询价单' });
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请填写询价标题');
    expect(saveInquiry).not.toHaveBeenCalled();
  });

  it('saves an edited draft with its version, and shows the gateway’s 400 in the dialog', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    vi.mocked(saveInquiry).mockRejectedValueOnce(Object.assign(new Error('第1行：物料1001010001不属于询价品类'), { shown: true, status: 400, code: 400 }));
    renderPageWithButtons(<InquiryDialog row={row} onClose={vi.fn()} onSaved={onSaved} />, { menu: MENU, buttons: ['supplier:inquiry:edit'] });
    await screen.findByRole('dialog', { name: '编辑询价单 XJ202611270001' });
    await screen.findByRole('textbox', { name: '第1行 数量' });
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect((await screen.findByRole('alert')).textContent).toBe('第1行：物料1001010001不属于询价品类');
    const body = {
      id: 7,
      version: 2,
      title: '豆粕询价',
      orgCode: 'C001',
      categoryCode: '1001',
      deadline: pickerToDeadline(deadlineToPicker(detail.deadline)),
      remark: '急需',
      lines: [{ matCode: '1001010001', quantity: '100', deliveryStart: '2099-12-10', deliveryEnd: '2099-12-20' }],
      supplierSns: ['S0001', 'S0002'],
    };
    expect(vi.mocked(saveInquiry).mock.calls[0]?.[0]).toEqual(body);
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(vi.mocked(saveInquiry).mock.calls[1]?.[0]).toEqual(body);
  });
});
