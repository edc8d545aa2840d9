import { LocaleProvider, ThemeProvider, ToastProvider } from '@srm/design-system';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/envelope';
import { importUserPermissions } from '../api/systemApi';
import { UserImportDialog } from './UserImportDialog';

vi.mock('../api/systemApi', () => ({
  importUserPermissions: vi.fn(),
  downloadImportTemplate: vi.fn(async () => undefined),
}));

const imported = vi.fn();
const xlsx = (name = '用户权限.xlsx') => new File(['PK'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

function renderDialog() {
  render(
    <ThemeProvider>
      <LocaleProvider>
        <ToastProvider>
          <UserImportDialog onClose={vi.fn()} onImported={imported} />
        </ToastProvider>
      </LocaleProvider>
    </ThemeProvider>,
  );
}

beforeEach(() => {
  vi.mocked(importUserPermissions).mockReset();
  imported.mockReset();
});
afterEach(cleanup);

describe('<UserImportDialog>', () => {
  it('lists each 第N行 of a refused file and stays open', async () => {
    vi.mocked(importUserPermissions).mockRejectedValue(
      new ApiError('导入失败，未导入任何数据。共 2 处错误：第2行：工号 E9 不存在；第3行：角色编码 nope 不存在', 422, 422),
    );
    const user = userEvent.setup();
    renderDialog();
    await user.upload(screen.getByLabelText('选择文件'), xlsx());
    expect(screen.getByText('已选择：用户权限.xlsx')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '开始导入' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('导入失败，未导入任何数据。共 2 处错误')).toBeTruthy();
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['第2行：工号 E9 不存在', '第3行：角色编码 nope 不存在']);
    expect(imported).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: '导入用户权限' })).toBeTruthy();
  });

  it('refuses to send without a file, or with a file that is not xlsx', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderDialog();
    await user.click(screen.getByRole('button', { name: '开始导入' }));
    expect((await screen.findByRole('alert')).textContent).toBe('文件不能为空');
    await user.upload(screen.getByLabelText('选择文件'), new File(['x'], 'users.csv', { type: 'text/csv' }));
    expect(screen.getByRole('alert').textContent).toBe('文件格式不正确，请上传 xlsx 文件');
    await user.click(screen.getByRole('button', { name: '开始导入' }));
    expect(importUserPermissions).not.toHaveBeenCalled();
  });

  it('shows the gateway message after an import and reports it', async () => {
    vi.mocked(importUserPermissions).mockResolvedValue({ data: { rows: 1, users: 1, rolesAdded: 1, orgsAdded: 0, categoriesAdded: 0 }, message: '导入成功，共更新 1 个用户的权限' });
    const user = userEvent.setup();
    renderDialog();
    await user.upload(screen.getByLabelText('选择文件'), xlsx());
    await user.click(screen.getByRole('button', { name: '开始导入' }));
    expect(await screen.findByText('导入成功，共更新 1 个用户的权限')).toBeTruthy();
    expect(imported).toHaveBeenCalledOnce();
  });
});
