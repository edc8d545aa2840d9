import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveGridALayout, renderPageWithButtons } from '../../../testing/pageHarness';
import { deleteBuyInfos, fetchBuyInfoHistory, fetchBuyInfoPage, saveBuyInfo } from '../api/buyInfoApi';
import { BUY_ROW } from '../saleInfo/marketTestData';
import { BuyInfoDialog } from './BuyInfoDialog';
import { BuyInfoPage } from './BuyInfoPage';

vi.mock('../api/buyInfoApi', () => ({ fetchBuyInfoPage: vi.fn(), fetchBuyInfoHistory: vi.fn(), saveBuyInfo: vi.fn(), deleteBuyInfos: vi.fn() }));

const MENU: [string, string] = ['mobile', 'mobile:buy-info'];
const ALL = ['mobile:buy-info:add', 'mobile:buy-info:edit', 'mobile:buy-info:delete'];

giveGridALayout();
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.mocked(fetchBuyInfoPage).mockReset().mockResolvedValue({ data: [BUY_ROW], total: 1 });
  vi.mocked(fetchBuyInfoHistory).mockReset().mockResolvedValue([
    { id: 12, oldPrice: '2440.00', newPrice: '2460.00', effectiveDate: '2026-11-01', changedBy: 'admin', changedByName: '系统管理员', changedTime: '2026-11-01 09:00:00', remark: '新粮上市' },
    { id: 11, oldPrice: null, newPrice: '2440.00', effectiveDate: '2026-10-01', changedBy: 'admin', changedByName: null, changedTime: '2026-10-01 09:00:00', remark: null },
  ]);
  vi.mocked(saveBuyInfo).mockReset();
  vi.mocked(deleteBuyInfos).mockReset().mockResolvedValue({ data: { deleted: 1 }, message: '删除成功' });
});
afterEach(cleanup);

const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;
const buttonsOf = (text: string) => within(rowOf(text)).queryAllByRole('button').map((button) => button.textContent);

describe('<BuyInfoPage>', () => {
  it('reads and opens the price history without buttons', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<BuyInfoPage />, { menu: MENU, buttons: [] });
    expect(await screen.findByText('五常收购点')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '收购价格' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(buttonsOf('五常收购点')).toEqual(['调价记录']);
    await user.click(within(rowOf('五常收购点')).getByRole('button', { name: '调价记录' }));
    const drawer = await screen.findByRole('dialog', { name: '调价记录' });
    expect(await within(drawer).findByText('新粮上市')).toBeTruthy();
    expect(within(drawer).getByText('系统管理员')).toBeTruthy();
    expect(within(drawer).getAllByRole('row')).toHaveLength(3);
    expect(fetchBuyInfoHistory).toHaveBeenCalledWith(4);
  });

  it('offers 编辑 and 删除 with their buttons; 删除 asks first', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<BuyInfoPage />, { menu: MENU, buttons: ALL });
    await screen.findByText('五常收购点');
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    expect(buttonsOf('五常收购点')).toEqual(expect.arrayContaining(['调价记录', '编辑', '删除']));
    await user.click(within(rowOf('五常收购点')).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('确认删除?');
    await user.click(within(confirm).getByRole('button', { name: /确定|删除/ }));
    await waitFor(() => expect(deleteBuyInfos).toHaveBeenCalledWith([4]));
  });
});

describe('<BuyInfoDialog>', () => {
  it('checks the price and shows the gateway’s duplicate refusal in place', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    renderPageWithButtons(<BuyInfoDialog row={BUY_ROW} onClose={vi.fn()} onSaved={onSaved} />, { menu: MENU, buttons: ALL });
    const dialog = await screen.findByRole('dialog', { name: '编辑收购价格' });
    const site = within(dialog).getByRole('textbox', { name: /收购点/ });
    await user.clear(site);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('请填写收购点');
    await user.click(site);
    await user.paste('双城收购点');
    vi.mocked(saveBuyInfo).mockRejectedValueOnce(Object.assign(new Error('该收购点已有玉米的收购价格'), { status: 400, code: 400, shown: false }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saveBuyInfo).toHaveBeenCalledWith(expect.objectContaining({ id: 4, version: 5, siteName: '双城收购点', price: '2460.00', effectiveDate: '2026-11-01', status: 1 })));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('该收购点已有玉米的收购价格');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('starts a new price today and asks for the company first', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<BuyInfoDialog today="2026-11-28" onClose={vi.fn()} onSaved={vi.fn()} />, { menu: MENU, buttons: ALL });
    const dialog = await screen.findByRole('dialog', { name: '新增收购价格' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('请选择所属公司');
    expect(saveBuyInfo).not.toHaveBeenCalled();
  });
});
