import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as DocumentFlowApi from '../api/documentFlow';
import { fetchDocumentFlow, orderedNodes, type DocumentFlowNode } from '../api/documentFlow';
import { DETAIL_LOAD } from '../api/outcome';
import { renderPageWithButtons } from '../testing/pageHarness';
import { DocumentFlowPanel } from './DocumentFlowPanel';

vi.mock('../api/documentFlow', async (importOriginal) => ({
  ...(await importOriginal<typeof DocumentFlowApi>()),
  fetchDocumentFlow: vi.fn(),
}));

const node = (values: Partial<DocumentFlowNode> & Pick<DocumentFlowNode, 'type' | 'no'>): DocumentFlowNode => ({ id: 1, status: '', quantity: null, amount: null, upstream: false, current: false, ...values });

const CHAIN: DocumentFlowNode[] = [
  node({ type: 'payment', id: 6, no: 'FK000001', status: 'submitted', amount: '73132.50' }),
  node({ type: 'contract', id: 5, no: 'CG101001202611220001', status: 'APPROVED', quantity: '300.000', amount: '750000.00', current: true }),
  node({ type: 'pick', id: 7, no: 'TH101001202611280001', status: 'confirmed', quantity: '100.000' }),
  node({ type: 'shipping', id: 31, no: 'FY101001202611280001', quantity: '29.400' }),
  node({ type: 'check', id: 9, no: 'DZ000001', status: 'confirmed', quantity: '29.400', amount: '73132.50' }),
  node({ type: 'invoice', id: 4, no: '04400001', status: 'weird', quantity: '29.400', amount: '73132.50' }),
];

const renderPanel = (props: { defaultExpanded?: boolean } = {}) => renderPageWithButtons(<DocumentFlowPanel type="contract" id={5} {...props} />, { menu: ['contract', 'contract:list'], buttons: [] });

beforeEach(() => {
  vi.mocked(fetchDocumentFlow).mockReset().mockResolvedValue({ nodes: CHAIN });
});
afterEach(cleanup);

describe('<DocumentFlowPanel>', () => {
  it('is closed until its 单据流 button opens it, then lists the chain in order with the current document marked', async () => {
    const user = userEvent.setup();
    renderPanel();
    const toggle = screen.getByRole('button', { name: /单据流/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(fetchDocumentFlow).not.toHaveBeenCalled();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const table = await screen.findByRole('table', { name: '单据流' });
    expect(fetchDocumentFlow).toHaveBeenCalledWith('contract', 5, DETAIL_LOAD);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(['合同', '提货单', '发运单', '对账单', '发票', '付款申请']);
    const contract = rows[0]!;
    expect(contract.getAttribute('aria-current')).toBe('true');
    expect(within(contract).getByRole('rowheader').textContent).toBe('CG101001202611220001');
    expect(contract.textContent).toContain('当前单据');
    expect(contract.textContent).toContain('750,000.00');
    expect(rows[3]!.textContent).toContain('DZ000001');
    expect(rows[3]!.textContent).toContain('供应商已确认');
    expect(rows[3]!.textContent).toContain('下游');
    expect(rows[4]!.textContent).toContain('weird');
    expect(rows[5]!.textContent).toContain('73,132.50');
  });

  it('says 暂无上下游单据 when there is nothing, and offers 重新加载 after a failure', async () => {
    vi.mocked(fetchDocumentFlow).mockResolvedValueOnce({ nodes: [] });
    const user = userEvent.setup();
    renderPanel({ defaultExpanded: true });
    expect(await screen.findByText('暂无上下游单据')).toBeTruthy();
    cleanup();
    vi.mocked(fetchDocumentFlow).mockRejectedValueOnce(new Error('boom'));
    renderPanel({ defaultExpanded: true });
    expect((await screen.findByRole('alert')).textContent).toContain('单据流加载失败');
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('table', { name: '单据流' })).toBeTruthy();
  });

  it('orders nodes by the chain, keeping the answer’s order within a type', () => {
    const ordered = orderedNodes([node({ type: 'invoice', no: 'B' }), node({ type: 'pick', no: 'P' }), node({ type: 'invoice', no: 'A' })]);
    expect(ordered.map((item) => item.no)).toEqual(['P', 'B', 'A']);
  });
});
