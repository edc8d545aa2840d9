import { ProTable, ToastProvider, type ProColumn, type ProTableHandle, type RowAction } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { contractColumns, contractRows, contractServer, type ContractRow } from './fixtures/contracts';

const meta: Meta<typeof ProTable<ContractRow>> = {
  title: 'Data/ProTable',
  component: ProTable,
  args: { 'aria-label': '采购合同', columns: contractColumns, rowKey: 'id', height: 420 },
  decorators: [
    (Story) => (
      <ToastProvider duration={Infinity}>
        <div style={{ width: 1100 }}>
          <Story />
        </div>
      </ToastProvider>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof ProTable<ContractRow>>;

const bodyRows = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('.srm-grid-body [role="row"][aria-rowindex]')];
const focusedRowIndex = () => document.activeElement?.closest('[role="row"]')?.getAttribute('aria-rowindex');

/** Remote pages of 20 from a server of 135 contracts; select the page, then the whole result. */
export const Remote: Story = {
  args: { request: contractServer(135), selectionMode: 'checkbox', showIndex: true },
  play: async ({ canvas, canvasElement }) => {
    const grid = await canvas.findByRole('grid', { name: '采购合同' });
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', '22'));
    await expect(bodyRows(canvasElement).length).toBeLessThan(20);
    await userEvent.click(within(grid).getByRole('checkbox', { name: '全选' }));
    await expect(canvas.getByText('已选择 20 项', { selector: '.srm-protable-selection span' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '选择全部 135 条' }));
    await expect(canvas.getByText('已选择查询结果全部 135 条')).toBeVisible();
    await expect(canvas.getByText('已选择 135 项', { selector: 'nav *' })).toBeVisible();
  },
};

/** Page 2 numbers its rows from 21; changing page clears a page selection. */
export const Paging: Story = {
  args: { request: contractServer(135), selectionMode: 'checkbox', showIndex: true },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid');
    await waitFor(() => expect(within(grid).getByText('HT2026000001')).toBeVisible());
    await userEvent.click(within(grid).getByRole('checkbox', { name: '全选' }));
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(within(grid).getByText('HT2026000021')).toBeVisible());
    await expect(within(grid).getByText('21')).toBeVisible();
    await expect(within(grid).getByRole('checkbox', { name: '全选' })).not.toBeChecked();
  },
};

/** 100,000 local rows, windowed: End from the first row focuses row 100,001 (after the header). */
export const HundredThousandRows: Story = {
  args: { dataSource: contractRows(100_000), pagination: false, selectionMode: 'checkbox', showIndex: true },
  play: async ({ canvas, canvasElement }) => {
    const grid = await canvas.findByRole('grid');
    await expect(grid).toHaveAttribute('aria-rowcount', '100002');
    await expect(bodyRows(canvasElement).length).toBeLessThan(30);
    await userEvent.click(within(grid).getByRole('checkbox', { name: '全选' }));
    await expect(canvas.getByText('已选择 100000 项', { selector: '.srm-protable-selection span' })).toBeVisible();
    (bodyRows(canvasElement)[0] as HTMLElement).focus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(focusedRowIndex()).toBe('100001'));
    await expect(document.activeElement).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(focusedRowIndex()).toBe('2'));
  },
};

/** Arrows, Space and Shift+Arrow select by keyboard; Ctrl+A selects all rows. */
export const KeyboardSelection: Story = {
  args: { dataSource: contractRows(300), pagination: false, selectionMode: 'checkbox', onSelectionChange: fn() },
  play: async ({ canvas, canvasElement, args }) => {
    await canvas.findByRole('grid');
    (bodyRows(canvasElement)[0] as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}{ }');
    await waitFor(() => expect(focusedRowIndex()).toBe('3'));
    await expect(document.activeElement).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}');
    await expect(canvas.getByText('已选择 3 项', { selector: '.srm-protable-selection span' })).toBeVisible();
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(Number(focusedRowIndex())).toBeGreaterThan(8));
    await userEvent.keyboard('{Control>}a{/Control}');
    await expect(canvas.getByText('已选择 300 项', { selector: '.srm-protable-selection span' })).toBeVisible();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith({ kind: 'all', except: new Set() });
  },
};

/** Cells by keyboard: Right enters the row's cells, Ctrl+End goes to the last row in the same column. */
export const KeyboardCells: Story = {
  args: { dataSource: contractRows(500), pagination: false },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('grid');
    (bodyRows(canvasElement)[0] as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(document.activeElement).toHaveTextContent('中粮贸易（大连）有限公司');
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(focusedRowIndex()).toBe('501'));
    await expect(document.activeElement).toHaveTextContent('北大荒粮食集团');
    await userEvent.keyboard('{ArrowUp}{End}');
    await expect(document.activeElement).toBe(document.activeElement?.parentElement?.lastElementChild);
    await expect(focusedRowIndex()).toBe('500');
  },
};

/** A header press sorts on the server: ascending, then descending, announced and shown in aria-sort. */
export const Sorting: Story = {
  args: { request: fn(contractServer(135)) },
  play: async ({ canvas, args }) => {
    const grid = await canvas.findByRole('grid');
    const header = within(grid).getByRole('columnheader', { name: /金额/ });
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(header);
    await waitFor(() => expect(args.request).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, sort: { field: 'amount', order: 'ascend' } })));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByText('已按金额（元）升序排列')).toBeInTheDocument();
    header.focus();
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(args.request).toHaveBeenLastCalledWith(expect.objectContaining({ sort: { field: 'amount', order: 'descend' } })));
  },
};

/** Pinned columns stay in view while the grid scrolls sideways. */
export const PinnedColumns: Story = {
  args: {
    dataSource: contractRows(60),
    pagination: false,
    selectionMode: 'checkbox',
    columns: contractColumns.map((column) => (column.key === 'status' ? { ...column, fixed: 'right' } : column)),
    actions: [{ key: 'view', label: '查看', route: 'contractDetail' }],
    onNavigate: fn(),
  },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid');
    // The windowed rows appear once the grid has measured its viewport: scroll after they are there.
    const pinned = (await within(grid).findAllByText('HT2026000001'))[0] as HTMLElement;
    grid.scrollLeft = 400;
    await waitFor(() => expect(pinned.closest('[role="gridcell"]')?.getBoundingClientRect().left).toBeLessThan(grid.getBoundingClientRect().left + 60 + 16));
  },
};

/** Row actions: 查看 navigates with the id in the query; a quick second press warns 操作过于频繁. */
export const RowActionsAndClickLock: Story = {
  args: {
    dataSource: contractRows(30),
    pagination: false,
    actions: [
      { key: 'view', label: '查看', route: 'contractDetail' },
      { key: 'print', label: '打印', route: 'contractPrint', idKey: 'contractNo', queryKey: 'no' },
    ] satisfies RowAction<ContractRow>[],
    onNavigate: fn(),
  },
  play: async ({ canvas, args }) => {
    const grid = await canvas.findByRole('grid');
    const firstView = within(grid).getAllByRole('button', { name: '查看' })[0] as HTMLElement;
    await userEvent.click(firstView);
    await expect(args.onNavigate).toHaveBeenCalledWith({ name: 'contractDetail', query: { id: '1' } });
    await userEvent.click(within(grid).getAllByRole('button', { name: '打印' })[0] as HTMLElement);
    await expect(await within(document.body).findByText('操作过于频繁，请勿重复点击！')).toBeInTheDocument();
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
  },
};

/** Rows with details: the expander (or Enter on the row) opens them, also while windowed. */
export const Expandable: Story = {
  args: {
    dataSource: contractRows(200),
    pagination: false,
    expandable: {
      render: (row) => (
        <div>
          <strong>{row.contractNo}</strong> 交货计划：2026-12 分三批交付，每批 {Math.round(row.quantity / 3)} 吨。
        </div>
      ),
      rowExpandable: (row) => row.id % 4 !== 0,
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const grid = await canvas.findByRole('grid');
    const expanders = within(grid).getAllByRole('button', { name: '展开此行' });
    await userEvent.click(expanders[0] as HTMLElement);
    await expect(await within(grid).findByText(/分三批交付，每批 33 吨/)).toBeVisible();
    await expect(within(grid).getByRole('button', { name: '收起此行' })).toHaveAttribute('aria-expanded', 'true');
    (bodyRows(canvasElement)[1] as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(grid).findByText(/分三批交付，每批 46 吨/)).toBeVisible();
    await expect(bodyRows(canvasElement)[3]?.querySelector('.srm-grid-expander')).toBeNull();
  },
};

/** The summary rows: the page subtotal, and the grand total the server returns. */
export const SummaryRows: Story = {
  args: {
    request: async ({ page, pageSize }) => ({
      data: contractRows(pageSize, (page - 1) * pageSize).slice(0, 3),
      total: 3,
      summary: { quantity: 9030, amount: '24754883.40' },
    }),
  },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid');
    const subtotal = await within(grid).findByRole('row', { name: /小计/ });
    await waitFor(() => expect(subtotal).toHaveTextContent('411'));
    await expect(subtotal).toHaveTextContent('1,045,357.15');
    await expect(within(grid).getByRole('row', { name: /合计/ })).toHaveTextContent('24,754,883.40');
  },
};

const editableColumns: ProColumn<ContractRow>[] = [
  { key: 'contractNo', title: '合同编号', fixed: 'left' },
  { key: 'materialName', title: '物料名称', editor: { type: 'text', required: true } },
  { key: 'quantity', title: '数量（吨）', valueType: 'number', editor: { type: 'number', required: true } },
  { key: 'unitPrice', title: '单价（元）', valueType: 'money', editor: { type: 'number', required: true, props: { precision: 2 } } },
  { key: 'remark', title: '备注', wide: true, editor: { type: 'text' } },
];

function EditableTable(props: { onSave: (row: ContractRow) => void }) {
  const [rows, setRows] = useState(() => contractRows(8));
  return (
    <ProTable
      aria-label="合同明细"
      columns={editableColumns}
      rowKey="id"
      dataSource={rows}
      pagination={false}
      height={420}
      editable={{
        onSave: (row) => {
          props.onSave(row);
          setRows((current) => current.map((candidate) => (candidate.id === row.id ? row : candidate)));
        },
      }}
      actions={[{ key: 'delete', label: '删除', theme: 'delete' }]}
    />
  );
}

/** Inline editing: save validates required fields (第N行：…), cancel restores, a delete-theme action removes the row. */
export const InlineEditing: Story = {
  args: { onSave: fn() } as never,
  render: (args) => <EditableTable onSave={(args as unknown as { onSave: (row: ContractRow) => void }).onSave} />,
  play: async ({ canvas, args }) => {
    const onSave = (args as unknown as { onSave: ReturnType<typeof fn> }).onSave;
    const grid = await canvas.findByRole('grid', { name: '合同明细' });
    // The rows come a frame after the grid: wait for them.
    await userEvent.click((await within(grid).findAllByRole('button', { name: '编辑' }))[1] as HTMLElement);
    const material = await within(grid).findByRole('textbox', { name: '物料名称' });
    await userEvent.clear(material);
    await userEvent.click(within(grid).getByRole('button', { name: '保存' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('第2行：物料名称不能为空');
    await expect(onSave).not.toHaveBeenCalled();
    await userEvent.type(material, '大豆');
    await userEvent.click(within(grid).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ id: 2, materialName: '大豆' })));
    await expect(await within(grid).findByText('大豆')).toBeVisible();
    await userEvent.click(within(grid).getAllByRole('button', { name: '删除' })[0] as HTMLElement);
    await waitFor(() => expect(within(grid).queryByText('HT2026000001')).toBeNull());
  },
};

/** A row in edit mode, for review: editors in the cells, the row's save and cancel. */
export const EditingRow: Story = {
  render: () => {
    function Editing() {
      const ref = useRef<ProTableHandle>(null);
      return (
        <>
          <button type="button" onClick={() => ref.current?.startEdit(1)}>
            编辑第一行
          </button>
          <ProTable ref={ref} aria-label="合同明细" columns={editableColumns} rowKey="id" dataSource={contractRows(5)} pagination={false} height={300} editable={{ onSave: () => {} }} />
        </>
      );
    }
    return <Editing />;
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑第一行' }));
    await expect(await canvas.findByRole('textbox', { name: '物料名称' })).toHaveValue('玉米');
  },
};

/** A single choice per row (radio). */
export const RadioSelection: Story = {
  args: { dataSource: contractRows(10), pagination: false, selectionMode: 'radio', onSelectionChange: fn() },
  play: async ({ canvas, args }) => {
    const grid = await canvas.findByRole('grid');
    const radios = within(grid).getAllByRole('radio', { name: '选择此行' });
    await userEvent.click(radios[2] as HTMLElement);
    await userEvent.click(radios[4] as HTMLElement);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith({ kind: 'keys', keys: new Set([5]) });
    await expect(radios[2]).not.toBeChecked();
    await expect(radios[4]).toBeChecked();
  },
};

/** No rows: 暂无数据. */
export const Empty: Story = {
  args: { request: async () => ({ data: [], total: 0 }), selectionMode: 'checkbox' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无数据')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '全选' })).toBeDisabled();
  },
};

/** While loading, a veil with a spinner covers the grid. */
export const Loading: Story = {
  args: { request: () => new Promise(() => {}) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** A failed load just stops loading, keeping what was shown. */
export const FailedLoad: Story = {
  args: { request: () => Promise.reject(new Error('网络异常请重试')) },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull());
    await expect(canvas.getByText('暂无数据')).toBeVisible();
  },
};

/** Long Chinese text is cut with an ellipsis; hovering or focusing the cell shows all of it. */
export const LongText: Story = {
  args: { dataSource: contractRows(12), pagination: false },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid');
    const remark = within(grid).getAllByText(/本合同按国标二等质量验收/)[0] as HTMLElement;
    await userEvent.hover(remark);
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('超出部分按实际扣量结算并另行协商');
  },
};

/**
 * Every cell keeps to its column: a rendered link (a 20-character number in a 150 px column), a long
 * supplier name and a six-character status tag end in an ellipsis, and the cut cell under the pointer
 * shows its whole text in the design system's tooltip (role tooltip; at once on keyboard focus, Escape hides it).
 */
export const TruncatedCells: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 560 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    dataSource: contractRows(8).map((row, index) => ({ ...row, contractNo: `CG1010012026112700${String(index + 1).padStart(2, '0')}`, status: 'sent' })),
    pagination: false,
    height: 300,
    columns: [
      { key: 'contractNo', title: '合同编号', width: 150, fixed: 'left', render: (value) => <a href="#contract-detail" data-grid-widget="" tabIndex={-1}>{String(value)}</a> },
      { key: 'status', title: '状态', valueType: 'status', options: [{ dictItemCode: 'sent', dictItemName: '已发送供应商', color: 'processing' }] },
      { key: 'supplierName', title: '供应商名称' },
      { key: 'amount', title: '金额（元）', valueType: 'money' },
      { key: 'signDate', title: '签订日期', valueType: 'date' },
    ],
  },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid');
    // The rows come a frame after the grid: wait for them.
    const supplier = (await within(grid).findAllByText('中粮贸易（大连）有限公司'))[0] as HTMLElement;
    await expect(supplier.scrollWidth).toBeGreaterThan(supplier.clientWidth);
    const link = within(grid).getByRole('link', { name: 'CG101001202611270002' });
    await expect(link.scrollWidth).toBeGreaterThan(link.clientWidth);
    await expect(getComputedStyle(link).textOverflow).toBe('ellipsis');
    await userEvent.hover(link);
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('CG101001202611270002');
  },
};

/** Lists that are not windowed render 20 rows at first, then 20 more every 800 ms. */
export const ChunkedRendering: Story = {
  args: { dataSource: contractRows(70), pagination: false, virtual: false },
  play: async ({ canvasElement }) => {
    await expect(bodyRows(canvasElement).length).toBe(20);
    await waitFor(() => expect(bodyRows(canvasElement).length).toBe(40), { timeout: 2000 });
  },
};

/** Compact rows (density small) and a column widened from the keyboard (Alt+Right on its header). */
export const DensityAndResize: Story = {
  args: { dataSource: contractRows(40), pagination: false, density: 'small' },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid');
    const header = within(grid).getByRole('columnheader', { name: '物料名称' });
    const before = header.getBoundingClientRect().width;
    header.focus();
    await userEvent.keyboard('{Alt>}{ArrowRight}{ArrowRight}{/Alt}');
    await waitFor(() => expect(header.getBoundingClientRect().width).toBe(before + 20));
    await userEvent.keyboard('{Alt>}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{/Alt}');
    await waitFor(() => expect(header.getBoundingClientRect().width).toBe(150));
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { dataSource: contractRows(30), pagination: true, selectionMode: 'checkbox', showIndex: true },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid');
    await userEvent.click(within(grid).getByRole('checkbox', { name: 'Select all' }));
    await expect(canvas.getByText('20 selected', { selector: '.srm-protable-selection span' })).toBeVisible();
    await expect(within(grid).getByRole('columnheader', { name: 'No.' })).toBeVisible();
  },
};

