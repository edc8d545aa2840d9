import { Select } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const pricing = [
  { dictItemCode: 'PT01', dictItemName: '按合同定价' },
  { dictItemCode: 'PT02', dictItemName: '按物料定价' },
  { dictItemCode: 'PT03', dictItemName: '暂停使用', off: true },
];
const pricingNames = { label: 'dictItemName', value: 'dictItemCode', disabled: 'off' };

const materials = [
  { matCode: '100200', matName: '玉米' },
  { matCode: '100300', matName: '豆粕' },
  { matCode: '100400', matName: '小麦' },
  { matCode: '200100', matName: '玉米蛋白粉' },
  { matCode: '200200', matName: '菜籽粕' },
  { matCode: '200300', matName: '棉籽粕' },
  { matCode: '300100', matName: '鱼粉' },
  { matCode: '300200', matName: '磷酸氢钙' },
  { matCode: '300300', matName: '赖氨酸' },
  { matCode: '300400', matName: '蛋氨酸' },
];
const materialNames = { label: 'matName', value: 'matCode' };

interface Supplier {
  sn: string;
  name: string;
}
const suppliers: Supplier[] = Array.from({ length: 120 }, (_, i) => ({
  sn: `S${String(i + 1).padStart(3, '0')}`,
  name: `${['河北', '山东', '河南', '吉林'][i % 4]}供应商 ${String(i + 1).padStart(3, '0')}`,
}));

/** A fake server search: a fixed 200 ms delay, deterministic rows. */
function searchSuppliers(keyword: string, { page, pageSize, signal }: { page: number; pageSize: number; signal: AbortSignal }) {
  return new Promise<{ options: Supplier[]; total: number }>((resolve, reject) => {
    const timer = setTimeout(() => {
      const hits = suppliers.filter((s) => s.name.includes(keyword.trim()));
      resolve({ options: hits.slice((page - 1) * pageSize, page * pageSize), total: hits.length });
    }, 200);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });
}

const meta: Meta<typeof Select> = {
  title: 'Controls/Select',
  component: Select,
  args: { label: '定价方式', options: pricing, fieldNames: pricingNames, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 320, minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof Select>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const trigger = canvas.getByRole('button', { name: /定价方式/ });
    await expect(trigger).toHaveTextContent('请选择定价方式');
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body(canvasElement).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: '按合同定价' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('PT02', [expect.objectContaining({ label: '按物料定价' })]);
    await expect(trigger).toHaveTextContent('按物料定价');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  args: { defaultValue: 'PT01' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /定价方式/ }));
    const listbox = await body(canvasElement).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: '按合同定价' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(listbox).getByRole('option', { name: '暂停使用' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: /定价方式/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await body(canvasElement).findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('listbox')).toBeNull());
    // react-aria hands focus back to the trigger after the popover has gone, a frame later.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Hovered: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /定价方式/ });
    await userEvent.hover(trigger);
    await expect(trigger).toHaveAttribute('data-hovered', 'true');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /定价方式/ });
    await expect(trigger).toHaveAttribute('data-focus-visible', 'true');
    await expect(trigger.closest('.srm-field-group')).toHaveAttribute('data-focus-within', 'true');
  },
};

export const Multiple: Story = {
  args: { label: '物料', options: materials, fieldNames: materialNames, selectionMode: 'multiple', defaultValue: ['100200'] },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /物料/ }));
    const listbox = await body(canvasElement).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: '豆粕' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['100200', '100300'], expect.any(Array));
    await expect(within(listbox).getByRole('option', { name: '豆粕' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Clearable: Story = {
  args: { label: '物料', options: materials, fieldNames: materialNames, isClearable: true, defaultValue: '100300' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: /物料/ })).toHaveTextContent('豆粕');
    await userEvent.click(canvas.getByRole('button', { name: '清空' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null, []);
    await expect(canvas.getByRole('button', { name: /物料/ })).toHaveTextContent('请选择物料');
  },
};

export const Filterable: Story = {
  args: { label: '物料', options: materials, fieldNames: materialNames, isFilterable: true, isClearable: true },
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvas.getByRole('combobox', { name: '物料' });
    await expect(input).toHaveAttribute('placeholder', '请选择物料');
    await userEvent.type(input, '粕');
    const listbox = await body(canvasElement).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['豆粕', '菜籽粕', '棉籽粕']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('200200', expect.any(Array));
    await expect(input).toHaveValue('菜籽粕');
    await userEvent.keyboard('{ArrowDown}');
    await body(canvasElement).findByRole('listbox');
  },
};

export const NoMatch: Story = {
  args: { label: '物料', options: materials, fieldNames: materialNames, isFilterable: true },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: '物料' }), '大豆油');
    await expect(await body(canvasElement).findByRole('listbox')).toHaveTextContent('无匹配数据');
  },
};

export const FilterableMultiple: Story = {
  args: { label: '物料', options: materials, fieldNames: materialNames, isFilterable: true, selectionMode: 'multiple', defaultValue: ['100200', '300100'] },
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvas.getByRole('combobox', { name: '物料' });
    await userEvent.type(input, '酸');
    await body(canvasElement).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['100200', '300100', '300200'], expect.any(Array));
    await expect(canvas.getByText('磷酸氢钙')).toBeVisible();
  },
};

export const RemoteSearch: Story = {
  args: {
    label: '供应商',
    options: undefined,
    fieldNames: { label: 'name', value: 'sn' },
    loadOptions: searchSuppliers as never,
    isClearable: true,
  },
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvas.getByRole('combobox', { name: '供应商' });
    await userEvent.type(input, '山东');
    const listbox = await body(canvasElement).findByRole('listbox');
    await expect(listbox).toHaveTextContent('正在搜索中...');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: '山东供应商 002' })).toBeVisible(), { timeout: 3000 });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('S002', [expect.objectContaining({ label: '山东供应商 002' })]);
    await expect(input).toHaveValue('山东供应商 002');
    await userEvent.keyboard('{ArrowDown}');
    // Reopened, the list loads every supplier again: the screenshot waits for the loaded list, not the search.
    const reopened = await body(canvasElement).findByRole('listbox');
    await waitFor(() => expect(within(reopened).getByRole('option', { name: '吉林供应商 008' })).toBeVisible(), { timeout: 3000 });
  },
};

export const RemoteSearching: Story = {
  args: {
    label: '供应商',
    options: undefined,
    fieldNames: { label: 'name', value: 'sn' },
    loadOptions: () => new Promise(() => undefined),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: '供应商' }), '河北');
    await expect(await body(canvasElement).findByRole('listbox')).toHaveTextContent('正在搜索中...');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'PT01' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /定价方式/ })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'PT02' },
  play: async ({ canvas, canvasElement, args }) => {
    const trigger = canvas.getByRole('button', { name: /定价方式/ });
    await userEvent.click(trigger);
    await userEvent.keyboard('{ArrowDown}');
    await expect(body(canvasElement).queryByRole('listbox')).toBeNull();
    await expect(trigger).toHaveTextContent('按物料定价');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnlyFilterable: Story = {
  args: { label: '物料', options: materials, fieldNames: materialNames, isFilterable: true, isReadOnly: true, defaultValue: '100400' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: '物料' });
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('小麦');
  },
};

export const InvalidWithMessage: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: '请选择定价方式' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /定价方式/ })).toHaveAccessibleDescription('请选择定价方式');
  },
};

export const Loading: Story = {
  args: { options: [], isLoading: true },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /定价方式/ }));
    await expect(await body(canvasElement).findByRole('listbox')).toHaveTextContent('加载中...');
  },
};

export const LongChineseText: Story = {
  args: {
    label: '河北饲料有限公司玉米原料年度集中采购定价方式',
    description: '定价方式决定结算单价的来源，请与合同条款保持一致。',
    options: [
      { dictItemCode: 'L1', dictItemName: '按合同约定的到厂价格扣除质量扣款和运费补贴后结算（含税）' },
      { dictItemCode: 'L2', dictItemName: '按物料定价' },
    ],
    defaultValue: 'L1',
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /定价方式/ }));
    await body(canvasElement).findByRole('listbox');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Pricing',
    options: [
      { dictItemCode: 'PT01', dictItemName: 'By contract' },
      { dictItemCode: 'PT02', dictItemName: 'By material' },
    ],
    isClearable: true,
    defaultValue: 'PT01',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Clear' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(canvas.getByRole('button', { name: /Pricing/ })).toHaveTextContent('Select Pricing');
  },
};

export const EnglishNoMatch: Story = {
  globals: { locale: 'en' },
  args: { label: 'Material', options: materials, fieldNames: materialNames, isFilterable: true },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('combobox', { name: 'Material' });
    await expect(input).toHaveAttribute('placeholder', 'Select Material');
    await userEvent.type(input, 'soybean oil');
    await expect(await body(canvasElement).findByRole('listbox')).toHaveTextContent('No matching data');
  },
};
