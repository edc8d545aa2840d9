import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPageWithButtons } from '../../../testing/pageHarness';
import { bindAppUserSupplier, fetchSupplierOptions, saveAppUser, saveAppUserBank } from '../api/appUserApi';
import { AppUserEditDialog } from './AppUserEditDialog';
import { BindSupplierDialog } from './BindSupplierDialog';
import { UserBankDialog } from './UserBankDialog';
import { USER_ROW } from './userTestData';

vi.mock('../api/appUserApi', () => ({
  saveAppUser: vi.fn(),
  saveAppUserBank: vi.fn(),
  bindAppUserSupplier: vi.fn(),
  fetchSupplierOptions: vi.fn().mockResolvedValue([]),
}));

const MENU: [string, string] = ['mobile', 'mobile:user'];
const ORGS = [{ orgCode: '101001', orgName: '北京粮油' }] as never[];

/** Types a text at once (a paste): typing key by key takes seconds in happy-dom. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.mocked(saveAppUser).mockReset();
  vi.mocked(saveAppUserBank).mockReset();
  vi.mocked(bindAppUserSupplier).mockReset();
});
afterEach(cleanup);

describe('<AppUserEditDialog>', () => {
  it('refuses a wrong ID card with 身份证号有误, then sends the row’s version; a 409 keeps it open', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    renderPageWithButtons(<AppUserEditDialog row={USER_ROW} onClose={vi.fn()} onSaved={onSaved} />, { menu: MENU, buttons: ['mobile:user:edit'] });
    const dialog = await screen.findByRole('dialog', { name: '编辑用户 李建国' });
    const idCard = within(dialog).getByRole('textbox', { name: /身份证号/ });
    await fill(user, idCard, '110105194912310021');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('身份证号有误');
    expect(saveAppUser).not.toHaveBeenCalled();

    await user.clear(idCard);
    await fill(user, idCard, '11010519491231002X');
    vi.mocked(saveAppUser).mockRejectedValueOnce(Object.assign(new Error('stale'), { status: 409, code: 409, shown: false }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(saveAppUser).toHaveBeenCalledWith({ id: 5, version: 3, userName: '李建国', idCard: '11010519491231002X', userType: 'grower', orgCode: '101001', remark: null }),
    );
    expect((await within(dialog).findByRole('alert')).textContent).toBe('该用户已被他人修改：请关闭对话框，刷新列表后重新编辑。');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('requires the name', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<AppUserEditDialog row={USER_ROW} onClose={vi.fn()} onSaved={vi.fn()} />, { menu: MENU, buttons: ['mobile:user:edit'] });
    const dialog = await screen.findByRole('dialog', { name: '编辑用户 李建国' });
    await user.clear(within(dialog).getByRole('textbox', { name: /姓名/ }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('请填写姓名');
    expect(saveAppUser).not.toHaveBeenCalled();
  });
});

describe('<BindSupplierDialog>', () => {
  it('asks for a supplier before anything is sent', async () => {
    const user = userEvent.setup();
    renderPageWithButtons(<BindSupplierDialog row={USER_ROW} onClose={vi.fn()} onBound={vi.fn()} />, { menu: MENU, buttons: ['mobile:user:bind'] });
    const dialog = await screen.findByRole('dialog', { name: '绑定供应商 李建国' });
    expect(dialog.textContent).toContain('仅状态为合格的供应商可以绑定');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('请选择供应商');
    expect(bindAppUserSupplier).not.toHaveBeenCalled();
  });

  it('shows the gateway’s refusal (a supplier that is not 合格) in the dialog, which stays open', async () => {
    const user = userEvent.setup();
    const onBound = vi.fn();
    vi.mocked(fetchSupplierOptions).mockResolvedValue([{ id: 2, sn: 'S0006', name: '黑名单粮贸有限公司', financialStatus: 6 }] as never);
    vi.mocked(bindAppUserSupplier).mockRejectedValueOnce(
      Object.assign(new Error('供应商「黑名单粮贸有限公司」当前状态为黑名单，不能绑定'), { status: 400, code: 400, shown: false }),
    );
    renderPageWithButtons(<BindSupplierDialog row={USER_ROW} onClose={vi.fn()} onBound={onBound} />, { menu: MENU, buttons: ['mobile:user:bind'] });
    const dialog = await screen.findByRole('dialog', { name: '绑定供应商 李建国' });
    await user.click(within(dialog).getByRole('button', { name: /供应商/ }));
    await user.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: '黑名单粮贸有限公司' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bindAppUserSupplier).toHaveBeenCalledWith({ appUserId: 5, supplierSn: 'S0006', remark: null }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('供应商「黑名单粮贸有限公司」当前状态为黑名单，不能绑定');
    expect(onBound).not.toHaveBeenCalled();
  });
});

describe('<UserBankDialog>', () => {
  it('refuses a non-digit account with 银行账号须为纯数字, then adds the card', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    vi.mocked(saveAppUserBank).mockResolvedValue({ data: { id: 9, version: 0 }, message: '保存成功' });
    renderPageWithButtons(<UserBankDialog appUserId={5} userName="李建国" orgCode="101001" orgs={ORGS} onClose={vi.fn()} onSaved={onSaved} />, { menu: MENU, buttons: ['mobile:user:bank'] });
    const dialog = await screen.findByRole('dialog', { name: '添加银行卡' });
    await fill(user, within(dialog).getByRole('textbox', { name: /开户行/ }), '中国农业银行周口分行');
    const accountNo = within(dialog).getByRole('textbox', { name: /银行账号/ });
    await fill(user, accountNo, '6228-4800-1234');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('银行账号须为纯数字');
    expect(saveAppUserBank).not.toHaveBeenCalled();

    await user.clear(accountNo);
    await fill(user, accountNo, '622848001234');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(saveAppUserBank).toHaveBeenCalledWith({ appUserId: 5, orgCode: '101001', bankName: '中国农业银行周口分行', accountName: '李建国', accountNo: '622848001234', isDefault: 0 }),
    );
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });
});
