import {
  Button,
  ConfirmProvider,
  type ProColumn,
  type TableDensity,
  TableToolbar,
  type TableToolbarProps,
  ToastProvider,
  useColumnSettings,
} from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
// The table parts are not in the package barrel yet; switch to '@srm/design-system' once it exports them.

/** No timer at all: Storybook's freeze runs pending timers before a screenshot, which would close toasts. */
const STORY_TOAST_DURATION = Infinity;

const columns: ProColumn[] = [
  { key: 'sn', title: '合同编号' },
  { key: 'name', title: '合同名称' },
  { key: 'supplier', title: '供应商' },
  { key: 'signDate', title: '签订日期' },
  { key: 'amount', title: '合同金额' },
  { key: 'status', title: '状态' },
  { key: 'remark', title: '备注', defaultHidden: true },
];

interface DemoProps extends TableToolbarProps {
  /** Wires the 列设置 / 固定列 buttons to `useColumnSettings` (in memory). @default true */
  withColumns?: boolean;
}

/** The toolbar with its state held here: search visibility, density and column settings. */
function ToolbarDemo({ withColumns = true, onSearchVisibleChange, onDensityChange, ...props }: DemoProps) {
  const [searchShown, setSearchShown] = useState(props.isSearchVisible ?? false);
  const [density, setDensity] = useState<TableDensity>(props.density ?? 'default');
  const { settings, visibleColumns, setSettings, reset } = useColumnSettings({
    tableId: 'story-toolbar',
    version: '1',
    columns,
    storage: null,
  });
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, minHeight: 280 }}>
      <TableToolbar
        {...props}
        isSearchVisible={searchShown}
        onSearchVisibleChange={
          onSearchVisibleChange &&
          ((shown) => {
            setSearchShown(shown);
            onSearchVisibleChange(shown);
          })
        }
        density={density}
        onDensityChange={
          onDensityChange &&
          ((next) => {
            setDensity(next);
            onDensityChange(next);
          })
        }
        columnSettings={withColumns ? { columns, settings, onChange: setSettings, onReset: reset } : undefined}
      />
      <p data-testid="table-state" style={{ margin: 0 }}>
        {searchShown ? '搜索表单：显示' : '搜索表单：隐藏'}；密度：{density}；列：
        {visibleColumns.map((column) => `${column.title}${column.fixed ? `(${column.fixed})` : ''}`).join(' | ')}
      </p>
    </div>
  );
}

const meta: Meta<typeof TableToolbar> = {
  title: 'Data/TableToolbar',
  component: TableToolbar,
  args: {
    onSearchVisibleChange: fn(),
    onUpload: fn(),
    onDownload: fn(),
    onRefresh: fn(),
    onDensityChange: fn(),
    showColumnFixing: true,
  },
  decorators: [
    (Story) => (
      <ToastProvider duration={STORY_TOAST_DURATION}>
        <ConfirmProvider>
          <Story />
        </ConfirmProvider>
      </ToastProvider>
    ),
  ],
  render: (args: TableToolbarProps) => <ToolbarDemo {...args} />,
};

export default meta;
type Story = StoryObj<typeof TableToolbar>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function settled(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-entering], [data-exiting]')).toBeNull());
}

const names = (toolbar: HTMLElement) => within(toolbar).getAllByRole('button').map((b) => b.getAttribute('aria-label'));
const tableState = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('table-state').textContent;

/** Every button, in the spec's order: search toggle, upload, download, refresh, column setting, column fixing, density. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const toolbar = within(canvasElement).getByRole('toolbar', { name: '表格工具栏' });
    await expect(names(toolbar)).toEqual(['显示搜索', '上传', '下载', '刷新', '列设置', '固定列', '密度']);
    await userEvent.click(within(toolbar).getByRole('button', { name: '刷新' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await userEvent.click(within(toolbar).getByRole('button', { name: '下载' }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard: Tab enters the toolbar, arrow keys move, Enter/Space act; a tooltip names each icon. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const toolbar = within(canvasElement).getByRole('toolbar');
    const search = within(toolbar).getByRole('button', { name: '显示搜索' });
    // The toolbar's Tab stop is its first button (roving tabindex); focus it directly, as where a
    // first Tab lands depends on the test page around the story.
    await expect(search).toHaveAttribute('tabindex', '0');
    search.focus();
    await waitFor(() => expect(search).toHaveFocus());
    await expect(search).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard(' ');
    await expect(search).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onSearchVisibleChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(toolbar).getByRole('button', { name: '上传' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(within(toolbar).getByRole('button', { name: '密度' })).toHaveFocus());
    await waitFor(() => expect(body(canvasElement).getByRole('tooltip')).toHaveTextContent('密度'));
  },
};

/** 密度: a menu of 默认 / 中等 / 紧凑 with the current one checked, chosen by keyboard. */
export const Density: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '密度' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await body(canvasElement).findByRole('menu', { name: '密度' });
    await settled(canvasElement);
    const items = within(menu).getAllByRole('menuitemradio');
    await expect(items.map((item) => item.textContent)).toEqual(['默认', '中等', '紧凑']);
    await expect(items[0]).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onDensityChange).toHaveBeenCalledWith('small');
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
    await expect(tableState(canvasElement)).toContain('密度：small');
    await userEvent.click(trigger);
    const again = await body(canvasElement).findByRole('menu', { name: '密度' });
    await settled(canvasElement);
    await expect(within(again).getByRole('menuitemradio', { name: '紧凑' })).toHaveAttribute('aria-checked', 'true');
  },
};

/** 列设置 opens the column-settings drawer; its changes reach the table at once. */
export const ColumnSetting: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '列设置' }));
    const drawer = await body(canvasElement).findByRole('dialog', { name: '列设置' });
    await settled(canvasElement);
    await userEvent.click(within(drawer).getByRole('checkbox', { name: '备注' }));
    await expect(tableState(canvasElement)).toContain('状态 | 备注');
  },
};

/** 固定列: pin visible columns left or right from two checkable sections; the menu stays open. */
export const ColumnFixing: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '固定列' }));
    const menu = await body(canvasElement).findByRole('menu', { name: '固定列' });
    await settled(canvasElement);
    const left = within(menu).getByRole('group', { name: '固定在左侧' });
    await userEvent.click(within(left).getByRole('menuitemcheckbox', { name: '合同名称' }));
    await waitFor(() => expect(within(left).getByRole('menuitemcheckbox', { name: '合同名称' })).toHaveAttribute('aria-checked', 'true'));
    const right = within(menu).getByRole('group', { name: '固定在右侧' });
    await userEvent.click(within(right).getByRole('menuitemcheckbox', { name: '合同金额' }));
    await waitFor(() => expect(tableState(canvasElement)).toContain('列：合同名称(left) | 合同编号 | 供应商 | 签订日期 | 状态 | 合同金额(right)'));
  },
};

/** Download with a required search field left empty: the search form's message shows as a warning. */
export const ExportGuard: Story = {
  args: { exportGuard: () => '「签订日期」不能为空！', downloadLabel: '导出' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '导出' }));
    await expect(args.onDownload).not.toHaveBeenCalled();
    const notifications = body(canvasElement).getByRole('region', { name: '消息通知' });
    await waitFor(() => expect(within(notifications).getByRole('alert')).toHaveTextContent('「签订日期」不能为空！'));
  },
};

/** Only the buttons whose handlers are given; refresh busy while the list loads. */
export const RefreshingOnly: Story = {
  args: {
    onSearchVisibleChange: undefined,
    onUpload: undefined,
    onDownload: undefined,
    onDensityChange: undefined,
    isRefreshing: true,
    withColumns: false,
  } as Partial<DemoProps>,
  play: async ({ canvasElement }) => {
    const toolbar = within(canvasElement).getByRole('toolbar');
    await expect(names(toolbar)).toEqual(['刷新']);
    await expect(within(toolbar).getByRole('button', { name: '刷新' })).toHaveAttribute('data-pending', 'true');
  },
};

/** Content before the icons (a primary action) joins the toolbar's arrow-key order. */
export const WithLeadingContent: Story = {
  args: {
    children: (
      <Button variant="primary" size="medium">
        新增采购合同（东北产区二等黄玉米）
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const leading = within(canvasElement).getByRole('button', { name: '新增采购合同（东北产区二等黄玉米）' });
    await expect(leading).toHaveAttribute('tabindex', '0');
    leading.focus();
    await waitFor(() => expect(leading).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: '显示搜索' })).toHaveFocus());
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const toolbar = within(canvasElement).getByRole('toolbar', { name: 'Table tools' });
    await expect(names(toolbar)).toEqual(['Show search', 'Upload', 'Download', 'Refresh', 'Column settings', 'Pin columns', 'Density']);
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Density' }));
    const menu = await body(canvasElement).findByRole('menu', { name: 'Density' });
    await settled(canvasElement);
    await expect(within(menu).getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual(['Default', 'Medium', 'Compact']);
  },
};
