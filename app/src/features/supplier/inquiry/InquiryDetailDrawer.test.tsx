import type { InquiryDetail } from '@srm/gateway/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as RouterDom from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPageWithButtons } from '../../../testing/pageHarness';
import { awardInquiry, fetchInquiryDetail, publishInquiry } from '../api/inquiryApi';
import { InquiryDetailDrawer } from './InquiryDetailDrawer';
import type { InquiryButtons } from './inquiryActions';

vi.mock('../api/inquiryApi', () => ({
  fetchInquiryDetail: vi.fn(),
  publishInquiry: vi.fn(),
  cancelInquiry: vi.fn(),
  awardInquiry: vi.fn(),
}));

const navigate = vi.fn();
vi.mock('react-router-dom', async (original) => ({ ...(await original<typeof RouterDom>()), useNavigate: () => navigate }));

const STAFF: InquiryButtons = { add: true, edit: true, publish: true, award: true, quote: false };

const base: InquiryDetail = {
  id: 7,
  inquiryNo: 'XJ202611270001',
  title: '豆粕询价',
  orgCode: 'C001',
  orgName: '福建公司',
  categoryCode: '1001',
  categoryName: '豆粕',
  deadline: '2020-12-01T10:00:00.000Z',
  status: 'closed',
  awardedSupplierSn: null,
  contractId: null,
  remark: null,
  createdBy: 'admin',
  createdTime: '2020-11-27T08:00:00.000Z',
  updatedTime: '2020-11-27T08:00:00.000Z',
  version: 3,
  sealed: false,
  lines: [
    { id: 11, lineNo: 1, matCode: '1001010001', matName: '豆粕A', quantity: '100', unitCode: 'KG', deliveryStart: null, deliveryEnd: null },
    { id: 12, lineNo: 2, matCode: '1001010002', matName: '豆粕B', quantity: '50', unitCode: 'KG', deliveryStart: null, deliveryEnd: null },
  ],
  suppliers: [
    { supplierSn: 'S0001', supplierName: '中粮' },
    { supplierSn: 'S0002', supplierName: '北大荒' },
  ],
  quotes: [
    { id: 1, lineId: 11, supplierSn: 'S0001', supplierName: '中粮', priceWithTax: '3.10', quantity: '100', deliveryDate: null, validUntil: null, lowest: false, updatedTime: '' },
    { id: 2, lineId: 11, supplierSn: 'S0002', supplierName: '北大荒', priceWithTax: '3.00', quantity: '100', deliveryDate: null, validUntil: null, lowest: true, updatedTime: '' },
    { id: 3, lineId: 12, supplierSn: 'S0001', supplierName: '中粮', priceWithTax: '2.00', quantity: '50', deliveryDate: null, validUntil: null, lowest: true, updatedTime: '' },
  ],
};

vi.setConfig({ testTimeout: 40_000 });

beforeEach(() => {
  navigate.mockReset();
  vi.mocked(fetchInquiryDetail).mockReset().mockResolvedValue(base);
  vi.mocked(publishInquiry).mockReset();
  vi.mocked(awardInquiry).mockReset().mockResolvedValue({ data: { contractId: 55, contractNo: 'HT001' }, message: '定标成功，已生成合同草稿' });
});

afterEach(cleanup);

function renderDrawer(buttons: InquiryButtons = STAFF) {
  const onChanged = vi.fn();
  renderPageWithButtons(<InquiryDetailDrawer inquiry={{ id: 7, inquiryNo: 'XJ202611270001' }} buttons={buttons} onClose={vi.fn()} onChanged={onChanged} onQuote={vi.fn()} />, {
    menu: ['supplier', 'supplier:inquiry'],
    buttons: [],
  });
  return { onChanged };
}

describe('InquiryDetailDrawer', () => {
  it('compares the quotes per line and highlights the gateway’s lowest', async () => {
    renderDrawer();
    const table = await screen.findByRole('table', { name: '报价比较' });
    const lowest = table.querySelectorAll('[data-lowest]');
    expect([...lowest].map((cell) => cell.textContent)).toEqual(['3.00 最低价', '2.00 最低价']);
    expect(within(table).getByText('未报价')).toBeTruthy();
    expect(screen.getByRole('button', { name: '定标' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '发布' })).toBeNull();
  });

  it('tells staff that quotes are sealed before the deadline', async () => {
    vi.mocked(fetchInquiryDetail).mockResolvedValue({ ...base, status: 'published', deadline: '2099-01-01T00:00:00.000Z', sealed: true, quotes: [] });
    renderDrawer();
    expect(await screen.findByText('报价截止前不显示报价')).toBeTruthy();
    expect(screen.getByRole('button', { name: '取消询价' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '定标' })).toBeNull();
  });

  it('awards a supplier that quoted every line and opens its contract draft', async () => {
    const user = userEvent.setup();
    const { onChanged } = renderDrawer();
    await user.click(await screen.findByRole('button', { name: '定标' }));
    const dialog = await screen.findByRole('dialog', { name: '定标 XJ202611270001' });
    // Only S0001 quoted both lines: it is chosen already.
    await user.click(within(dialog).getByRole('button', { name: '定标' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/contract/edit?id=55'));
    expect(awardInquiry).toHaveBeenCalledWith({ id: 7, version: 3, supplierSn: 'S0001' });
    expect(onChanged).toHaveBeenCalled();
  });
});
