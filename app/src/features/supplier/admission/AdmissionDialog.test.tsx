import type { Category, Org, Supplier, SupplierAdmissionRow } from '@srm/gateway/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request, requestEnvelope } from '../../../api/http';
import { renderPageWithButtons } from '../../../testing/pageHarness';
import { AdmissionDialog } from './AdmissionDialog';

// The calls of admissionApi.ts run for real over a mocked call layer: the lookup's status filter,
// the URL, the body and the codes left to the dialog are all checked here.
vi.mock('../../../api/http', () => ({ request: vi.fn(), requestEnvelope: vi.fn() }));

const MENU: [string, string] = ['supplier', 'supplier:admission'];

const supplier = (sn: string, name: string, financialStatus: Supplier['financialStatus']) => ({ id: Number(sn.slice(2)), sn, name, financialStatus }) as Supplier;
const SUPPLIERS: Supplier[] = [
  supplier('GY0001', '福建粮油待准入', 1),
  supplier('GY0002', '福建粮油准入中', 2),
  supplier('GY0003', '福建粮油合格', 3),
  supplier('GY0004', '福建粮油驳回', 4),
  supplier('GY0006', '福建粮油黑名单', 6),
  supplier('GY0007', '福建粮油失效', 7),
];
const orgs = [
  { id: 1, orgCode: 'C001', orgName: '福州公司', level: 6 },
  { id: 2, orgCode: 'C002', orgName: '厦门公司', level: 6 },
] as Org[];
const categories = [
  { id: 1, categoryCode: 'CORN', categoryName: '玉米', level: 2 },
  { id: 2, categoryCode: 'SOY', categoryName: '豆粕', level: 2 },
] as Category[];

const row: SupplierAdmissionRow = {
  id: 12,
  admissionNo: 'ZR0012',
  supplierSn: 'GY0004',
  supplierName: '福建粮油驳回',
  categoryCodes: ['CORN'],
  orgCodes: ['C002'],
  status: 4,
  oaRound: 1,
  reason: '补充资料',
  opinion: '资料不全',
  submittedTime: '2026-11-20 10:00:00',
  decidedTime: '2026-11-21 10:00:00',
  createdTime: '2026-11-19 10:00:00',
  version: 3,
};

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.mocked(request).mockReset().mockResolvedValue(SUPPLIERS);
  vi.mocked(requestEnvelope).mockReset();
});
afterEach(cleanup);

/** Opens a multiple select (a combobox), picks the options and closes it. */
async function pick(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, label: RegExp, names: string[]) {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.keyboard('{ArrowDown}');
  for (const name of names) await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name }));
  await user.keyboard('{Escape}');
}

describe('<AdmissionDialog>', () => {
  it('refuses to send without supplier, categories and orgs; then lists only admittable suppliers and sends exactly the body', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    vi.mocked(requestEnvelope).mockResolvedValue({ code: 200, success: true, message: '新增成功', data: { id: 13, admissionNo: 'ZR0013', status: 1, version: 0 } } as never);
    renderPageWithButtons(<AdmissionDialog orgs={orgs} categories={categories} onClose={vi.fn()} onSaved={onSaved} />, { menu: MENU, buttons: ['supplier:admission:add'] });
    const dialog = await screen.findByRole('dialog', { name: '新增准入申请' });

    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('请选择供应商、申请品类和申请组织');
    expect(requestEnvelope).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('combobox', { name: /供应商/ }), '福建');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option').length).toBe(3), { timeout: 3000 });
    expect(request).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/supplier/info/getListByName', data: { name: '福建' } }), { silent: true });
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['福建粮油待准入', '福建粮油驳回', '福建粮油失效']);
    await user.click(within(listbox).getByRole('option', { name: '福建粮油失效' }));

    await pick(user, dialog, /申请品类/, ['豆粕', '玉米']);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('请选择供应商、申请品类和申请组织');
    expect(requestEnvelope).not.toHaveBeenCalled();

    await pick(user, dialog, /申请组织/, ['福州公司']);
    await user.click(within(dialog).getByRole('textbox', { name: /申请理由/ }));
    await user.paste('  新增品类  ');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(requestEnvelope).toHaveBeenCalledTimes(1));
    expect(requestEnvelope).toHaveBeenCalledWith(
      { url: '/supplier/api/v1/admission/save', data: { supplierSn: 'GY0007', categoryCodes: ['SOY', 'CORN'], orgCodes: ['C001'], reason: '新增品类' } },
      { allowedCodes: [400, 409, 422] },
    );
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('新增成功')).toBeTruthy();
  });

  it('edits with the row’s id and version; the gateway’s 422 shows in the dialog, which stays open', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    vi.mocked(requestEnvelope).mockRejectedValue(Object.assign(new Error('供应商 福建粮油驳回 已有未完成的准入申请'), { status: 422, code: 422, shown: false }));
    renderPageWithButtons(<AdmissionDialog row={row} orgs={orgs} categories={categories} onClose={vi.fn()} onSaved={onSaved} />, { menu: MENU, buttons: ['supplier:admission:edit'] });
    const dialog = await screen.findByRole('dialog', { name: '编辑准入申请 ZR0012' });
    expect((within(dialog).getByRole('combobox', { name: /供应商/ }) as HTMLInputElement).value).toBe('福建粮油驳回');

    await pick(user, dialog, /申请组织/, ['福州公司']);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(requestEnvelope).toHaveBeenCalledWith(
        { url: '/supplier/api/v1/admission/save', data: { id: 12, version: 3, supplierSn: 'GY0004', categoryCodes: ['CORN'], orgCodes: ['C002', 'C001'], reason: '补充资料' } },
        { allowedCodes: [400, 409, 422] },
      ),
    );
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('供应商 福建粮油驳回 已有未完成的准入申请'));
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
