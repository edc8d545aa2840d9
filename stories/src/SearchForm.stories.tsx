import { SearchForm, urlPrefill, type SearchField } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

const statusOptions = [
  { label: '草稿', value: 'DRAFT' },
  { label: '审批中', value: 'APPROVING' },
  { label: '已生效', value: 'EFFECTIVE' },
];

const companyOptions = [
  { label: '河北粮油贸易有限公司', value: 'C001' },
  { label: '天津港口农产品物流有限公司', value: 'C002' },
];

const fewFields: SearchField[] = [
  { prop: 'contractName', label: '合同名称' },
  { prop: 'status', label: '合同状态', type: 'select', options: statusOptions },
  { prop: 'signDate', label: '签订日期', type: 'date' },
];

/** Ten fields: collapsed shows the first seven. */
const manyFields: SearchField[] = [
  { prop: 'contractCode', label: '合同编号' },
  { prop: 'contractName', label: '合同名称' },
  { prop: 'status', label: '合同状态', type: 'select', options: statusOptions, props: { selectionMode: 'multiple' } },
  { prop: 'companyCode', label: '采购主体', type: 'select', options: companyOptions, requiredForExport: true },
  { prop: 'supplierName', label: '供应商名称' },
  { prop: 'matName', label: '物料名称' },
  { prop: 'createdTime', label: '创建时间', type: 'daterange' },
  { prop: 'creatorName', label: '创建人' },
  { prop: 'remark', label: '备注' },
  { prop: 'batchNo', label: '批次号' },
];

const meta: Meta<typeof SearchForm> = {
  title: 'Data/SearchForm',
  component: SearchForm,
  args: { fields: fewFields, onSearch: fn(), onReset: fn(), onExpandedChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 960 }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof SearchForm>;

/** A few fields: no 更多 toggle; 查询 and 重置 after the fields. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search', { name: '搜索条件' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '更多' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '查询' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重置' })).toBeVisible();
  },
};

/** Enter in a field searches; onSearch gets the built query (contains, equals, day bounds). */
export const EnterSearches: Story = {
  args: {
    fields: [
      { prop: 'contractName', label: '合同名称' },
      { prop: 'status', label: '合同状态', type: 'select', options: statusOptions },
      { prop: 'createdTime', label: '创建时间', type: 'daterange' },
    ],
    defaultValues: { status: 'EFFECTIVE', createdTime: ['2026-01-01', '2026-01-31'] },
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '合同名称' }), '玉米{Enter}');
    await waitFor(() =>
      expect(args.onSearch).toHaveBeenCalledWith(
        {
          'contractName.contains': '玉米',
          'status.equals': 'EFFECTIVE',
          'createdTime.between': '2026-01-01,2026-01-31',
        },
        expect.anything(),
      ),
    );
    // Enter in a date segment searches too.
    await userEvent.click(canvas.getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledTimes(2));
  },
};

/** Ten fields: collapsed to seven with 更多; a chip counts collapsed fields that hold values. */
export const ManyFieldsCollapsed: Story = {
  args: { fields: manyFields },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('button', { name: '更多' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('textbox', { name: '备注' })).toBeNull();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveTextContent('收起');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);
    await userEvent.type(await canvas.findByRole('textbox', { name: '备注' }), '加急');

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('textbox', { name: '备注' })).toBeNull();
    await expect(toggle).toHaveAccessibleDescription('1 个收起的条件已填写');

    // The collapsed value still filters.
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith({ 'remark.contains': '加急' }, expect.anything()));
  },
};

/** Opened from a to-do with `?from=pending&creatorName={currentUserName}&status=DRAFT,APPROVING`: prefilled and searched. */
export const PrefilledFromUrl: Story = {
  args: {
    fields: manyFields,
    initialValues: urlPrefill(
      new URLSearchParams('from=pending&creatorName=%7BcurrentUserName%7D&status=DRAFT,APPROVING&batchNo=B1;B2&tabIndex=1'),
      manyFields,
      { id: 7, name: '张三' },
    )?.values,
    autoSearch: true,
  },
  play: async ({ canvas, args }) => {
    await waitFor(() =>
      expect(args.onSearch).toHaveBeenCalledWith(
        { 'status.in': 'DRAFT,APPROVING', 'creatorName.contains': '张三', 'batchNo.contains': 'B1,B2' },
        expect.anything(),
      ),
    );
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: '更多' })).toHaveAccessibleDescription('2 个收起的条件已填写');
  },
};

/** Multi-step mode: 下一步 / 上一步; 查询 only on the last step. */
export const MultiStep: Story = {
  args: {
    fields: manyFields,
    steps: [
      { title: '合同信息', fields: ['contractCode', 'contractName', 'status'] },
      { title: '供应与物料', fields: ['supplierName', 'matName', 'createdTime'] },
    ],
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/第 1 步，共 2 步/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '查询' })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: '合同名称' }), '玉米');
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    const supplier = await canvas.findByRole('textbox', { name: '供应商名称' });
    await waitFor(() => expect(supplier).toHaveFocus());
    await expect(canvas.getByRole('button', { name: '上一步' })).toBeVisible();
    await userEvent.type(supplier, '河北粮油{Enter}');
    await waitFor(() =>
      expect(args.onSearch).toHaveBeenCalledWith({ 'contractName.contains': '玉米', 'supplierName.contains': '河北粮油' }, expect.anything()),
    );
  },
};

/** Without the permissions, 查询 and 重置 are not shown. */
export const ButtonsHiddenByPermission: Story = {
  args: { fields: manyFields, showSearch: false, showReset: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '查询' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '重置' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '更多' })).toBeVisible();
  },
};

/** Reset returns to the defaults and reports their query; the table keeps its page size. */
export const Reset: Story = {
  args: { fields: fewFields, defaultValues: { status: 'EFFECTIVE' } },
  play: async ({ canvas, args }) => {
    const name = canvas.getByRole('textbox', { name: '合同名称' });
    await userEvent.type(name, '豆粕');
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(name).toHaveValue('');
    await expect(args.onReset).toHaveBeenCalledWith({ 'status.equals': 'EFFECTIVE' }, expect.anything());
  },
};

export const LongChineseLabels: Story = {
  args: {
    fields: [
      { prop: 'qualityStandard', label: '质量标准（水分、杂质、霉变粒、容重等指标要求）' },
      { prop: 'deliveryAddress', label: '交货地点（到厂价须填写收货工厂的详细地址）' },
      { prop: 'supplierName', label: '供应商全称（须与营业执照上的名称保持一致）', span: 16 },
      { prop: 'remark', label: '补充条款及双方约定的其他事项' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '质量标准（水分、杂质、霉变粒、容重等指标要求）' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: [
      { prop: 'contractCode', label: 'Contract code' },
      { prop: 'contractName', label: 'Contract name' },
      { prop: 'status', label: 'Status', type: 'select', options: statusOptions },
      { prop: 'supplierName', label: 'Supplier' },
      { prop: 'matName', label: 'Material' },
      { prop: 'creatorName', label: 'Creator' },
      { prop: 'remark', label: 'Remark' },
      { prop: 'batchNo', label: 'Batch no.' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search', { name: 'Search filters' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await expect(canvas.getByRole('button', { name: 'Collapse' })).toHaveAttribute('aria-expanded', 'true');
  },
};
