import type { SupplierArchiveRow, SupplierDetail } from '@srm/gateway/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPageWithButtons } from '../../../testing/pageHarness';
import { fetchSupplierBigTypes, fetchSupplierDetail, fetchSupplierSmallTypes, saveSupplier } from '../api/supplierApi';
import { SupplierFormDialog } from './SupplierFormDialog';

vi.mock('../api/supplierApi', () => ({
  fetchSupplierBigTypes: vi.fn(),
  fetchSupplierSmallTypes: vi.fn(),
  fetchSupplierDetail: vi.fn(),
  saveSupplier: vi.fn(),
}));

const MENU: [string, string] = ['supplier', 'supplier:info'];

const row: SupplierArchiveRow = {
  id: 4,
  sn: 'GY0004',
  name: '福建粮油贸易有限公司',
  unifiedCreditCode: '91350100M000100Y43',
  bigType: '01',
  smallType: '0101',
  financialStatus: 3,
  ebsNo: 'EBS-4',
  contactName: '张三',
  contactPhone: '13800138000',
  province: '福建省',
  city: '福州市',
  blacklistUntil: null,
  updatedTime: '2026-11-20 10:00:00',
  version: 2,
};

const detail: SupplierDetail = {
  ...row,
  bigTypeName: '原料',
  smallTypeName: '玉米',
  contacts: [{ id: 11, contactName: '张三', mobile: '13800138000', position: '经理', email: null, isPrimary: 1 }],
  banks: [{ id: 21, bankName: '工商银行福州分行', accountName: '福建粮油贸易有限公司', accountNo: '6222020200001234', isDefault: 1 }],
  addresses: [{ id: 31, addressType: 'office', province: '福建省', city: '福州市', district: null, detail: '经济技术开发区1号' }],
  blacklist: [],
};

/** Types a text at once (a paste): typing key by key takes seconds in happy-dom. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

// Typing a whole form in happy-dom takes seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.mocked(fetchSupplierBigTypes).mockReset().mockResolvedValue([{ bigNum: '01', bigName: '原料' }]);
  vi.mocked(fetchSupplierSmallTypes).mockReset().mockResolvedValue([{ smallNum: '0101', smallName: '玉米', bigNum: '01' }]);
  vi.mocked(fetchSupplierDetail).mockReset().mockResolvedValue(detail);
  vi.mocked(saveSupplier).mockReset();
});
afterEach(cleanup);

describe('<SupplierFormDialog>', () => {
  it('adds a supplier: a bad mobile shows 手机号有误 and nothing is sent, then the body is saved', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    vi.mocked(saveSupplier).mockResolvedValue({ data: { id: 9, sn: 'GY0009', version: 0 }, message: '保存成功' });
    renderPageWithButtons(<SupplierFormDialog onClose={vi.fn()} onSaved={onSaved} />, { menu: MENU, buttons: ['supplier:info:add'] });
    const dialog = await screen.findByRole('dialog', { name: '新增供应商' });
    await fill(user, within(dialog).getByRole('textbox', { name: /供应商名称/ }), ' 新粮供应商 ');
    await fill(user, within(dialog).getByRole('textbox', { name: /统一社会信用代码/ }), '91350100m000100y43');
    await user.click(within(dialog).getByRole('button', { name: /供应商大类/ }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '原料' }));
    await waitFor(() => expect(fetchSupplierSmallTypes).toHaveBeenCalledWith('01'));
    await user.click(within(dialog).getByRole('button', { name: /供应商小类/ }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '玉米' }));
    await fill(user, within(dialog).getByRole('textbox', { name: '第1行姓名' }), '李四');
    const mobile = within(dialog).getByRole('textbox', { name: '第1行手机号' });
    await fill(user, mobile, '1380013800');
    await user.click(within(dialog).getByRole('button', { name: '添加银行账户' }));
    await fill(user, within(dialog).getByRole('textbox', { name: '第1行开户行' }), '建设银行');
    await fill(user, within(dialog).getByRole('textbox', { name: '第1行户名' }), '新粮供应商');
    await fill(user, within(dialog).getByRole('textbox', { name: '第1行银行账号' }), '6217000010001');

    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('第1个联系人：手机号有误');
    expect(saveSupplier).not.toHaveBeenCalled();

    await user.type(mobile, '0');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saveSupplier).toHaveBeenCalledTimes(1));
    expect(saveSupplier).toHaveBeenCalledWith({
      name: '新粮供应商',
      unifiedCreditCode: '91350100M000100Y43',
      bigType: '01',
      smallType: '0101',
      ebsNo: null,
      province: null,
      city: null,
      contacts: [{ contactName: '李四', mobile: '13800138000', position: null, email: null, isPrimary: 1 }],
      banks: [{ bankName: '建设银行', accountName: '新粮供应商', accountNo: '6217000010001', isDefault: 1 }],
      addresses: [],
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('保存成功')).toBeTruthy();
  });

  it('edits a supplier with its version and lists; a bad bank account is refused; the gateway’s 400 shows in the dialog', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    vi.mocked(saveSupplier).mockRejectedValue(Object.assign(new Error('统一社会信用代码有误，请核对后重新输入'), { status: 400, code: 400, shown: false }));
    renderPageWithButtons(<SupplierFormDialog row={row} onClose={vi.fn()} onSaved={onSaved} />, { menu: MENU, buttons: ['supplier:info:edit'] });
    const dialog = await screen.findByRole('dialog', { name: '编辑供应商 GY0004' });
    const account = await within(dialog).findByRole('textbox', { name: '第1行银行账号' });
    expect((account as HTMLInputElement).value).toBe('6222020200001234');
    await user.type(account, 'X');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('第1个银行账户：银行账号须为纯数字');
    expect(saveSupplier).not.toHaveBeenCalled();

    await user.type(account, '{Backspace}');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(saveSupplier).toHaveBeenCalledWith(
        expect.objectContaining({
          id: 4,
          version: 2,
          contacts: [{ id: 11, contactName: '张三', mobile: '13800138000', position: '经理', email: null, isPrimary: 1 }],
          addresses: [{ id: 31, addressType: 'office', province: '福建省', city: '福州市', district: null, detail: '经济技术开发区1号' }],
        }),
      ),
    );
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('统一社会信用代码有误，请核对后重新输入'));
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
