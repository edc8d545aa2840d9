import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
// The table parts are not in the package barrel yet; switch to '@srm/design-system' once it exports them.
import { PopoverTable, type PopoverTableProps, type PopoverTableRow } from '@srm/design-system';

const columns = [
  { key: 'sn', title: '合同编号' },
  { key: 'name', title: '合同名称' },
  { key: 'supplier', title: '供应商' },
];

const suppliers = ['河北饲料有限公司', '吉林粮食集团', '山东豆粕贸易有限公司'];
const goods = ['二等黄玉米', '豆粕', '小麦麸皮', '鱼粉'];

const contracts = (n: number): PopoverTableRow[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    sn: `HT-2026-${String(i + 1).padStart(3, '0')}`,
    name: `${goods[i % goods.length]}采购合同`,
    supplier: suppliers[i % suppliers.length],
  }));

const meta: Meta<typeof PopoverTable> = {
  title: 'Data/PopoverTable',
  component: PopoverTable,
  args: { title: '关联合同', columns, rows: contracts(3), rowKey: 'id' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 420, display: 'flex', alignItems: 'flex-start', gap: 8 }}>
        <span>关联合同数：</span>
        <Story />
      </div>
    ),
  ],
  render: (args: PopoverTableProps) => <PopoverTable {...args} />,
};

export default meta;
type Story = StoryObj<typeof PopoverTable>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function open(canvasElement: HTMLElement, name: string | RegExp = /^关联合同：/) {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  const dialog = await body(canvasElement).findByRole('dialog');
  await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-entering]')).toBeNull());
  return dialog;
}

const bodyRows = (dialog: HTMLElement) => within(dialog).getAllByRole('row').slice(1);

/** The count link opens a small table; with 8 rows or fewer there is no search box. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '关联合同：3' });
    await expect(trigger).toHaveTextContent('3');
    // By keyboard: Enter on the focused link opens, Escape closes and focus returns. (Focus is
    // placed directly: where a first Tab lands depends on the test page around the story.)
    await waitFor(() => {
      trigger.focus();
      expect(trigger).toHaveFocus();
    });
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog');
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-entering]')).toBeNull());
    await expect(dialog).toHaveAccessibleName('关联合同');
    await expect(within(dialog).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['合同编号', '合同名称', '供应商']);
    await expect(bodyRows(dialog)).toHaveLength(3);
    await expect(within(dialog).queryByRole('searchbox')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** More than 8 rows: a search box filters on any cell's text. */
export const Search: Story = {
  args: { rows: contracts(12) },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(bodyRows(dialog)).toHaveLength(12);
    const search = within(dialog).getByRole('searchbox', { name: '搜索' });
    await userEvent.click(search);
    await userEvent.keyboard('豆粕');
    await waitFor(() => expect(bodyRows(dialog)).toHaveLength(6));
    await userEvent.clear(search);
    await userEvent.keyboard('ht-2026-012');
    await waitFor(() => expect(bodyRows(dialog).map((row) => row.textContent)).toEqual(['HT-2026-012鱼粉采购合同山东豆粕贸易有限公司']));
    await expect(within(dialog).getByText('共 1 条')).toBeInTheDocument();
  },
};

/** Exactly 8 rows: still no search box. */
export const EightRows: Story = {
  args: { rows: contracts(8) },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(bodyRows(dialog)).toHaveLength(8);
    await expect(within(dialog).queryByRole('searchbox')).toBeNull();
  },
};

const longName = '河北饲料有限公司东北产区二等黄玉米集中采购框架合同（第二批执行）';

/** Long Chinese text: cells over 20 characters end in '…'; the full text is in the title and read aloud. */
export const LongChineseText: Story = {
  args: {
    rows: [
      { id: 1, sn: 'HT-2026-001', name: longName, supplier: '河北饲料有限公司' },
      { id: 2, sn: 'HT-2026-002', name: '豆粕采购合同', supplier: '山东豆粕贸易有限公司（含青岛港口仓储分公司）' },
    ],
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const cell = within(dialog).getAllByRole('cell')[1] as HTMLElement;
    await expect(cell).toHaveAttribute('title', longName);
    await expect(cell.querySelector('[aria-hidden="true"]')).toHaveTextContent('河北饲料有限公司东北产区二等黄玉米集中采…');
    await expect(within(cell).getByText(longName)).toBeInTheDocument();
    await expect(within(dialog).getAllByRole('cell')[4]).not.toHaveAttribute('title');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, '关联合同：0');
    await expect(within(dialog).getByRole('cell')).toHaveTextContent('暂无数据');
  },
};

/** Rows loaded on open: a spinner while the request runs (this one never answers). */
export const Loading: Story = {
  args: { rows: undefined, count: 5, loadRows: () => new Promise<PopoverTableRow[]>(() => {}) },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, '关联合同：5');
    await expect(within(dialog).getByRole('progressbar', { name: '加载中' })).toBeVisible();
    await expect(within(dialog).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Rows loaded on open, then shown; more than 8 of them, so the search box appears. */
export const Loaded: Story = {
  args: { rows: undefined, count: 10, loadRows: () => new Promise((resolve) => setTimeout(() => resolve(contracts(10)), 50)) },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, '关联合同：10');
    await waitFor(() => expect(bodyRows(dialog)).toHaveLength(10));
    await expect(within(dialog).getByRole('searchbox', { name: '搜索' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { title: undefined, rows: contracts(9) },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Details: 9');
    const search = within(dialog).getByRole('searchbox', { name: 'Search' });
    await expect(search).toHaveAttribute('placeholder', 'Filter by keyword');
    await userEvent.click(search);
    await userEvent.keyboard('nothing like this');
    await waitFor(() => expect(within(dialog).getByRole('cell')).toHaveTextContent('No matching data'));
  },
};
