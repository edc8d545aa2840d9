import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { UserSelect } from './UserSelect';
import type { SystemUser } from './userOption';

const users: SystemUser[] = [
  { id: 1, userName: '张三', employeeCode: 'E0001', orgName: '河北饲料有限公司' },
  { id: 2, userName: '李四', employeeCode: 'E0002', orgName: '山东饲料有限公司' },
  { id: 3, userName: '张小明', employeeCode: 'E0003', orgName: '集团采购中心' },
];

function loadUsers() {
  return vi.fn(async (keyword: string) => ({
    users: users.filter((u) => u.userName.includes(keyword) || (u.employeeCode ?? '').includes(keyword)),
  }));
}

describe('UserSelect', () => {
  it('lists users as name（code） with their organisation, and returns the id and the user', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const load = loadUsers();
    renderWithProviders(<UserSelect label="经办人" loadUsers={load} onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: '经办人' });
    expect(input.getAttribute('placeholder')).toBe('请选择经办人');
    expect(input.closest('[data-kind="user"]')).not.toBeNull();
    await user.type(input, '张');
    const option = await screen.findByRole('option', { name: /张小明（E0003）/ }, { timeout: 2000 });
    expect(option.textContent).toContain('集团采购中心');
    expect(load).toHaveBeenLastCalledWith('张', expect.objectContaining({ page: 1, pageSize: 10 }));
    await user.click(option);
    expect(onChange).toHaveBeenLastCalledWith(3, [users[2]]);
    expect((input as HTMLInputElement).value).toBe('张小明（E0003）');
  });

  it('shows the chosen users of a multiple value from selectedUsers', () => {
    renderWithProviders(<UserSelect label="审批人" loadUsers={loadUsers()} selectionMode="multiple" value={[1, 2]} selectedUsers={users} />);
    expect(screen.getByText('张三（E0001）')).toBeTruthy();
    expect(screen.getByText('李四（E0002）')).toBeTruthy();
  });

  it('says 无匹配数据 when no user matches, and is read-only when asked', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<UserSelect label="经办人" loadUsers={loadUsers()} />);
    await user.type(screen.getByRole('combobox', { name: '经办人' }), '王');
    await waitFor(() => expect(screen.getByRole('listbox').textContent).toContain('无匹配数据'), { timeout: 2000 });
    unmount();
    renderWithProviders(<UserSelect label="经办人" loadUsers={loadUsers()} isReadOnly value={1} selectedUsers={users} />);
    const input = screen.getByRole('combobox', { name: '经办人' }) as HTMLInputElement;
    await user.type(input, 'x');
    expect(input.value).toBe('张三（E0001）');
  });
});
