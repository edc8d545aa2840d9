import type { FeedSaleRow, Org } from '@srm/gateway/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveGridALayout, renderPageWithButtons } from '../../../testing/pageHarness';
import { fetchFeedTargetPage, fetchRawDemand, saveFeedSale } from '../api/mastersApi';
import { FeedSalePage } from './FeedSalePage';

vi.mock('../api/mastersApi', () => ({
  MASTERS_URLS: { feedTarget: '/f' },
  fetchFeedTargetPage: vi.fn(),
  fetchRawDemand: vi.fn(),
  saveFeedSale: vi.fn(),
}));
vi.mock('../../../state/userCompanies', () => ({ useUserCompanies: () => [{ orgCode: 'C01', orgName: '一公司' } as Org] }));

const MENU: [string, string] = ['demand', 'demand:feed-sale'];
const EDIT = 'demand:feed-sale:edit';
const target: FeedSaleRow = { id: 11, orgCode: 'C01', orgName: '一公司', yearMonth: '2026-12', feedKind: 'pig', tonnes: '1500.000', remark: null, version: 2 };

async function replace(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

giveGridALayout();
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.mocked(fetchFeedTargetPage).mockReset().mockResolvedValue({ data: [target], total: 1 });
  vi.mocked(fetchRawDemand).mockReset();
  vi.mocked(saveFeedSale).mockReset();
});
afterEach(cleanup);

describe('<FeedSalePage>', () => {
  it('offers neither 新增 nor 编辑 without demand:feed-sale:edit', async () => {
    renderPageWithButtons(<FeedSalePage />, { menu: MENU, buttons: [] });
    expect(await screen.findByText('2026-12')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
  });

  it('shows 原料需求 of the chosen org and month, the gateway’s tonnes as they are', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<FeedSalePage />, { menu: MENU, buttons: [] });
    const panel = await screen.findByRole('region', { name: '原料需求' });
    const query = within(panel).getByRole('button', { name: '查询' });
    expect(query.hasAttribute('disabled') || query.getAttribute('aria-disabled') === 'true').toBe(true);
    await user.click(within(panel).getByRole('button', { name: /组织/ }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '一公司' }));
    await user.click(within(panel).getByRole('button', { name: /年月/ }));
    const picker = await screen.findByRole('dialog');
    const year = within(picker).getByRole('heading').textContent?.replace('年', '') ?? '';
    await user.click(within(picker).getByRole('gridcell', { name: `${year}年12月` }));
    vi.mocked(fetchRawDemand).mockResolvedValue({
      orgCode: 'C01',
      yearMonth: `${year}-12`,
      rows: [{ matCode: '1001010001', matName: '玉米', quantity: '975.000', parts: [{ feedKind: 'pig', tonnes: '1500.000', inclusionRate: '65.00', quantity: '975.000' }] }],
    });
    await user.click(within(panel).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(fetchRawDemand).toHaveBeenCalledWith('C01', `${year}-12`));
    expect(await within(panel).findByText('975.000')).toBeTruthy();
    expect(within(panel).getByText('猪料 1500.000吨 × 65.00%')).toBeTruthy();
  });

  it('adds and edits with demand:feed-sale:edit: missing fields and bad tonnes in Chinese, then tonnes sent as a decimal string', async () => {
    const user = userEvent.setup();
    vi.mocked(saveFeedSale).mockResolvedValue({ data: { id: 11, version: 3 }, message: '修改成功' });
    renderPageWithButtons(<FeedSalePage />, { menu: MENU, buttons: [EDIT] });
    await screen.findByText('2026-12');
    await user.click(screen.getByRole('button', { name: '新增' }));
    const added = await screen.findByRole('dialog', { name: '新增饲料销量' });
    await user.click(within(added).getByRole('button', { name: '保存' }));
    expect((await within(added).findByRole('alert')).textContent).toBe('请填写组织、年月、饲料类别和销量');
    await user.click(within(added).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增饲料销量' })).toBeNull());

    await user.click(screen.getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑饲料销量目标 2026-12 一公司' });
    const tonnes = within(dialog).getByRole('textbox', { name: /销量（吨）/ });
    await replace(user, tonnes, '1.0001');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('销量须为不小于0、最多3位小数的数字');
    expect(saveFeedSale).not.toHaveBeenCalled();

    await replace(user, tonnes, '1600.5');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saveFeedSale).toHaveBeenCalledWith('target', { id: 11, version: 2, orgCode: 'C01', yearMonth: '2026-12', feedKind: 'pig', tonnes: '1600.5', remark: null }));
    await waitFor(() => expect(fetchFeedTargetPage).toHaveBeenCalledTimes(2));
  });
});
