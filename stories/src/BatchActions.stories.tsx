import {
  BATCH_ACTION_LOCK_MS,
  type BatchActionItem,
  BatchActions,
  type BatchActionsProps,
  ToastProvider,
} from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
// The table parts are not in the package barrel yet; switch to '@srm/design-system' once it exports them.

/** No timer at all: Storybook's freeze runs pending timers before a screenshot, which would close toasts. */
const STORY_TOAST_DURATION = Infinity;

const submit = fn();
const close = fn();
const audit = fn();

const items: BatchActionItem<string[]>[] = [
  { key: 'submit', label: '提交审批', onAction: submit },
  { key: 'close', label: '批量关闭', showRoles: ['buyer', 'admin'], onAction: close },
  { key: 'audit', label: '批量审核', showRoles: ['auditor'], onAction: audit },
  { key: 'delete', label: '批量删除', showRoles: ['admin'], isDanger: true, onAction: fn() },
];

const meta: Meta<typeof BatchActions<string[]>> = {
  title: 'Data/BatchActions',
  component: BatchActions<string[]>,
  args: { items, selection: ['HT-2026-001', 'HT-2026-002'], selectedCount: 2, roles: ['buyer'] },
  decorators: [
    (Story) => (
      <ToastProvider duration={STORY_TOAST_DURATION}>
        <div style={{ minHeight: 240 }}>
          <Story />
        </div>
      </ToastProvider>
    ),
  ],
  beforeEach: () => {
    submit.mockClear();
    close.mockClear();
    audit.mockClear();
  },
  render: (args: BatchActionsProps<string[]>) => <BatchActions {...args} />,
};

export default meta;
type Story = StoryObj<typeof BatchActions<string[]>>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openMenu(canvasElement: HTMLElement, name = '批量操作') {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  const menu = await body(canvasElement).findByRole('menu');
  await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-entering]')).toBeNull());
  return menu;
}

async function choose(canvasElement: HTMLElement, item: string, trigger?: string) {
  const menu = await openMenu(canvasElement, trigger);
  await userEvent.click(within(menu).getByRole('menuitem', { name: item }));
  await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
}

const alerts = (canvasElement: HTMLElement) =>
  within(body(canvasElement).getByRole('region', { name: '消息通知' })).queryAllByRole('alert');

/** A buyer sees the unrestricted action and 批量关闭; choosing runs it with the selection. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['提交审批', '批量关闭']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: '批量关闭' }));
    await expect(close).toHaveBeenCalledWith(['HT-2026-001', 'HT-2026-002']);
  },
};

/** Keyboard: Enter opens on the first item, ArrowDown moves, Enter runs. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: /批量操作/ }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body(canvasElement).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '提交审批' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(close).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: '批量操作' })).toHaveFocus());
  },
};

/** Nothing selected: the action does not run and 请至少选择一条数据 shows as a warning. */
export const NothingSelected: Story = {
  args: { selection: [], selectedCount: 0 },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, '提交审批');
    await expect(submit).not.toHaveBeenCalled();
    await waitFor(() => expect(alerts(canvasElement).map((a) => a.textContent)).toEqual(['请至少选择一条数据']));
  },
};

/** Extra milliseconds added to a slowed-down clock, so the 500 ms lock is tested without racing real time. */
let clockOffset = 0;

/** A second action within 500 ms is refused with 操作过于频繁，请勿重复点击！; after the window it runs. */
export const TooFrequent: Story = {
  beforeEach: () => {
    // The lock reads Date.now through the reference taken at first render, so replace it before
    // rendering: time runs 100 times slower (the menu steps between presses stay far inside the
    // window) and jumps by `clockOffset`.
    const real = Date.now;
    const start = real();
    clockOffset = 0;
    Date.now = () => start + (real() - start) / 100 + clockOffset;
    return () => {
      Date.now = real;
    };
  },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, '提交审批');
    await choose(canvasElement, '批量关闭');
    await expect(submit).toHaveBeenCalledTimes(1);
    await expect(close).not.toHaveBeenCalled();
    await waitFor(() => expect(alerts(canvasElement).map((a) => a.textContent)).toEqual(['操作过于频繁，请勿重复点击！']));
    clockOffset += BATCH_ACTION_LOCK_MS;
    await choose(canvasElement, '批量关闭');
    await expect(close).toHaveBeenCalledTimes(1);
  },
};

/** An administrator sees the danger action too; the selected count shows beside the trigger. */
export const AdminWithCount: Story = {
  args: { roles: ['admin', 'auditor'], showSelectedCount: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('已选择 2 项')).toBeVisible();
    const menu = await openMenu(canvasElement);
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      '提交审批',
      '批量关闭',
      '批量审核',
      '批量删除',
    ]);
    await expect(within(menu).getByRole('menuitem', { name: '批量删除' })).toHaveAttribute('data-danger', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '批量操作' })).toBeDisabled();
  },
};

export const LongChineseText: Story = {
  args: {
    label: '批量生成合同并提交电子签章审批',
    items: [
      { key: 'a', label: '按供应商合并生成执行合同并提交电子签章审批', onAction: fn() },
      { key: 'b', label: '仅生成合同草稿（不提交审批）', description: '草稿将保存在合同管理的待提交列表中，可在七日内修改后再提交。', onAction: fn() },
    ],
  },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, '批量生成合同并提交电子签章审批');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(2);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    selection: [],
    selectedCount: 0,
    showSelectedCount: true,
    items: [{ key: 'submit', label: 'Submit for approval', onAction: submit }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0 selected')).toBeVisible();
    await choose(canvasElement, 'Submit for approval', 'Batch actions');
    const notifications = body(canvasElement).getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(within(notifications).getByRole('alert')).toHaveTextContent('Select at least one row'));
  },
};
