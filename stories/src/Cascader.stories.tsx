import { Cascader, type CascaderOption } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const regions: CascaderOption[] = [
  {
    label: '河北省',
    value: '13',
    children: [
      {
        label: '石家庄市',
        value: '1301',
        children: [
          { label: '长安区', value: '130102' },
          { label: '桥西区', value: '130104' },
          { label: '新华区', value: '130105' },
        ],
      },
      { label: '唐山市', value: '1302', isDisabled: true, children: [{ label: '路南区', value: '130202' }] },
      { label: '秦皇岛市', value: '1303', children: [{ label: '海港区', value: '130302' }] },
    ],
  },
  { label: '北京市', value: '11', children: [{ label: '市辖区', value: '1101', children: [{ label: '东城区', value: '110101' }, { label: '西城区', value: '110102' }] }] },
  { label: '山东省', value: '37', children: [{ label: '济南市', value: '3701', children: [{ label: '历下区', value: '370102' }] }] },
];

const categories = [
  {
    categoryCode: 'C10',
    categoryName: '大宗原料',
    children: [
      { categoryCode: 'C1010', categoryName: '谷物', children: [{ categoryCode: 'C101010', categoryName: '玉米' }, { categoryCode: 'C101020', categoryName: '小麦' }] },
      { categoryCode: 'C1020', categoryName: '饼粕', children: [{ categoryCode: 'C102010', categoryName: '豆粕' }] },
    ],
  },
  { categoryCode: 'C20', categoryName: '添加剂', children: [{ categoryCode: 'C2010', categoryName: '氨基酸', children: [{ categoryCode: 'C201010', categoryName: '赖氨酸' }] }] },
];

const meta: Meta<typeof Cascader> = {
  title: 'Controls/Cascader',
  component: Cascader,
  args: { label: '所在地区', options: regions, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 360, minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof Cascader>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const trigger = canvas.getByRole('button', { name: /所在地区/ });
    await expect(trigger).toHaveTextContent('请选择所在地区');
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: '所在地区' });
    await waitFor(() => expect(within(dialog).getByRole('option', { name: '河北省' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: '石家庄市' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['13', '1301', '130104'], expect.any(Array));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveTextContent('河北省 / 石家庄市 / 桥西区');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  args: { defaultValue: ['13', '1301', '130105'] },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /所在地区/ }));
    const dialog = await body(canvasElement).findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: '新华区' })).toHaveFocus());
    await expect(within(dialog).getAllByRole('listbox')).toHaveLength(3);
    await expect(within(dialog).getByRole('option', { name: '唐山市' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const trigger = canvas.getByRole('button', { name: /所在地区/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await body(canvasElement).findByRole('dialog');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ChangeOnSelect: Story = {
  args: { label: '物料分类', options: categories, fieldNames: { label: 'categoryName', value: 'categoryCode' }, changeOnSelect: true },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /物料分类/ }));
    const dialog = await body(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('option', { name: '大宗原料' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['C10'], expect.any(Array));
    await expect(canvas.getByRole('button', { name: /物料分类/ })).toHaveTextContent('大宗原料');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: '谷物' })).toHaveFocus());
  },
};

export const Searchable: Story = {
  args: { isSearchable: true, isClearable: true },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /所在地区/ }));
    const dialog = await body(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('searchbox', { name: '搜索' }));
    await userEvent.keyboard('区');
    const results = within(dialog).getByRole('listbox', { name: '所在地区' });
    await expect(within(results).getAllByRole('option').length).toBeGreaterThan(3);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(results).getByRole('option', { name: '河北省 / 石家庄市 / 长安区' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['13', '1301', '130102'], expect.any(Array));
  },
};

export const SearchEscape: Story = {
  args: { isSearchable: true },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: /所在地区/ });
    await userEvent.click(trigger);
    const dialog = await body(canvasElement).findByRole('dialog');
    const search = within(dialog).getByRole('searchbox');
    await userEvent.click(search);
    await userEvent.keyboard('济南');
    await expect(within(dialog).getByRole('option', { name: '山东省 / 济南市 / 历下区' })).toBeVisible();
    // The first Escape clears the search text and keeps the panel; the second closes it.
    await userEvent.keyboard('{Escape}');
    await expect(search).toHaveValue('');
    await expect(dialog).toBeInTheDocument();
    await expect(within(dialog).getAllByRole('listbox').length).toBeGreaterThan(1);
    // The columns are back, and the search box keeps focus.
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const SearchNoMatch: Story = {
  args: { isSearchable: true },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /所在地区/ }));
    const dialog = await body(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('searchbox'));
    await userEvent.keyboard('上海');
    await expect(dialog).toHaveTextContent('无匹配数据');
  },
};

export const Hovered: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /所在地区/ });
    await userEvent.hover(trigger);
    await expect(trigger).toHaveAttribute('data-hovered', 'true');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /所在地区/ })).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: ['11', '1101', '110101'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /所在地区/ })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: ['37', '3701', '370102'] },
  play: async ({ canvas, canvasElement, args }) => {
    const trigger = canvas.getByRole('button', { name: /所在地区/ });
    await userEvent.click(trigger);
    await userEvent.keyboard('{ArrowDown}');
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(trigger).toHaveTextContent('山东省 / 济南市 / 历下区');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const InvalidWithMessage: Story = {
  args: { isRequired: true, errorMessage: '请选择所在地区' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /所在地区/ })).toHaveAccessibleDescription('请选择所在地区');
  },
};

export const Loading: Story = {
  args: { options: [], isLoading: true },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /所在地区/ }));
    await expect(await body(canvasElement).findByRole('dialog')).toHaveTextContent('加载中...');
  },
};

export const LongChineseText: Story = {
  args: {
    label: '河北饲料有限公司玉米原料年度集中采购收货地区',
    description: '收货地区用于计算运费补贴，请选择到区县。',
    options: [
      {
        label: '内蒙古自治区',
        value: '15',
        children: [{ label: '呼伦贝尔市', value: '1507', children: [{ label: '莫力达瓦达斡尔族自治旗', value: '150722' }] }],
      },
    ],
    defaultValue: ['15', '1507', '150722'],
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /收货地区/ }));
    await body(canvasElement).findByRole('dialog');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Region',
    isSearchable: true,
    isClearable: true,
    options: [
      { label: 'Hebei', value: '13', children: [{ label: 'Shijiazhuang', value: '1301' }] },
      { label: 'Beijing', value: '11', children: [{ label: 'Dongcheng', value: '110101' }] },
    ],
    defaultValue: ['13', '1301'],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: /Region/ })).toHaveTextContent('Hebei / Shijiazhuang');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(canvas.getByRole('button', { name: /Region/ })).toHaveTextContent('Select Region');
    await userEvent.click(canvas.getByRole('button', { name: /Region/ }));
    await expect(await body(canvasElement).findByRole('searchbox', { name: 'Search' })).toBeVisible();
  },
};
