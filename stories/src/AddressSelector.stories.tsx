import { AddressSelector, ToastProvider } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { addresses, addressHandlers, addressLookups, loadAddresses, longAddress, refusedSaveHandler, saveAddress } from './fixtures/pickers';

const meta: Meta<typeof AddressSelector> = {
  title: 'Pickers/AddressSelector',
  component: AddressSelector,
  args: { label: '收货地址', loadAddresses, saveAddress, lookups: addressLookups, onChange: fn() },
  parameters: { msw: { handlers: addressHandlers() } },
  decorators: [
    (Story) => (
      <ToastProvider duration={Infinity}>
        <div style={{ width: 520, minHeight: 420 }}>
          <Story />
        </div>
      </ToastProvider>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof AddressSelector>;

type Canvas = HTMLElement;
const page = (canvasElement: Canvas) => within(canvasElement.ownerDocument.body);

async function openForm(canvasElement: Canvas, name = '新增地址') {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  const dialog = await page(canvasElement).findByRole('dialog', { name });
  await waitFor(() => expect(dialog.ownerDocument.querySelector('[data-entering]')).toBeNull());
  return dialog;
}

const typeButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /地址类型$/ });
const regionButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /^省市区/ });

async function chooseType(canvasElement: Canvas, dialog: HTMLElement, label: string) {
  await userEvent.click(typeButton(dialog));
  await userEvent.click(await page(canvasElement).findByRole('option', { name: label }));
  await waitFor(() => expect(typeButton(dialog)).toHaveTextContent(label));
}

/** Picks a region path in the cascader (it stays open after a branch: Escape closes it). */
async function chooseRegion(canvasElement: Canvas, dialog: HTMLElement, path: string[]) {
  const trigger = regionButton(dialog);
  await waitFor(() => expect(trigger.closest('[data-loading]')).toBeNull());
  await userEvent.click(trigger);
  for (const name of path) await userEvent.click(await page(canvasElement).findByRole('option', { name }));
  if (page(canvasElement).queryByRole('option', { name: path[path.length - 1] as string })) await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(regionButton(dialog)).toHaveTextContent(path.join(' / ')));
}

const save = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
const textbox = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });

/** Type to search the addresses: each shows its name, with its type and full address under it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: '收货地址' });
    await userEvent.type(input, '港');
    const option = await page(canvasElement).findByRole('option', { name: /天津港/ });
    await expect(option).toHaveTextContent('港口 · 天津市滨海新区新港二号路');
    await userEvent.click(option);
    await expect(args.onChange).toHaveBeenLastCalledWith(1, addresses[0]);
    await expect(input).toHaveValue('天津港');
  },
};

/** An address already chosen. */
export const Filled: Story = {
  args: { value: 2, selectedAddresses: [addresses[1]!] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: '收货地址' })).toHaveValue('中粮北方仓');
  },
};

/** A port in a municipality (北京市 / 市辖区 / 东城区): saved through the gateway, it becomes the value. */
export const AddAddress: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openForm(canvasElement);
    await chooseType(canvasElement, dialog, '港口');
    await userEvent.type(textbox(dialog, '名称'), '北京陆港');
    await chooseRegion(canvasElement, dialog, ['北京市', '市辖区', '东城区']);
    await userEvent.type(textbox(dialog, '详细地址'), '东直门外大街1号');
    await save(dialog);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(101, expect.objectContaining({ addressTag: '北京陆港', city: '北京市', area: '东城区', addrDesc: '北京市东城区东直门外大街1号' })),
    );
    await expect(within(canvasElement).getByRole('combobox', { name: '收货地址' })).toHaveValue('北京陆港');
    await waitFor(() => expect(page(canvasElement).getByText('新增成功')).toBeVisible());
  },
};

/** 保存 on an empty form: type, name, region and detail are required, each message under its field; focus goes to the type. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    await userEvent.click(typeButton(dialog));
    const listbox = await page(canvasElement).findByRole('listbox');
    // Type 6 (其他) is never offered.
    await expect(within(listbox).queryByRole('option', { name: '其他' })).toBeNull();
    await expect(within(listbox).getAllByRole('option')).toHaveLength(10);
    await userEvent.keyboard('{Escape}');
    await save(dialog);
    await waitFor(() => expect(typeButton(dialog)).toHaveAccessibleDescription('请选择地址类型'));
    await expect(textbox(dialog, '名称')).toHaveAccessibleDescription('请输入名称');
    await expect(regionButton(dialog)).toHaveAccessibleDescription('请选择省市区');
    await expect(textbox(dialog, '详细地址')).toHaveAccessibleDescription('请输入详细地址');
    await waitFor(() => expect(typeButton(dialog)).toHaveFocus());
  },
};

/** Types 1, 2 and 3 need a supplier: 请选择供应商. Choosing one clears the message. */
export const SupplierRequired: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    await chooseType(canvasElement, dialog, '库点');
    await save(dialog);
    const supplier = within(dialog).getByRole('combobox', { name: '供应商' });
    await waitFor(() => expect(supplier).toHaveAccessibleDescription('请选择供应商'));
    await userEvent.type(supplier, '中粮');
    await userEvent.click(await page(canvasElement).findByRole('option', { name: '中粮贸易有限公司' }));
    await waitFor(() => expect(supplier).not.toHaveAccessibleDescription('请选择供应商'));
  },
};

/** Type 4 (own warehouse) needs its owning company: 请选择所属主体. */
export const CompanyRequired: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    await chooseType(canvasElement, dialog, '自有仓库');
    await save(dialog);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /所属主体$/ })).toHaveAccessibleDescription('请选择所属主体'));
    await expect(within(dialog).queryByRole('combobox', { name: '供应商' })).toBeNull();
  },
};

/** Type 5 needs its transit store (请选择中转库), picked with the transfer-store search; its name is optional. */
export const TransitStoreRequired: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    await chooseType(canvasElement, dialog, '中转库');
    await save(dialog);
    const store = within(dialog).getByRole('group', { name: '中转库' });
    await waitFor(() => expect(store).toHaveAccessibleDescription('请选择中转库'));
    await expect(textbox(dialog, '名称')).not.toBeRequired();
    await expect(textbox(dialog, '名称')).not.toHaveAccessibleDescription('请输入名称');
    const company = within(store).getByRole('button', { name: /公司$/ });
    await waitFor(() => expect(company.closest('[data-loading]')).toBeNull());
    await userEvent.click(company);
    await userEvent.click(await page(canvasElement).findByRole('option', { name: '大连粮食贸易有限公司' }));
    await userEvent.click(within(store).getByRole('button', { name: /库存组织$/ }));
    await userEvent.click(await page(canvasElement).findByRole('option', { name: '大连粮食贸易有限公司原料库' }));
    await userEvent.click(within(store).getByRole('button', { name: '查询' }));
    const grid = await within(store).findByRole('grid', { name: '中转库列表' });
    const row = await within(grid).findByRole('row', { name: /YL01/ });
    await expect(grid).not.toHaveTextContent('在途库');
    await userEvent.click(within(row).getByRole('radio'));
    await waitFor(() => expect(store).toHaveAccessibleDescription('已选：原料一号库（YL01）'));
  },
};

/** The region must reach at least province and city (请至少选择到省市); Hong Kong is complete by itself. */
export const RegionTooShort: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    await chooseType(canvasElement, dialog, '仓库');
    await chooseRegion(canvasElement, dialog, ['河北省']);
    await save(dialog);
    await waitFor(() => expect(regionButton(dialog)).toHaveAccessibleDescription('请至少选择到省市'));
    await chooseRegion(canvasElement, dialog, ['香港特别行政区']);
    await waitFor(() => expect(regionButton(dialog)).not.toHaveAccessibleDescription('请至少选择到省市'));
  },
};

/** Type 20 (a short name) has no region at all. */
export const NoRegionForType20: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    await chooseType(canvasElement, dialog, '简称（无省市区）');
    await expect(within(dialog).queryByRole('button', { name: /^省市区/ })).toBeNull();
    await save(dialog);
    await waitFor(() => expect(textbox(dialog, '名称')).toHaveAccessibleDescription('请输入名称'));
    await expect(textbox(dialog, '详细地址')).toHaveAccessibleDescription('请输入详细地址');
  },
};

/** The gateway refuses the save (400): its message shows at the top, and under the field it names. */
export const SaveRefused: Story = {
  parameters: { msw: { handlers: [refusedSaveHandler('该地址类型已停用，请选择其他类型', [{ field: 'addressCode', message: '该地址类型已停用，请选择其他类型' }]), ...addressHandlers()] } },
  play: async ({ canvasElement, args }) => {
    const dialog = await openForm(canvasElement);
    await chooseType(canvasElement, dialog, '平台');
    await userEvent.type(textbox(dialog, '名称'), '大宗交易平台');
    await chooseRegion(canvasElement, dialog, ['河北省', '石家庄市']);
    await userEvent.type(textbox(dialog, '详细地址'), '中山东路1号');
    await save(dialog);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('该地址类型已停用，请选择其他类型');
    await waitFor(() => expect(typeButton(dialog)).toHaveAccessibleDescription('该地址类型已停用，请选择其他类型'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Keyboard alone: Tab to 新增地址, Enter opens; the type select opens with the arrows; Escape closes and focus comes back. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const add = within(canvasElement).getByRole('button', { name: '新增地址' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page(canvasElement).findByRole('dialog', { name: '新增地址' });
    while (document.activeElement !== typeButton(dialog)) await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await page(canvasElement).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(typeButton(dialog)).toHaveTextContent('仓库'));
    await userEvent.tab();
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: '供应商' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(add).toHaveFocus());
  },
};

// The list states leave the list open: without saveAddress there is no 新增地址 button beside the field
// (an open list hides the rest of the page from assistive technology, and a focusable button in it fails axe).
/** No address matches: 无匹配数据. */
export const Empty: Story = {
  args: { saveAddress: undefined },
  parameters: { msw: { handlers: addressHandlers({ empty: true }) } },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: '收货地址' }), '上海');
    await waitFor(() => expect(page(canvasElement).getByRole('listbox')).toHaveTextContent('无匹配数据'));
  },
};

/** While the addresses load: 正在搜索中... */
export const Loading: Story = {
  args: { saveAddress: undefined },
  parameters: { msw: { handlers: addressHandlers({ wait: 'infinite' }) } },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: '收货地址' }), '港');
    await waitFor(() => expect(page(canvasElement).getByRole('listbox')).toHaveTextContent('正在搜索中...'));
  },
};

/** The address list fails: loading just stops (spec 01 §8) and nothing is offered. */
export const ServerError: Story = {
  args: { saveAddress: undefined },
  parameters: { msw: { handlers: addressHandlers({ fail: true }) } },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: '收货地址' }), '港');
    await waitFor(() => expect(page(canvasElement).getByRole('listbox')).not.toHaveTextContent('正在搜索中...'));
    await expect(page(canvasElement).queryByRole('option', { name: /天津港/ })).toBeNull();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, value: 1, selectedAddresses: [addresses[0]!] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: '收货地址' })).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: '新增地址' })).toBeDisabled();
  },
};

/** Read-only: the value shows, and no 新增地址. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, value: 1, selectedAddresses: [addresses[0]!] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: '收货地址' })).toHaveValue('天津港');
    await expect(within(canvasElement).queryByRole('button', { name: '新增地址' })).toBeNull();
  },
};

export const LongChineseText: Story = {
  args: { label: '中粮贸易（大连）有限公司年度散粮集中采购合同约定的到货交收地址', value: 50, selectedAddresses: [longAddress] },
  parameters: { msw: { handlers: addressHandlers({}, [longAddress, ...addresses]) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: /到货交收地址/ })).toHaveValue(longAddress.addressTag);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Delivery address' },
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement, 'Add address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Address type$/ })).toHaveAccessibleDescription('Select the address type'));
    await expect(within(dialog).getByRole('textbox', { name: 'Detailed address' })).toHaveAccessibleDescription('Enter the detailed address');
  },
};
