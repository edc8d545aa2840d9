import type { InquiryDetail } from '@srm/gateway/api';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPageWithButtons } from '../../../testing/pageHarness';
import { fetchInquiryDetail, submitInquiryQuote } from '../api/inquiryApi';
import { QuoteDialog } from './QuoteDialog';

vi.mock('../api/inquiryApi', () => ({
  fetchInquiryDetail: vi.fn(),
  submitInquiryQuote: vi.fn(),
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
  status: 'published',
  awardedSupplierSn: null,
  contractId: null,
  remark: null,
  createdBy: 'admin',
  createdTime: '2026-11-27T08:00:00.000Z',
  updatedTime: '2026-11-27T08:00:00.000Z',
  version: 2,
  sealed: true,
  lines: [
    { id: 11, lineNo: 1, matCode: '1001010001', matName: '豆粕A', quantity: '100', unitCode: 'KG', deliveryStart: null, deliveryEnd: null },
    { id: 12, lineNo: 2, matCode: '1001010002', matName: '豆粕B', quantity: '50.5', unitCode: 'KG', deliveryStart: null, deliveryEnd: null },
  ],
  suppliers: [{ supplierSn: 'S0001', supplierName: '中粮贸易（大连）有限公司' }],
  quotes: [
    {
      id: 90,
      lineId: 12,
      supplierSn: 'S0001',
      supplierName: '中粮贸易（大连）有限公司',
      priceWithTax: '3.20',
      quantity: '50',
      deliveryDate: null,
      validUntil: null,
      lowest: false,
      updatedTime: '2026-11-27T09:00:00.000Z',
    },
  ],
};

/** Types a text at once (a paste): typing key by key takes seconds in happy-dom. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.clear(field);
  await user.paste(text);
}

vi.setConfig({ testTimeout: 40_000 });

beforeEach(() => {
  vi.mocked(fetchInquiryDetail).mockReset().mockResolvedValue(detail);
  vi.mocked(submitInquiryQuote).mockReset().mockResolvedValue({ data: { inquiryId: 7, quoted: 2 }, message: '报价成功' });
});

afterEach(cleanup);

function renderDialog() {
  const onQuoted = vi.fn();
  const onClose = vi.fn();
  renderPageWithButtons(<QuoteDialog inquiry={{ id: 7, inquiryNo: 'XJ202611270001' }} onClose={onClose} onQuoted={onQuoted} />, { menu: MENU, buttons: ['supplier:inquiry:quote'] });
  return { onQuoted, onClose };
}

describe('QuoteDialog', () => {
  it('is prefilled with the supplier’s own earlier quote', async () => {
    renderDialog();
    expect(await screen.findByRole('dialog', { name: '报价 XJ202611270001' })).toBeTruthy();
    expect((await screen.findByRole<HTMLInputElement>('textbox', { name: '第2行 含税单价' })).value).toBe('3.20');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '第2行 报价数量' }).value).toBe('50');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '第1行 含税单价' }).value).toBe('');
  });

  it('refuses a quantity above the line’s in the form and sends nothing', async () => {
    const user = userEvent.setup();
    renderDialog();
    const quantity = await screen.findByRole('textbox', { name: '第2行 报价数量' });
    await fill(user, quantity, '60');
    await user.click(screen.getByRole('button', { name: '提交报价' }));
    expect((await screen.findByRole('alert')).textContent).toBe('第2行：报价数量不能超过询价数量50.5');
    expect(submitInquiryQuote).not.toHaveBeenCalled();
  });

  it('sends exactly the quoted lines', async () => {
    const user = userEvent.setup();
    const { onQuoted } = renderDialog();
    await fill(user, await screen.findByRole('textbox', { name: '第1行 含税单价' }), '4.5');
    await fill(user, screen.getByRole('textbox', { name: '第1行 报价数量' }), '100');
    await user.click(screen.getByRole('button', { name: '提交报价' }));
    await waitFor(() => expect(onQuoted).toHaveBeenCalled());
    expect(submitInquiryQuote).toHaveBeenCalledTimes(1);
    expect(vi.mocked(submitInquiryQuote).mock.calls[0]?.[0]).toEqual({
      inquiryId: 7,
      quotes: [
        { lineId: 11, priceWithTax: '4.5', quantity: '100', deliveryDate: null, validUntil: null },
        { lineId: 12, priceWithTax: '3.20', quantity: '50', deliveryDate: null, validUntil: null },
      ],
    });
  });

  it('shows the gateway’s refusal (报价已截止) in the dialog', async () => {
    const user = userEvent.setup();
    vi.mocked(submitInquiryQuote).mockRejectedValue(Object.assign(new Error('报价已截止'), { shown: true, status: 400, code: 400 }));
    const { onQuoted } = renderDialog();
    await screen.findByRole('textbox', { name: '第2行 含税单价' });
    await user.click(screen.getByRole('button', { name: '提交报价' }));
    expect((await screen.findByRole('alert')).textContent).toBe('报价已截止');
    expect(onQuoted).not.toHaveBeenCalled();
  });

  it('says 报价已截止 and sends nothing once the deadline has passed', async () => {
    vi.mocked(fetchInquiryDetail).mockResolvedValue({ ...detail, status: 'closed', deadline: '2020-01-01T00:00:00.000Z' });
    renderDialog();
    expect((await screen.findByText('报价已截止')).getAttribute('role')).toBe('status');
    const send = screen.getByRole('button', { name: '提交报价' });
    expect(send.hasAttribute('disabled') || send.getAttribute('aria-disabled') === 'true').toBe(true);
  });
});
