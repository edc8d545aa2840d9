import { Button, UserPicker, type PickerUser, type UserPickerProps } from '@srm/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { employee, employeeHandlers, employees, loadEmployees, longEmployee } from './fixtures/pickers';

/** A page field holding the chosen people, with the button that opens the picker. */
function Demo({ selectedUsers, onConfirm, ...args }: UserPickerProps) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<readonly PickerUser[]>(selectedUsers ?? []);
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button onPress={() => setOpen(true)}>选择经办人</Button>
      <output aria-label="经办人">{chosen.map((user) => `${user.userName}（${user.employeeCode}）`).join('、')}</output>
      <UserPicker
        {...args}
        isOpen={open}
        onOpenChange={setOpen}
        selectedUsers={chosen}
        onConfirm={(users) => {
          setChosen(users);
          return onConfirm(users);
        }}
      />
    </div>
  );
}

const meta: Meta<typeof UserPicker> = {
  title: 'Pickers/UserPicker',
  component: UserPicker,
  args: { loadUsers: loadEmployees, onConfirm: fn() },
  parameters: { msw: { handlers: employeeHandlers() } },
  render: (args) => <Demo {...args} />,
};

export default meta;
type Story = StoryObj<typeof UserPicker>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opens the picker from its button and waits for the first page of people. */
async function openPicker(canvasElement: HTMLElement, trigger = '选择经办人', name: string | RegExp = '选择人员', firstRow: RegExp | null = /E1001/) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: trigger }));
  const dialog = await page(canvasElement).findByRole('dialog', { name });
  await waitFor(() => expect(dialog.ownerDocument.querySelector('[data-entering]')).toBeNull());
  if (firstRow) await within(dialog).findByRole('row', { name: firstRow });
  return dialog;
}

const rowOf = (dialog: HTMLElement, code: string) => within(dialog).getByRole('row', { name: new RegExp(code) });

/** 1050 px wide: the three filters, the four columns, 10 people a page; ticks across pages are confirmed in order. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openPicker(canvasElement);
    await expect(dialog).toHaveAttribute('data-width', 'large');
    await expect((dialog.parentElement as HTMLElement).style.getPropertyValue('--srm-dialog-width')).toBe('1050px');
    for (const label of ['公司名称', '员工编号', '员工姓名']) await expect(within(dialog).getByRole('textbox', { name: label })).toBeVisible();
    for (const title of ['员工编号', '员工姓名', '公司', '岗位']) await expect(within(dialog).getByRole('columnheader', { name: title })).toBeVisible();
    await expect(within(dialog).getByText('共 36 条')).toBeVisible();
    // 10 rows under the header.
    await expect(within(dialog).getAllByRole('row')).toHaveLength(11);
    await userEvent.click(within(rowOf(dialog, 'E1002')).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: '下一页' }));
    await within(dialog).findByRole('row', { name: /E1011/ });
    await userEvent.click(within(rowOf(dialog, 'E1011')).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledWith([employees[1], employees[10]]));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('status', { name: '经办人' })).toHaveTextContent(`${employees[1]?.userName}（E1002）、${employees[10]?.userName}（E1011）`);
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: '选择经办人' })).toHaveFocus());
  },
};

/** Opened with people already chosen: their rows are ticked. */
export const Filled: Story = {
  args: { selectedUsers: [employee(0), employee(2)] },
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    await expect(rowOf(dialog, 'E1001')).toHaveAttribute('aria-selected', 'true');
    await expect(rowOf(dialog, 'E1003')).toHaveAttribute('aria-selected', 'true');
    await expect(rowOf(dialog, 'E1002')).toHaveAttribute('aria-selected', 'false');
    await expect(within(dialog).getAllByText('已选择 2 项').length).toBeGreaterThan(0);
  },
};

/** 确定 with nothing ticked warns 请至少选择一条数据 and keeps the dialog open. */
export const NothingTicked: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openPicker(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('请至少选择一条数据');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    // Ticking someone clears the warning.
    await userEvent.click(within(rowOf(dialog, 'E1001')).getByRole('checkbox'));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(''));
  },
};

/** The filters query the employee list (company name, code and name contain the text); 重置 clears them. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    await userEvent.type(within(dialog).getByRole('textbox', { name: '公司名称' }), '大连');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '员工编号' }), 'E101{Enter}');
    // E1011, E1015 and E1019 work for 大连粮食贸易有限公司.
    await waitFor(() => expect(within(dialog).getByText('共 3 条')).toBeVisible());
    await expect(rowOf(dialog, 'E1011')).toHaveTextContent('大连粮食贸易有限公司');
    await userEvent.click(within(dialog).getByRole('button', { name: '重置' }));
    await waitFor(() => expect(within(dialog).getByText('共 36 条')).toBeVisible());
    await expect(within(dialog).getByRole('textbox', { name: '公司名称' })).toHaveValue('');
  },
};

/** By keyboard alone: Tab into the table, arrows between rows, Space ticks, then 确定. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '选择经办人' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page(canvasElement).findByRole('dialog', { name: '选择人员' });
    await within(dialog).findByRole('row', { name: /E1001/ });
    const grid = within(dialog).getByRole('grid', { name: '人员列表' });
    while (!grid.contains(document.activeElement)) await userEvent.tab();
    // The grid is one Tab stop; the arrows move between rows.
    for (let step = 0; step < 3 && document.activeElement !== rowOf(dialog, 'E1002'); step += 1) await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(rowOf(dialog, 'E1002')).toHaveFocus());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(rowOf(dialog, 'E1002')).toHaveAttribute('aria-selected', 'true'));
    const confirm = within(dialog).getByRole('button', { name: '确定' });
    while (document.activeElement !== confirm) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledWith([employees[1]]));
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** One person only: radio buttons. */
export const SingleSelection: Story = {
  args: { selectionMode: 'single', title: '选择审批人' },
  play: async ({ canvasElement, args }) => {
    const dialog = await openPicker(canvasElement, '选择经办人', '选择审批人');
    await userEvent.click(within(rowOf(dialog, 'E1003')).getByRole('radio'));
    await userEvent.click(within(rowOf(dialog, 'E1004')).getByRole('radio'));
    await expect(rowOf(dialog, 'E1003')).toHaveAttribute('aria-selected', 'false');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledWith([employees[3]]));
  },
};

/** Nobody matches: 暂无数据. */
export const Empty: Story = {
  parameters: { msw: { handlers: employeeHandlers({ empty: true }) } },
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement, '选择经办人', '选择人员', null);
    await waitFor(() => expect(within(dialog).getByText('暂无数据')).toBeVisible());
    await expect(within(dialog).getByText('共 0 条')).toBeVisible();
  },
};

/** While the list loads, the table is busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: employeeHandlers({ wait: 'infinite' }) } },
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement, '选择经办人', '选择人员', null);
    await waitFor(() => expect(dialog.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

/** The list fails: the server's message shows and the picker stays usable. */
export const ServerError: Story = {
  parameters: { msw: { handlers: employeeHandlers({ fail: true }) } },
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement, '选择经办人', '选择人员', null);
    await expect(await within(dialog).findByText('系统错误（请求编号 7f3a9c）')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '查询' })).toBeEnabled();
  },
};

export const LongChineseText: Story = {
  args: { title: '选择河北饲料有限公司2026年度东北产区二等黄玉米集中采购合同的经办人及审批人员' },
  parameters: { msw: { handlers: employeeHandlers({}, [longEmployee, ...employees.slice(0, 4)]) } },
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement, '选择经办人', /选择河北饲料有限公司/, /E2026000123/);
    await expect(rowOf(dialog, 'E2026000123')).toHaveTextContent('华北区域玉米及豆粕大宗原料集中采购高级业务经理');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement, '选择经办人', 'Select people');
    for (const label of ['Company name', 'Employee code', 'Employee name']) await expect(within(dialog).getByRole('textbox', { name: label })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Select at least one row');
  },
};
