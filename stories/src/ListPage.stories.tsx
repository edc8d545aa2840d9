import { ConfirmProvider, ListPage, ToastProvider, type SearchField } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { contractColumns, contractRows, contractStatusItems, filteringServer, type ContractRow } from './fixtures/contracts';

const searchFields: SearchField[] = [
  { prop: 'contractNo', label: '合同编号' },
  { prop: 'supplierName', label: '供应商名称', requiredForExport: true },
  { prop: 'status', label: '合同状态', type: 'select', options: contractStatusItems.map((item) => ({ label: item.dictItemName, value: item.dictItemCode })) },
];

const rows = contractRows(135);

const meta: Meta<typeof ListPage<ContractRow>> = {
  title: 'Data/ListPage',
  component: ListPage,
  args: {
    title: '采购合同',
    columns: contractColumns,
    rowKey: 'id',
    request: filteringServer(rows),
    search: { fields: searchFields },
    table: { selectionMode: 'checkbox', showIndex: true, height: 360, tableId: 'story-contracts' },
  },
  decorators: [
    (Story) => (
      <ToastProvider duration={Infinity}>
        <ConfirmProvider>
          <div style={{ width: 1150 }}>
            <Story />
          </div>
        </ConfirmProvider>
      </ToastProvider>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof ListPage<ContractRow>>;

/** Search by supplier: the table goes back to page 1 with the filter key supplierName.contains. */
export const SearchAndPage: Story = {
  args: { request: fn(filteringServer(rows)) },
  play: async ({ canvas, args }) => {
    const grid = await canvas.findByRole('grid', { name: '采购合同' });
    await waitFor(() => expect(canvas.getByText('共 135 条')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(args.request).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 })));
    await userEvent.type(canvas.getByRole('textbox', { name: '供应商名称' }), '北大荒{Enter}');
    await waitFor(() => expect(args.request).toHaveBeenLastCalledWith({ 'supplierName.contains': '北大荒', page: 1, pageSize: 20 }));
    await waitFor(() => expect(canvas.getByText('共 23 条')).toBeVisible());
    await expect(within(grid).getAllByText('北大荒粮食集团').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(args.request).toHaveBeenLastCalledWith({ page: 1, pageSize: 20 }));
  },
};

/** Download is refused while a required-for-export search field is empty. */
export const ExportNeedsSupplier: Story = {
  args: { onDownload: fn() },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('grid');
    await userEvent.click(canvas.getByRole('button', { name: '下载' }));
    await expect(await within(document.body).findByText('「供应商名称」不能为空！')).toBeInTheDocument();
    await expect(args.onDownload).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: '供应商名称' }), '中粮{Enter}');
    await waitFor(() => expect(canvas.getByText('共 23 条')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: '下载' }));
    await expect(args.onDownload).toHaveBeenCalledWith({
      params: { 'supplierName.contains': '中粮', page: 1, pageSize: 20 },
      selection: { ids: [] },
      selectedCount: 0,
    });
  },
};

/** 新增 opens a dialog from the form registry; saving shows 新增成功 and reloads. */
export const CreateDialog: Story = {
  args: {
    create: {
      title: '新增合同',
      fields: [
        { prop: 'contractNo', label: '合同编号', required: true },
        { prop: 'supplierName', label: '供应商名称', required: true },
      ],
      onSubmit: fn(),
    },
  },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('grid');
    await userEvent.click(canvas.getByRole('button', { name: '新增' }));
    const dialog = await within(document.body).findByRole('dialog', { name: '新增合同' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /合同编号/ }), 'HT2026999999');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /供应商名称/ }), '中粮贸易');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    await waitFor(() => expect(args.create?.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ contractNo: 'HT2026999999', supplierName: '中粮贸易' })));
    await expect(await within(document.body).findByText('新增成功')).toBeInTheDocument();
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // The pending 提交 button announced itself by id (react-aria's live announcer keeps that for
    // seconds); the dialog is gone now, so the stale log would point at nothing when axe runs.
    document.querySelectorAll('[data-live-announcer] [role="log"]').forEach((log) => log.replaceChildren());
  },
};

/** The batch dropdown gets the whole query, its count and the search when 选择全部 135 条 is chosen. */
export const BatchOnWholeResult: Story = {
  args: {
    batchActions: [{ key: 'close', label: '批量关闭', onAction: fn() }],
    roles: ['buyer'],
  },
  play: async ({ canvas, args }) => {
    const grid = await canvas.findByRole('grid');
    await waitFor(() => expect(canvas.getByText('共 135 条')).toBeVisible());
    await userEvent.click(within(grid).getByRole('checkbox', { name: '全选' }));
    await userEvent.click(canvas.getByRole('button', { name: '选择全部 135 条' }));
    await userEvent.click(canvas.getByRole('button', { name: /批量操作/ }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: '批量关闭' }));
    // What to send, how many rows that is, and the search it came from (page 1).
    await expect(args.batchActions?.[0]?.onAction).toHaveBeenCalledWith({
      payload: { query: {}, excludeIds: [] },
      count: 135,
      query: { page: 1, pageSize: 20 },
    });
  },
};

/** Opened from a to-do (from=pending): the URL fills the search and runs it. */
export const PrefilledFromUrl: Story = {
  args: { urlQuery: { from: 'pending', status: '2', supplierName: '九三' }, request: fn(filteringServer(rows)) },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('grid');
    await expect(args.request).toHaveBeenCalledWith({ 'supplierName.contains': '九三', 'status.equals': '2', page: 1, pageSize: 20 });
    await expect(canvas.getByRole('textbox', { name: '供应商名称' })).toHaveValue('九三');
  },
};

/** The search toggle hides the search form; English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await canvas.findByRole('grid');
    await expect(canvas.getByRole('search')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show search' }));
    await waitFor(() => expect(canvas.queryByRole('search')).toBeNull());
  },
};
