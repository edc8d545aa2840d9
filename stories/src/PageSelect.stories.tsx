import { PageSelect, type PageSelectRequest } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

interface Supplier {
  sn: string;
  name: string;
  city: string;
}

/** 95 deterministic rows: 供应商 001 … 供应商 095. */
const suppliers: Supplier[] = Array.from({ length: 95 }, (_, i) => ({
  sn: `S${String(i + 1).padStart(3, '0')}`,
  name: `供应商 ${String(i + 1).padStart(3, '0')}`,
  city: ['石家庄', '济南', '郑州', '长春', '哈尔滨'][i % 5]!,
}));

/** A fake paged server with a small fixed delay; it honours the abort signal. */
function loadSuppliers({ keyword, page, pageSize, signal }: PageSelectRequest) {
  return new Promise<{ options: Supplier[]; total: number }>((resolve, reject) => {
    const timer = setTimeout(() => {
      const hits = suppliers.filter((s) => s.name.includes(keyword.trim()) || s.city.includes(keyword.trim()));
      resolve({ options: hits.slice((page - 1) * pageSize, page * pageSize), total: hits.length });
    }, 300);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });
}

const meta: Meta<typeof PageSelect> = {
  title: 'Controls/PageSelect',
  component: PageSelect,
  args: {
    label: '供应商',
    loadPage: loadSuppliers as never,
    fieldNames: { label: 'name', value: 'sn', description: 'city' },
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320, minHeight: 400 }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof PageSelect>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

export const InfiniteScroll: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvas.getByRole('combobox', { name: '供应商' });
    await expect(input).toHaveAttribute('placeholder', '请选择供应商');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body(canvasElement).findByRole('listbox');
    await expect(listbox).toHaveTextContent('正在搜索中...');
    await within(listbox).findByRole('option', { name: /供应商 010/ }, { timeout: 3000 });
    await expect(within(listbox).queryByRole('option', { name: /供应商 011/ })).toBeNull();
    // Scroll to the end of the list: page 2 loads, with 加载中... at the end meanwhile.
    listbox.scrollTop = listbox.scrollHeight;
    await expect(await within(listbox).findByText('加载中...')).toBeVisible();
    await within(listbox).findByRole('option', { name: /供应商 020/ }, { timeout: 3000 });
    await waitFor(() => expect(within(listbox).queryByText('加载中...')).toBeNull());
    // The list opened with the first row focused: ArrowDown moves to the second, Enter chooses it.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('S002', [expect.objectContaining({ label: '供应商 002' })]);
    await expect(input).toHaveValue('供应商 002');
  },
};

export const Search: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: '供应商' }), '郑州');
    const listbox = await body(canvasElement).findByRole('listbox');
    await within(listbox).findByRole('option', { name: /供应商 003/ }, { timeout: 3000 });
    await expect(within(listbox).queryByRole('option', { name: /供应商 001/ })).toBeNull();
  },
};

export const Multiple: Story = {
  args: {
    selectionMode: 'multiple',
    defaultValue: ['S002', 'S005'],
    selectedOptions: [suppliers[1]!, suppliers[4]!],
    isClearable: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('供应商 002')).toBeVisible();
    await expect(canvas.getByText('供应商 005')).toBeVisible();
  },
};

export const Hovered: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: '供应商' });
    await userEvent.hover(input);
    await expect(input.closest('.srm-field-group')).toHaveAttribute('data-hovered', 'true');
  },
};

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('combobox', { name: '供应商' });
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input.closest('.srm-field-group')).toHaveAttribute('data-focus-within', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, value: 'S001', selectedOptions: [suppliers[0]!] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: '供应商' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, value: 'S007', selectedOptions: [suppliers[6]!] },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('combobox', { name: '供应商' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    await expect(body(canvasElement).queryByRole('listbox')).toBeNull();
    await expect(input).toHaveValue('供应商 007');
  },
};

export const InvalidWithMessage: Story = {
  args: { isRequired: true, errorMessage: '请选择供应商' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: '供应商' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('请选择供应商');
  },
};

export const LongChineseText: Story = {
  args: {
    label: '河北饲料有限公司玉米原料年度集中采购合作供应商',
    description: '只列出已完成准入审核、资质在有效期内的供应商。',
    value: 'L1',
    selectedOptions: [{ sn: 'L1', name: '黑龙江省北大荒农垦集团粮食购销与仓储物流有限责任公司（东北产区）', city: '哈尔滨' }],
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Supplier' },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('combobox', { name: 'Supplier' });
    await expect(input).toHaveAttribute('placeholder', 'Select Supplier');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body(canvasElement).findByRole('listbox');
    await expect(listbox).toHaveTextContent('Searching...');
    await within(listbox).findByRole('option', { name: /供应商 001/ }, { timeout: 3000 });
  },
};
