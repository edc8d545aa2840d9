import {
  Button,
  ColumnSettingsDrawer,
  type ColumnSettingsDrawerProps,
  ConfirmProvider,
  type ProColumn,
  ToastProvider,
  useColumnSettings,
} from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
// The table parts are not in the package barrel yet; switch to '@srm/design-system' once it exports them.

/** No timer at all: Storybook's freeze runs pending timers before a screenshot, which would close toasts. */
const STORY_TOAST_DURATION = Infinity;

const contractColumns: ProColumn[] = [
  { key: 'sn', title: '合同编号', fixed: 'left' },
  { key: 'name', title: '合同名称' },
  { key: 'supplier', title: '供应商' },
  { key: 'category', title: '品类' },
  { key: 'signDate', title: '签订日期' },
  { key: 'amount', title: '合同金额' },
  { key: 'status', title: '状态', fixed: 'right' },
  { key: 'remark', title: '备注', defaultHidden: true },
];

interface DemoProps extends Pick<ColumnSettingsDrawerProps, 'columns' | 'onChange' | 'onReset' | 'defaultOpen'> {
  /** Keys hidden at the start (on top of the columns' `defaultHidden`). */
  initiallyHidden?: string[];
}

/**
 * The drawer wired to `useColumnSettings` (kept in memory: `storage: null`), with the visible columns
 * listed beside the button, as a table would show them.
 */
function ColumnSettingsDemo({ columns, onChange, onReset, defaultOpen, initiallyHidden = [] }: DemoProps) {
  const [codeColumns] = useState(() =>
    columns.map((column) => (initiallyHidden.includes(column.key) ? { ...column, defaultHidden: true } : column)),
  );
  const { settings, visibleColumns, setSettings, reset } = useColumnSettings({
    tableId: 'story-contracts',
    version: '1',
    columns: codeColumns,
    storage: null,
  });
  const [open, setOpen] = useState(defaultOpen ?? false);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 12 }}>
      <Button onPress={() => setOpen(true)}>打开列设置</Button>
      <p data-testid="visible-columns" style={{ margin: 0 }}>
        {visibleColumns.map((column) => `${column.title}${column.fixed ? `(${column.fixed})` : ''}`).join(' | ')}
      </p>
      <ColumnSettingsDrawer
        isOpen={open}
        onOpenChange={setOpen}
        columns={codeColumns}
        settings={settings}
        onChange={(next) => {
          setSettings(next);
          onChange(next);
        }}
        onReset={() => {
          reset();
          onReset();
        }}
      />
    </div>
  );
}

const meta: Meta<typeof ColumnSettingsDrawer> = {
  title: 'Data/ColumnSettings',
  component: ColumnSettingsDrawer,
  args: { columns: contractColumns, settings: [], onChange: fn(), onReset: fn() },
  decorators: [
    (Story) => (
      <ToastProvider duration={STORY_TOAST_DURATION}>
        <ConfirmProvider>
          <Story />
        </ConfirmProvider>
      </ToastProvider>
    ),
  ],
  render: (args: ColumnSettingsDrawerProps) => (
    <ColumnSettingsDemo columns={args.columns} onChange={args.onChange} onReset={args.onReset} />
  ),
};

export default meta;
type Story = StoryObj<typeof ColumnSettingsDrawer>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function settled(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-entering], [data-exiting]')).toBeNull());
}

async function openDrawer(canvasElement: HTMLElement, name = '打开列设置') {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  const drawer = await body(canvasElement).findByRole('dialog');
  await settled(canvasElement);
  return drawer;
}

const visibleText = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('visible-columns').textContent;

/** One row per column: checkbox, move up/down, pin left / not pinned / pin right. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    await expect(drawer).toHaveAccessibleName('列设置');
    const list = within(drawer).getByRole('list', { name: '表格列' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    await expect(within(drawer).getByRole('checkbox', { name: '备注' })).not.toBeChecked();
    await expect(within(drawer).getByRole('button', { name: '将合同编号固定在左侧' })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(drawer).getByRole('button', { name: '将状态固定在右侧' })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(drawer).getByText('至少显示 5 列')).toBeVisible();
  },
};

/** Keyboard only: Space shows a column, Enter moves it; focus stays on the moved row's button. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const drawer = await openDrawer(canvasElement);
    const remark = within(drawer).getByRole('checkbox', { name: '备注' });
    remark.focus();
    await userEvent.keyboard(' ');
    await expect(remark).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(visibleText(canvasElement)).toContain('备注'));

    const down = within(drawer).getByRole('button', { name: '下移合同名称' });
    down.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(drawer).getByRole('button', { name: '下移合同名称' })).toHaveFocus());
    await expect(visibleText(canvasElement)).toBe('合同编号(left) | 供应商 | 合同名称 | 品类 | 签订日期 | 合同金额 | 备注 | 状态(right)');
    await expect(within(drawer).getByText('合同名称已移至第 3 位')).toBeInTheDocument();
    // Tab reaches the pin toggles of the same row.
    await userEvent.tab();
    await waitFor(() => expect(within(drawer).getByRole('button', { name: '将合同名称固定在左侧' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(visibleText(canvasElement)).toMatch(/^合同编号\(left\) \| 合同名称\(left\) \| 供应商/));
  },
};

/** Limits: five columns visible, so their checkboxes are disabled and described by the hint. */
export const MinimumReached: Story = {
  render: (args: ColumnSettingsDrawerProps) => (
    <ColumnSettingsDemo
      columns={args.columns}
      onChange={args.onChange}
      onReset={args.onReset}
      initiallyHidden={['category', 'signDate']}
    />
  ),
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    const name = within(drawer).getByRole('checkbox', { name: '合同名称' });
    await expect(name).toBeDisabled();
    await expect(name).toHaveAccessibleDescription('至少显示 5 列');
    await expect(within(drawer).getByRole('checkbox', { name: '品类' })).toBeEnabled();
    await expect(within(drawer).getByText('至少显示 5 列')).toHaveAttribute('data-limit', 'true');
    await userEvent.click(within(drawer).getByRole('checkbox', { name: '品类' }));
    await waitFor(() => expect(within(drawer).getByRole('checkbox', { name: '合同名称' })).toBeEnabled());
  },
};

/** A table with fewer than five columns: every column must stay visible. */
export const FewColumns: Story = {
  args: { columns: contractColumns.slice(0, 3) },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    for (const box of within(drawer).getAllByRole('checkbox')) await expect(box).toBeDisabled();
    await expect(within(drawer).getByText('至少显示 3 列')).toBeVisible();
  },
};

/** 重置 asks first (spec §8); 放弃 keeps the user's choices. */
export const ResetAbandon: Story = {
  play: async ({ canvasElement, args }) => {
    const drawer = await openDrawer(canvasElement);
    await userEvent.click(within(drawer).getByRole('checkbox', { name: '备注' }));
    await userEvent.click(within(drawer).getByRole('button', { name: '重置' }));
    const question = await body(canvasElement).findByRole('alertdialog');
    await settled(canvasElement);
    await expect(question).toHaveAccessibleDescription('重置将修复隐藏的列表项，并刷新页面，是否继续？');
    await userEvent.click(within(question).getByRole('button', { name: '放弃' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(args.onReset).not.toHaveBeenCalled();
    await expect(within(drawer).getByRole('checkbox', { name: '备注' })).toBeChecked();
  },
};

/** 继续 restores the code defaults: 备注 hidden again, 合同名称 back in place. */
export const ResetContinue: Story = {
  play: async ({ canvasElement, args }) => {
    const drawer = await openDrawer(canvasElement);
    await userEvent.click(within(drawer).getByRole('checkbox', { name: '备注' }));
    await userEvent.click(within(drawer).getByRole('button', { name: '上移合同金额' }));
    await userEvent.click(within(drawer).getByRole('button', { name: '重置' }));
    const question = await body(canvasElement).findByRole('alertdialog');
    await settled(canvasElement);
    await userEvent.click(within(question).getByRole('button', { name: '继续' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await expect(within(drawer).getByRole('checkbox', { name: '备注' })).not.toBeChecked();
    await expect(visibleText(canvasElement)).toBe('合同编号(left) | 合同名称 | 供应商 | 品类 | 签订日期 | 合同金额 | 状态(right)');
  },
};

export const LongChineseText: Story = {
  args: {
    columns: [
      { key: 'a', title: '框架合同编号（集团统一编码）', fixed: 'left' },
      { key: 'b', title: '东北产区二等黄玉米集中采购执行合同名称' },
      { key: 'c', title: '供应商（含子公司及关联交易方）' },
      { key: 'd', title: '预计到厂日期及运输方式说明' },
      { key: 'e', title: '含税合同金额（人民币元）' },
      { key: 'f', title: '审批状态' },
    ],
  },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    await expect(within(drawer).getByRole('checkbox', { name: '东北产区二等黄玉米集中采购执行合同名称' })).toBeChecked();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    await expect(drawer).toHaveAccessibleName('Column settings');
    await expect(within(drawer).getByText('Show at least 5 columns')).toBeVisible();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Reset' }));
    const question = await body(canvasElement).findByRole('alertdialog');
    await settled(canvasElement);
    await expect(question).toHaveAccessibleDescription(
      'Resetting restores the hidden list columns and refreshes the page. Continue?',
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
  },
};
