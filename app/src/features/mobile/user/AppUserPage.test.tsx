import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveGridALayout, renderPageWithButtons } from '../../../testing/pageHarness';
import { fetchAppUserBankOrgs, fetchAppUserByPhone, fetchAppUserPage } from '../api/appUserApi';
import { AppUserPage } from './AppUserPage';
import { USER_DETAIL, USER_ROW } from './userTestData';

vi.mock('../api/appUserApi', () => ({
  fetchAppUserPage: vi.fn(),
  fetchAppUserByPhone: vi.fn(),
  fetchAppUserDetail: vi.fn(),
  fetchAppUserBankOrgs: vi.fn(),
  setAppUserStatus: vi.fn(),
}));

const MENU: [string, string] = ['mobile', 'mobile:user'];

giveGridALayout();
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.mocked(fetchAppUserPage).mockReset();
  vi.mocked(fetchAppUserPage).mockResolvedValue({ data: [{ ...USER_ROW, phone: '138****5678' }], total: 1 });
  vi.mocked(fetchAppUserByPhone).mockReset();
  vi.mocked(fetchAppUserBankOrgs).mockReset();
  vi.mocked(fetchAppUserBankOrgs).mockResolvedValue([
    { orgCode: '101001', orgName: '北京粮油', banks: [{ id: 8, orgCode: '101001', bankName: '中国农业银行周口分行', accountName: '李建国', accountNo: '622848001234', isDefault: 1, version: 0 }] },
  ]);
});
afterEach(cleanup);

describe('<AppUserPage>', () => {
  it('shows the list read-only without buttons: no lookup, no actions', async () => {
    renderPageWithButtons(<AppUserPage />, { menu: MENU, buttons: [] });
    expect(screen.getByRole('heading', { level: 1, name: '移动端用户' })).toBeTruthy();
    expect(await screen.findByText('138****5678')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '按手机号查询' })).toBeNull();
    expect(screen.queryByRole('button', { name: '启用' })).toBeNull();
  });

  it('按手机号查询: 手机号有误 in place, a message when nobody has the number, the drawer when found', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<AppUserPage />, { menu: MENU, buttons: ['mobile:user:detail', 'mobile:user:bank'] });
    await screen.findByText('138****5678');
    const lookup = screen.getByRole('form', { name: '按手机号查询' });
    const phone = within(lookup).getByRole('textbox', { name: '手机号' });
    await user.click(phone);
    await user.paste('1381234');
    await user.click(within(lookup).getByRole('button', { name: '按手机号查询' }));
    expect(lookup.textContent).toContain('手机号有误');
    expect(fetchAppUserByPhone).not.toHaveBeenCalled();

    await user.clear(phone);
    await user.paste('13900000000');
    vi.mocked(fetchAppUserByPhone).mockRejectedValueOnce(Object.assign(new Error('用户不存在或无权查看'), { status: 404, code: 404, shown: false }));
    await user.click(within(lookup).getByRole('button', { name: '按手机号查询' }));
    expect(await screen.findByText('未找到手机号为13900000000的用户')).toBeTruthy();

    await user.clear(phone);
    await user.paste('13812345678');
    vi.mocked(fetchAppUserByPhone).mockResolvedValueOnce(USER_DETAIL);
    await user.click(within(lookup).getByRole('button', { name: '按手机号查询' }));
    await waitFor(() => expect(fetchAppUserByPhone).toHaveBeenLastCalledWith('13812345678'));
    const drawer = await screen.findByRole('dialog', { name: /用户详情 李建国/ });
    expect(drawer.textContent).toContain('11010519491231002X');
    expect(drawer.textContent).toContain('中粮贸易有限公司');
    expect(await within(drawer).findByText('622848001234')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: '添加银行卡' })).toBeTruthy();
    expect(fetchAppUserBankOrgs).toHaveBeenCalledWith(5);
  });
});
