import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { UserPicker, type UserPickerProps } from './UserPicker';
import type { PickerUser, UserPickerQuery } from './userPickerLogic';

const surnames = ['张', '王', '李', '赵', '刘'];
const people: PickerUser[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  userName: `${surnames[i % surnames.length]}${['伟', '芳', '娜', '敏'][i % 4]}${i + 1}`,
  employeeCode: `E${1001 + i}`,
  companyDesc: i % 2 === 0 ? '河北饲料有限公司' : '',
  orgName: i % 2 === 0 ? '河北饲料有限公司' : '山东粮油贸易有限公司',
  positionDesc: i % 3 === 0 ? null : '采购专员',
  jobDesc: '结算会计',
}));

/** A fake employee search over `people`, as the gateway answers it. */
function fakeLoad() {
  return vi.fn(async (query: UserPickerQuery) => {
    const hits = people.filter(
      (user) =>
        (!query.userName || user.userName.includes(query.userName)) &&
        (!query.employeeCode || String(user.employeeCode).includes(query.employeeCode)) &&
        (!query.orgName || String(user.orgName).includes(query.orgName)),
    );
    return { users: hits.slice((query.page - 1) * query.pageSize, query.page * query.pageSize), total: hits.length };
  });
}

function Harness(props: Partial<UserPickerProps>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        选择经办人
      </button>
      <UserPicker isOpen={open} onOpenChange={setOpen} loadUsers={fakeLoad()} onConfirm={() => {}} {...props} />
    </>
  );
}

const grid = () => screen.getByRole('grid', { name: '人员列表' });
const rowOf = (name: string) => within(grid()).getByRole('row', { name: new RegExp(name) });

describe('UserPicker', { timeout: 20_000 }, () => {
  it('is a 1050 px dialog with the three filters and the four columns, 10 per page', async () => {
    const loadUsers = fakeLoad();
    renderWithProviders(<Harness loadUsers={loadUsers} />);
    const dialog = await screen.findByRole('dialog', { name: '选择人员' });
    expect(dialog.getAttribute('data-width')).toBe('large');
    for (const label of ['公司名称', '员工编号', '员工姓名']) expect(within(dialog).getByRole('textbox', { name: label })).toBeTruthy();
    expect(loadUsers).toHaveBeenCalledWith({ page: 1, pageSize: 10 });
    await waitFor(() => expect(within(grid()).getAllByRole('row')).toHaveLength(11));
    expect(within(grid()).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(expect.arrayContaining(['员工编号', '员工姓名', '公司', '岗位']));
    // Company falls back to the org names, post to the job.
    expect(rowOf('E1002').textContent).toContain('山东粮油贸易有限公司');
    expect(rowOf('E1001').textContent).toContain('结算会计');
    expect(screen.getByText('共 23 条')).toBeTruthy();
  });

  it('searches with the filters and resets them', async () => {
    const user = userEvent.setup();
    const loadUsers = fakeLoad();
    renderWithProviders(<Harness loadUsers={loadUsers} />);
    await screen.findByRole('dialog');
    await user.type(screen.getByRole('textbox', { name: '公司名称' }), '山东');
    await user.type(screen.getByRole('textbox', { name: '员工编号' }), 'E100');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(loadUsers).toHaveBeenLastCalledWith({ page: 1, pageSize: 10, orgName: '山东', employeeCode: 'E100' }));
    await waitFor(() => expect(within(grid()).getAllByRole('row')).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(loadUsers).toHaveBeenLastCalledWith({ page: 1, pageSize: 10 }));
  });

  it('warns when confirming with nothing ticked, and keeps the dialog open', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithProviders(<Harness onConfirm={onConfirm} />);
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByRole('alert').textContent).toBe('请至少选择一条数据');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('confirms the people ticked on several pages, in ticking order, and closes', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithProviders(<Harness onConfirm={onConfirm} />);
    await screen.findByRole('dialog');
    await waitFor(() => expect(rowOf('E1003')).toBeTruthy());
    await user.click(within(rowOf('E1003')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(rowOf('E1012')).toBeTruthy());
    await user.click(within(rowOf('E1012')).getByRole('checkbox'));
    expect(screen.getAllByText('已选择 2 项').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledWith([people[2], people[11]]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('picks one person with radio buttons in single mode', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithProviders(<Harness selectionMode="single" onConfirm={onConfirm} />);
    await screen.findByRole('dialog');
    await waitFor(() => expect(rowOf('E1004')).toBeTruthy());
    await user.click(within(rowOf('E1002')).getByRole('radio'));
    await user.click(within(rowOf('E1004')).getByRole('radio'));
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledWith([people[3]]);
  });

  it('starts each opening from the given people, whatever was ticked before cancelling', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithProviders(<Harness selectedUsers={[people[0] as PickerUser]} onConfirm={onConfirm} />);
    await screen.findByRole('dialog');
    await waitFor(() => expect(rowOf('E1002')).toBeTruthy());
    expect(rowOf('E1001').getAttribute('aria-selected')).toBe('true');
    await user.click(within(rowOf('E1002')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: '选择经办人' }));
    await screen.findByRole('dialog');
    await waitFor(() => expect(rowOf('E1002')).toBeTruthy());
    expect(rowOf('E1002').getAttribute('aria-selected')).toBe('false');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledWith([people[0]]);
  });

  it("shows the server's message when the list fails to load", async () => {
    renderWithProviders(<Harness loadUsers={vi.fn(async () => Promise.reject(new Error('系统错误')))} />);
    await screen.findByRole('dialog');
    // An empty alert (a live region waiting for its text) can be there before the failure is shown.
    await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('系统错误'));
  });

  it('speaks English', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, { locale: 'en' });
    await screen.findByRole('dialog', { name: 'Select people' });
    expect(screen.getByRole('textbox', { name: 'Company name' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('alert').textContent).toBe('Select at least one row');
  });
});
