import { Button, Menu, type MenuEntry } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const batchItems: MenuEntry[] = [
  { key: 'submit', label: '提交审批' },
  { key: 'close', label: '批量关闭', isDisabled: true },
  { key: 'sep1', type: 'separator' },
  {
    key: 'export',
    title: '导出',
    items: [
      { key: 'excel', label: '导出Excel' },
      { key: 'pdf', label: '导出PDF', description: '按打印模板生成' },
    ],
  },
  { key: 'sep2', type: 'separator' },
  { key: 'delete', label: '删除', isDanger: true },
];

const meta: Meta<typeof Menu> = {
  title: 'Overlays/Menu',
  component: Menu,
  args: { label: '批量操作', items: batchItems, onAction: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof Menu>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function settledMenu(canvasElement: HTMLElement) {
  const menu = await body(canvasElement).findByRole('menu');
  await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-entering]')).toBeNull());
  return menu;
}

/** Items, a titled section, separators, a disabled item and a danger item. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '批量操作' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = await settledMenu(canvasElement);
    await expect(within(menu).getByRole('group', { name: '导出' })).toBeVisible();
    await expect(within(menu).getAllByRole('separator')).toHaveLength(2);
    await expect(within(menu).getByRole('menuitem', { name: '批量关闭' })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(menu).getByRole('menuitem', { name: '删除' })).toHaveAttribute('data-danger', 'true');
  },
};

/** Clicking an item runs onAction with its key and closes the menu. */
export const ChooseAnItem: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '批量操作' }));
    const menu = await settledMenu(canvasElement);
    await userEvent.click(within(menu).getByRole('menuitem', { name: '导出Excel' }));
    await expect(args.onAction).toHaveBeenCalledWith('excel', expect.objectContaining({ label: '导出Excel' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
  },
};

/** ArrowDown opens on the first item; arrows skip the disabled item and separators; Enter acts. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '批量操作' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await settledMenu(canvasElement);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '提交审批' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '导出Excel' })).toHaveFocus());
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '删除' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('delete', expect.objectContaining({ isDanger: true }));
    await waitFor(() => expect(trigger).toHaveFocus());
    // Open again so the baseline shows the menu with a keyboard-focused item.
    await userEvent.keyboard('{ArrowDown}');
    const again = await settledMenu(canvasElement);
    await waitFor(() => expect(within(again).getByRole('menuitem', { name: '提交审批' })).toHaveFocus());
    await expect(within(again).getByRole('menuitem', { name: '提交审批' })).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '批量操作' });
    await userEvent.click(trigger);
    await settledMenu(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A trigger with nothing to offer is disabled. */
export const Disabled: Story = {
  args: { items: [{ key: 'submit', label: '提交审批', isDisabled: true }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '批量操作' })).toBeDisabled();
  },
};

/** A custom trigger: the tab bar's 更多 menu. */
export const CustomTrigger: Story = {
  args: {
    label: '更多',
    trigger: <Button variant="text">更多</Button>,
    items: [
      { key: 'others', label: '关闭其他' },
      { key: 'left', label: '关闭左侧' },
      { key: 'right', label: '关闭右侧' },
      { key: 'all', label: '关闭全部' },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '更多' }));
    const menu = await settledMenu(canvasElement);
    await expect(within(menu).getAllByRole('menuitem').map((el) => el.textContent)).toEqual(['关闭其他', '关闭左侧', '关闭右侧', '关闭全部']);
  },
};

export const LongChineseText: Story = {
  args: {
    label: '批量生成合同并提交印章系统',
    items: [
      { key: 'a', label: '按供应商合并生成执行合同并提交电子签章审批' },
      { key: 'b', label: '仅生成合同草稿（不提交审批）', description: '草稿将保存在合同管理的待提交列表中，可在七日内修改后再提交。' },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '批量生成合同并提交印章系统' }));
    const menu = await settledMenu(canvasElement);
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(2);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Batch actions',
    items: [
      { key: 'submit', label: 'Submit for approval' },
      { key: 'export', label: 'Export to Excel' },
      { key: 'sep', type: 'separator' },
      { key: 'delete', label: 'Delete', isDanger: true },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Batch actions' }));
    const menu = await settledMenu(canvasElement);
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toBeVisible();
  },
};
