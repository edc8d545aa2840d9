import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AreaDivision } from '../../controls/AreaSelect';
import { renderWithProviders } from '../../test-utils';
import type { AddressLookups } from './AddAddressDialog';
import type { AddressSaveInput, PickerAddress } from './addressForm';
import { AddressSelector, type AddressSelectorProps } from './AddressSelector';

const divisions: AreaDivision[] = [
  { code: '11', name: '北京市', children: [{ code: '1101', name: '市辖区', children: [{ code: '110101', name: '东城区' }] }] },
  { code: '13', name: '河北省', children: [{ code: '1301', name: '石家庄市', children: [{ code: '130102', name: '长安区' }] }] },
  { code: '81', name: '香港特别行政区', children: [{ code: '8101', name: '香港岛', children: [{ code: '810101', name: '中西区' }] }] },
];
const loadDivisions = async () => divisions;

const addresses: PickerAddress[] = [
  { id: 1, addressCode: 7, addressType: '港口', addressTag: '天津港', addrDesc: '天津市滨海新区新港二号路', doorCode: 'AD00000001' },
  { id: 2, addressCode: 2, addressType: '仓库', addressTag: '中粮北方仓', addrDesc: '河北省石家庄市长安区中山东路1号', doorCode: 'AD00000002' },
];
const loadAddresses = vi.fn(async (keyword: string) => ({ addresses: addresses.filter((address) => String(address.addressTag).includes(keyword)), total: 2 }));
const lookups: AddressLookups = {
  loadDivisions,
  loadSuppliers: async () => ({ suppliers: [{ sn: 'S0001', name: '正大饲料有限公司' }] }),
  loadCompanies: async () => [{ orgCode: '101001', orgName: '河北饲料有限公司' }],
  loadTransferOrgs: async () => [],
  loadTransferStores: async () => [],
};

function setup(props: Partial<AddressSelectorProps> = {}, locale: 'zh-CN' | 'en' = 'zh-CN') {
  const user = userEvent.setup();
  const onChange = vi.fn();
  const saveAddress = vi.fn(async (body: AddressSaveInput): Promise<PickerAddress> => ({ id: 99, addressType: '港口', addrDesc: '北京市东城区一号路', ...body, addressTag: String(body.addressTag) }));
  renderWithProviders(<AddressSelector label="收货地址" loadAddresses={loadAddresses} saveAddress={saveAddress} lookups={lookups} onChange={onChange} {...props} />, { locale });
  return { user, onChange, saveAddress };
}

/** The texts an element is described by (its error message among them). */
function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

const dialog = () => screen.getByRole('dialog', { name: '新增地址' });
const field = (name: RegExp) => within(dialog()).getByRole('button', { name });
const save = (user: ReturnType<typeof userEvent.setup>) => user.click(within(dialog()).getByRole('button', { name: '保存' }));

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: '新增地址' }));
  return screen.findByRole('dialog', { name: '新增地址' });
}

async function chooseType(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(field(/地址类型$/));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: label }));
}

async function chooseRegion(user: ReturnType<typeof userEvent.setup>, path: string[]) {
  const trigger = field(/^省市区/);
  await waitFor(() => expect(trigger.closest('[data-loading]')).toBeNull());
  await user.click(trigger);
  for (const name of path) await user.click(await screen.findByRole('option', { name }));
  if (screen.queryByRole('option', { name: path[path.length - 1] as string })) await user.keyboard('{Escape}');
}

describe('AddressSelector', { timeout: 20_000 }, () => {
  it('searches the addresses and chooses one, named with its type and full address under it', async () => {
    const { user, onChange } = setup();
    const input = screen.getByRole('combobox', { name: '收货地址' });
    expect(input.closest('[data-kind="address"]')).not.toBeNull();
    await user.type(input, '中粮');
    const option = await screen.findByRole('option', { name: /中粮北方仓/ }, { timeout: 2000 });
    expect(option.textContent).toContain('仓库 · 河北省石家庄市长安区中山东路1号');
    await user.click(option);
    expect(onChange).toHaveBeenLastCalledWith(2, addresses[1]);
    expect((input as HTMLInputElement).value).toBe('中粮北方仓');
  });

  it('has no 新增地址 button without saveAddress', () => {
    setup({ saveAddress: undefined });
    expect(screen.queryByRole('button', { name: '新增地址' })).toBeNull();
  });
});

describe('AddAddressDialog', { timeout: 20_000 }, () => {
  it('never offers type 6, and lists every required message under its field, focusing the first', async () => {
    const { user, saveAddress } = setup();
    await openDialog(user);
    await user.click(field(/地址类型$/));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['工厂', '仓库', '库点', '自有仓库', '中转库', '港口', '平台', '码头', '简称', '简称（无省市区）']);
    await user.keyboard('{Escape}');
    await save(user);
    await waitFor(() => expect(descriptionOf(field(/地址类型$/))).toContain('请选择地址类型'));
    expect(descriptionOf(within(dialog()).getByRole('textbox', { name: '名称' }))).toContain('请输入名称');
    expect(descriptionOf(field(/^省市区/))).toContain('请选择省市区');
    expect(descriptionOf(within(dialog()).getByRole('textbox', { name: '详细地址' }))).toContain('请输入详细地址');
    await waitFor(() => expect(document.activeElement).toBe(field(/地址类型$/)));
    expect(saveAddress).not.toHaveBeenCalled();
  });

  it('asks for the supplier on types 1-3, the owning company on 4 and the transit store (not the name) on 5', async () => {
    const { user } = setup();
    await openDialog(user);
    await chooseType(user, '工厂');
    await save(user);
    await waitFor(() => expect(descriptionOf(within(dialog()).getByRole('combobox', { name: '供应商' }))).toContain('请选择供应商'));
    await chooseType(user, '自有仓库');
    expect(within(dialog()).queryByRole('combobox', { name: '供应商' })).toBeNull();
    await waitFor(() => expect(descriptionOf(field(/所属主体$/))).toContain('请选择所属主体'));
    await chooseType(user, '中转库');
    const store = within(dialog()).getByRole('group', { name: '中转库' });
    expect(descriptionOf(store)).toContain('请选择中转库');
    expect(descriptionOf(within(dialog()).getByRole('textbox', { name: '名称' }))).not.toContain('请输入名称');
  });

  it('needs at least province and city, takes a municipality or Hong Kong as it comes, and no region on type 20', async () => {
    const { user } = setup();
    await openDialog(user);
    await chooseType(user, '港口');
    await chooseRegion(user, ['河北省']);
    await save(user);
    await waitFor(() => expect(descriptionOf(field(/^省市区/))).toContain('请至少选择到省市'));
    await chooseRegion(user, ['香港特别行政区']);
    await waitFor(() => expect(descriptionOf(field(/^省市区/))).not.toContain('请'));
    await chooseRegion(user, ['北京市', '市辖区']);
    await waitFor(() => expect(descriptionOf(field(/^省市区/))).not.toContain('请'));
    await chooseType(user, '简称（无省市区）');
    expect(within(dialog()).queryByRole('button', { name: /^省市区/ })).toBeNull();
  });

  it('saves a valid address, which becomes the value', async () => {
    const { user, onChange, saveAddress } = setup();
    await openDialog(user);
    await chooseType(user, '港口');
    await user.type(within(dialog()).getByRole('textbox', { name: '名称' }), '北京陆港');
    await chooseRegion(user, ['北京市', '市辖区', '东城区']);
    await user.type(within(dialog()).getByRole('textbox', { name: '详细地址' }), '一号路');
    await save(user);
    expect(saveAddress).toHaveBeenCalledWith({
      addressCode: 7,
      addressTag: '北京陆港',
      province: '北京市',
      city: '市辖区',
      area: '东城区',
      addrDetail: '一号路',
      companyCode: null,
      addressOwnerCode: null,
      addressOwnerName: null,
      subName: null,
      secondaryInventoryName: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onChange).toHaveBeenLastCalledWith(99, expect.objectContaining({ id: 99, addressTag: '北京陆港' }));
    expect((screen.getByRole('combobox', { name: '收货地址' }) as HTMLInputElement).value).toBe('北京陆港');
  });

  it("shows the gateway's message and field errors when the save is refused", async () => {
    const refuse = vi.fn(async () => {
      throw Object.assign(new Error('所属主体不存在'), { data: [{ field: 'companyCode', message: '所属主体不存在' }] });
    });
    const { user } = setup({ saveAddress: refuse });
    await openDialog(user);
    await chooseType(user, '自有仓库');
    await user.click(field(/所属主体$/));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '河北饲料有限公司' }));
    await user.type(within(dialog()).getByRole('textbox', { name: '名称' }), '自有一号仓');
    await chooseRegion(user, ['河北省', '石家庄市']);
    await user.type(within(dialog()).getByRole('textbox', { name: '详细地址' }), '中山东路1号');
    await save(user);
    expect(refuse).toHaveBeenCalledWith(expect.objectContaining({ addressCode: 4, companyCode: '101001', province: '河北省', city: '石家庄市', area: null }));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('所属主体不存在');
    expect(descriptionOf(field(/所属主体$/))).toContain('所属主体不存在');
    expect(screen.getByRole('dialog', { name: '新增地址' })).toBeTruthy();
  });

  it('speaks English', async () => {
    const { user } = setup({ label: 'Delivery address' }, 'en');
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    const english = await screen.findByRole('dialog', { name: 'Add address' });
    await user.click(within(english).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(descriptionOf(within(english).getByRole('button', { name: /Address type$/ }))).toContain('Select the address type'));
    expect(descriptionOf(within(english).getByRole('textbox', { name: 'Detailed address' }))).toContain('Enter the detailed address');
  });
});
