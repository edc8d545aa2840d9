import type { SupplierInquiryRow } from '@srm/gateway/api';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPageWithButtons } from '../../../testing/pageHarness';
import { fetchPortalSummary } from '../api/portalApi';
import { PortalHomePage } from './PortalHomePage';
import { portalSectionsOf, shanghaiWallTime } from './portalModel';

vi.mock('../api/portalApi', () => ({ fetchPortalSummary: vi.fn() }));

const inquiry = { id: 3, inquiryNo: 'XJ20261127001', title: '12月玉米询价', orgCode: '101001', orgName: '河北饲料有限公司', deadline: '2026-12-01 17:00:00' } as SupplierInquiryRow;

beforeEach(() => {
  vi.mocked(fetchPortalSummary).mockReset();
});
afterEach(cleanup);

describe('门户首页', () => {
  it('shows a supplier its company and its own to-dos, each leading to its page', async () => {
    vi.mocked(fetchPortalSummary).mockResolvedValue({
      contracts: { total: 2, rows: [{ id: 41, contractNo: 'HT202611001', contractName: '玉米采购合同', supplierName: '中粮贸易（大连）有限公司', status: 'SENT' }] },
      inquiries: { total: 0, rows: [] },
      certificates: { total: 0, rows: [], ownSupplier: { sn: 'S0001', name: '中粮贸易（大连）有限公司' } },
    });
    renderPageWithButtons(<PortalHomePage />, {
      menu: ['portal', 'portal:home'],
      buttons: [],
      otherPages: ['contract:list', 'supplier:inquiry', 'supplier:qualification'],
      user: { userType: 'supplier', supplierSn: 'S0001', companyDesc: '中粮贸易（大连）有限公司' },
    });
    expect(await screen.findByText('中粮贸易（大连）有限公司（供应商编码 S0001）')).toBeTruthy();
    const contracts = screen.getByRole('region', { name: '待供应商盖章的合同' });
    expect(within(contracts).getByRole('status').textContent).toBe('共 2 份');
    expect(within(contracts).getByRole('link', { name: 'HT202611001' }).getAttribute('href')).toBe('/contract/detail?id=41');
    // Its own contracts: no supplier column.
    expect(within(contracts).queryByRole('columnheader', { name: '供应商' })).toBeNull();
    expect(within(screen.getByRole('region', { name: '进行中的询价' })).getByText('没有进行中的询价')).toBeTruthy();
    expect(vi.mocked(fetchPortalSummary).mock.calls[0]?.[0]).toEqual({ contracts: true, inquiries: true, certificates: true });
  });

  it('asks only for the lists the user holds, and says when one failed', async () => {
    vi.mocked(fetchPortalSummary).mockResolvedValue({ inquiries: null });
    renderPageWithButtons(<PortalHomePage />, { menu: ['portal', 'portal:home'], buttons: [], otherPages: ['supplier:inquiry'] });
    expect((await screen.findByRole('alert')).textContent).toBe('加载失败，请刷新重试');
    expect(screen.queryByRole('region', { name: '待供应商盖章的合同' })).toBeNull();
    expect(vi.mocked(fetchPortalSummary).mock.calls[0]?.[0]).toEqual({ contracts: false, inquiries: true, certificates: false });
  });

  it('lists open inquiries with their deadlines for staff', async () => {
    vi.mocked(fetchPortalSummary).mockResolvedValue({ inquiries: { total: 1, rows: [inquiry] } });
    renderPageWithButtons(<PortalHomePage />, { menu: ['portal', 'portal:home'], buttons: [], otherPages: ['supplier:inquiry'] });
    const inquiries = await screen.findByRole('region', { name: '进行中的询价' });
    expect(await within(inquiries).findByText('XJ20261127001')).toBeTruthy();
    expect(within(inquiries).getByText('2026-12-01 17:00')).toBeTruthy();
    expect(screen.getByText('供应商一侧的待办：等待供应商盖章的合同、进行中的询价和即将到期的证照。')).toBeTruthy();
  });
});

describe('portal rules', () => {
  it('gives the lists of the pages held', () => {
    expect(portalSectionsOf((code) => code === 'contract:list')).toEqual({ contracts: true, inquiries: false, certificates: false });
  });

  it('writes an instant as Shanghai wall time for the list filters', () => {
    expect(shanghaiWallTime(new Date('2026-11-27T16:30:05Z'))).toBe('2026-11-28 00:30:05');
  });
});
