import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveGridALayout, renderPageWithButtons } from '../../../testing/pageHarness';
import { deleteSaleInfos, fetchSaleInfoDetail, fetchSaleInfoPage, saveSaleInfo } from '../api/saleInfoApi';
import { SALE_ROW } from './marketTestData';
import { SaleInfoDialog } from './SaleInfoDialog';
import { SaleInfoPage } from './SaleInfoPage';

vi.mock('../api/saleInfoApi', () => ({ fetchSaleInfoPage: vi.fn(), fetchSaleInfoDetail: vi.fn(), saveSaleInfo: vi.fn(), deleteSaleInfos: vi.fn() }));

const MENU: [string, string] = ['mobile', 'mobile:sale-info'];
const ALL = ['mobile:sale-info:detail', 'mobile:sale-info:add', 'mobile:sale-info:edit', 'mobile:sale-info:delete'];
const MASKED = { ...SALE_ROW, contactPhone: '138****5678' };

giveGridALayout();
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.mocked(fetchSaleInfoPage).mockReset().mockResolvedValue({ data: [MASKED], total: 1 });
  vi.mocked(fetchSaleInfoDetail).mockReset().mockResolvedValue(SALE_ROW);
  vi.mocked(saveSaleInfo).mockReset();
  vi.mocked(deleteSaleInfos).mockReset().mockResolvedValue({ data: { deleted: 1 }, message: '删除成功' });
});
afterEach(cleanup);

const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;

describe('<SaleInfoPage>', () => {
  it('reads only without buttons: no 新增, no row actions', async () => {
    renderPageWithButtons(<SaleInfoPage />, { menu: MENU, buttons: [] });
    expect(await screen.findByText('XS20261100001')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '销售信息' })).toBeTruthy();
    expect(within(rowOf('XS20261100001')).getByText('138****5678')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(within(rowOf('XS20261100001')).queryAllByRole('button').map((button) => button.textContent)).toEqual([]);
  });

  it('shows the unmasked phone in 详情', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<SaleInfoPage />, { menu: MENU, buttons: ALL });
    await screen.findByText('XS20261100001');
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    await user.click(within(rowOf('XS20261100001')).getByRole('button', { name: '详情' }));
    const drawer = await screen.findByRole('dialog', { name: '销售信息详情 XS20261100001' });
    expect(await within(drawer).findByText('13812345678')).toBeTruthy();
    expect(fetchSaleInfoDetail).toHaveBeenCalledWith(9);
    await user.click(within(drawer).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '销售信息详情 XS20261100001' })).toBeNull());
  });

  // A test of its own: the table locks row actions for 800 ms after one is pressed.
  it('deletes after 确认删除?', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<SaleInfoPage />, { menu: MENU, buttons: ALL });
    await screen.findByText('XS20261100001');
    await user.click(within(rowOf('XS20261100001')).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('确认删除?');
    await user.click(within(confirm).getByRole('button', { name: /确定|删除/ }));
    await waitFor(() => expect(deleteSaleInfos).toHaveBeenCalledWith([9]));
    expect(await screen.findByText('删除成功')).toBeTruthy();
  });

  it('edits on the unmasked detail', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<SaleInfoPage />, { menu: MENU, buttons: ALL });
    await screen.findByText('XS20261100001');
    await user.click(within(rowOf('XS20261100001')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑销售信息 XS20261100001' });
    expect((within(dialog).getByRole('textbox', { name: /联系电话/ }) as HTMLInputElement).value).toBe('13812345678');
  });
});

describe('<SaleInfoDialog>', () => {
  it('shows its own check, then the gateway’s 400, then saves', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    renderPageWithButtons(<SaleInfoDialog row={SALE_ROW} today="2026-11-28" onClose={vi.fn()} onSaved={onSaved} />, { menu: MENU, buttons: ALL });
    const dialog = await screen.findByRole('dialog', { name: '编辑销售信息 XS20261100001' });
    const phone = within(dialog).getByRole('textbox', { name: /联系电话/ });
    await user.clear(phone);
    await user.click(phone);
    await user.paste('1381234567');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('手机号有误');
    expect(saveSaleInfo).not.toHaveBeenCalled();

    await user.click(phone);
    await user.paste('8');
    const contact = within(dialog).getByRole('textbox', { name: /联系人/ });
    await user.clear(contact);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('请填写联系人');

    await user.click(contact);
    await user.paste('李四');
    vi.mocked(saveSaleInfo).mockRejectedValueOnce(Object.assign(new Error('所属公司不存在'), { status: 400, code: 400, shown: false }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saveSaleInfo).toHaveBeenCalledWith(expect.objectContaining({ id: 9, version: 2, contactName: '李四', contactPhone: '13812345678', quantity: '120.500' })));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('所属公司不存在');
    expect(onSaved).not.toHaveBeenCalled();

    vi.mocked(saveSaleInfo).mockResolvedValueOnce({ data: { id: 9, infoNo: 'XS20261100001', version: 3 }, message: '修改成功' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });

  it('refuses an empty new offer with 请选择品种', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<SaleInfoDialog today="2026-11-28" onClose={vi.fn()} onSaved={vi.fn()} />, { menu: MENU, buttons: ALL });
    const dialog = await screen.findByRole('dialog', { name: '新增销售信息' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('请选择品种');
    expect(saveSaleInfo).not.toHaveBeenCalled();
  });
});
