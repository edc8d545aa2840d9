import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { ImportDialog, type ImportDialogProps } from './ImportDialog';
import type { ImportCheckSummary } from './importDialogState';

const summary = (patch: Partial<ImportCheckSummary> = {}): ImportCheckSummary => ({
  checkId: 'chk-1',
  status: 'checked',
  total: 10,
  checkedRows: 10,
  valid: 10,
  invalid: 0,
  errors: [],
  hasErrorFile: false,
  imported: 0,
  message: null,
  isTask: false,
  ...patch,
});

const xlsx = (name = '物料质量指标.xlsx', size = 2048) => {
  const file = new File(['x'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

function calls(patch: Partial<ImportDialogProps> = {}) {
  return {
    onDownloadTemplate: vi.fn(async () => undefined),
    onCheck: vi.fn(async (_file: File): Promise<ImportCheckSummary | null> => summary()),
    onRefresh: vi.fn(async (_checkId: string): Promise<ImportCheckSummary | null> => summary()),
    onDownloadErrors: vi.fn(async (_checkId: string) => undefined),
    onCommit: vi.fn(async (_checkId: string): Promise<ImportCheckSummary | null> => summary({ status: 'committed', imported: 10 })),
    onCommitted: vi.fn(),
    ...patch,
  };
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const dialog = () => screen.getByRole('dialog', { name: '导入物料质量指标' });
const button = (name: string) => within(dialog()).getByRole('button', { name });
const currentStep = () => within(dialog()).getByRole('list', { name: '导入步骤' }).querySelector('[aria-current="step"]')?.textContent;

function open(patch: Partial<ImportDialogProps> = {}) {
  const props = calls(patch);
  const view = renderWithProviders(<ImportDialog title="导入物料质量指标" description="按物料编码更新质量指标" defaultOpen pollIntervalMs={10} {...props} />);
  return { ...props, ...view };
}

describe('ImportDialog', () => {
  it('shows the four steps, the template first, and 下载模板 pending while it runs', async () => {
    let finish: () => void = () => undefined;
    const onDownloadTemplate = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    open({ onDownloadTemplate });
    const steps = within(dialog()).getByRole('list', { name: '导入步骤' });
    expect(within(steps).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1下载模板', '2上传文件', '3校验数据', '4导入']);
    expect(currentStep()).toBe('1下载模板');
    expect(dialog().getAttribute('aria-describedby')).toBe(screen.getByText('按物料编码更新质量指标').id);
    expect(button('校验').hasAttribute('disabled')).toBe(true);
    expect(button('导入').hasAttribute('disabled')).toBe(true);
    await userEvent.click(button('下载模板'));
    expect(onDownloadTemplate).toHaveBeenCalledTimes(1);
    expect(button('下载模板').hasAttribute('data-pending')).toBe(true);
    await act(async () => finish());
    await waitFor(() => expect(button('下载模板').hasAttribute('data-pending')).toBe(false));
    expect(currentStep()).toBe('2上传文件');
  });

  it('labels the chooser, describes it with the limits and shows the chosen name', async () => {
    open();
    const group = within(dialog()).getByRole('group', { name: '导入文件' });
    const choose = within(group).getByRole('button', { name: '选择文件' });
    expect(choose.getAttribute('aria-describedby')).toBe(within(group).getByText('仅支持 xlsx 格式，文件大小不超过10M').id);
    expect(fileInput().getAttribute('accept')).toBe('.xlsx');
    expect(within(group).getByText('未选择文件')).toBeTruthy();
    await userEvent.upload(fileInput(), xlsx());
    expect(within(group).getByText('物料质量指标.xlsx')).toBeTruthy();
    expect(currentStep()).toBe('2上传文件');
    expect(button('校验').hasAttribute('disabled')).toBe(false);
  });

  it('refuses another format and a file over the limit before any call', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { onCheck } = open({ maxSize: 2 * 1024 * 1024 });
    await user.upload(fileInput(), xlsx('质量指标.xls'));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('文件格式不正确，请上传 xlsx 文件');
    await user.upload(fileInput(), xlsx('质量指标.xlsx', 3 * 1024 * 1024));
    expect(within(dialog()).getByRole('alert').textContent).toBe('文件大小不能超过2M');
    expect(within(dialog()).getByText('未选择文件')).toBeTruthy();
    expect(button('校验').hasAttribute('disabled')).toBe(true);
    expect(onCheck).not.toHaveBeenCalled();
  });

  it('polls a large check as a task with its progress, then lists the errors and blocks 导入', async () => {
    const errors = ['第3行：水分标准上限须为数字', '第5行：物料编码 M9999 不存在'];
    const answers = [summary({ status: 'checking', total: 6000, checkedRows: 3000, isTask: true })];
    const onCheck = vi.fn(async () => summary({ status: 'checking', total: 6000, checkedRows: 1200, isTask: true }));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const onRefresh = vi.fn(async () => {
      if (answers.length > 0) return answers.shift()!;
      await held;
      return summary({ total: 6000, checkedRows: 6000, valid: 5998, invalid: 150, errors, hasErrorFile: true, isTask: true });
    });
    const { onDownloadErrors } = open({ onCheck, onRefresh, pollIntervalMs: 150 });
    await userEvent.upload(fileInput(), xlsx());
    await userEvent.click(button('校验'));
    expect(onCheck).toHaveBeenCalledWith(expect.objectContaining({ name: '物料质量指标.xlsx' }));
    const bar = await within(dialog()).findByRole('progressbar', { name: '校验进度' });
    expect(bar.getAttribute('aria-valuenow')).toBe('20');
    expect(within(dialog()).getByText('已校验 1200/6000 行')).toBeTruthy();
    expect(within(dialog()).getByText('文件较大，已转为后台任务，可在下载中心查看进度')).toBeTruthy();
    expect(currentStep()).toBe('3校验数据');
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    expect(onRefresh).toHaveBeenCalledWith('chk-1');
    // The chooser waits while the gateway checks.
    expect(within(dialog()).getByRole('button', { name: '选择文件' }).hasAttribute('disabled')).toBe(true);
    await act(async () => release());
    expect(await within(dialog()).findByText('共 6000 行，通过 5998 行，错误 150 行')).toBeTruthy();
    const list = within(dialog()).getByRole('list', { name: '错误明细' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(errors);
    expect(within(dialog()).getByRole('region', { name: '错误明细' }).tabIndex).toBe(0);
    expect(within(dialog()).getByText('仅显示前 100 条，完整内容请下载错误文件')).toBeTruthy();
    const commit = button('导入');
    expect(commit.hasAttribute('disabled')).toBe(true);
    expect(commit.getAttribute('aria-describedby')).toBe(within(dialog()).getByText('请修改错误后重新上传').id);
    await userEvent.click(button('下载错误文件'));
    expect(onDownloadErrors).toHaveBeenCalledWith('chk-1');
    const polls = onRefresh.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onRefresh.mock.calls.length).toBe(polls);
    // Another file starts over.
    await userEvent.upload(fileInput(), xlsx('物料质量指标（改）.xlsx'));
    expect(within(dialog()).queryByRole('list', { name: '错误明细' })).toBeNull();
    expect(within(dialog()).getByText('物料质量指标（改）.xlsx')).toBeTruthy();
    expect(currentStep()).toBe('2上传文件');
  });

  it('commits a clean file, shows 导入成功 and calls onCommitted once', async () => {
    const onCommit = vi.fn(async () => summary({ status: 'committing', imported: 4 }));
    const onRefresh = vi.fn(async () => summary({ status: 'committed', imported: 10 }));
    const { onCommitted } = open({ onCommit, onRefresh });
    await userEvent.upload(fileInput(), xlsx());
    await userEvent.click(button('校验'));
    expect(await within(dialog()).findByText('共 10 行，通过 10 行，错误 0 行')).toBeTruthy();
    expect(within(dialog()).getByText('校验通过，可以导入')).toBeTruthy();
    expect(currentStep()).toBe('4导入');
    await userEvent.click(button('导入'));
    expect(onCommit).toHaveBeenCalledWith('chk-1');
    expect(await screen.findByText('导入成功，共导入 10 行')).toBeTruthy();
    expect(within(dialog()).getByRole('status').textContent).toBe('导入成功，共导入 10 行');
    await waitFor(() => expect(onCommitted).toHaveBeenCalledTimes(1));
    expect(onCommitted).toHaveBeenCalledWith(expect.objectContaining({ status: 'committed', imported: 10 }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('关闭'));
    expect(within(dialog()).queryByRole('button', { name: '导入' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(onCommitted).toHaveBeenCalledTimes(1);
  });

  it("shows the gateway's success text when it gives one", async () => {
    open({ onCommit: vi.fn(async () => summary({ status: 'committed', imported: 10, message: '已导入 10 条质量指标' })) });
    await userEvent.upload(fileInput(), xlsx());
    await userEvent.click(button('校验'));
    await userEvent.click(await within(dialog()).findByRole('button', { name: '导入' }));
    expect((await within(dialog()).findByRole('status')).textContent).toBe('已导入 10 条质量指标');
  });

  it("shows a thrown call's message as an alert; a null answer leaves the dialog as it was", async () => {
    const onCheck = vi.fn<(file: File) => Promise<ImportCheckSummary | null>>(async () => null);
    open({ onCheck });
    await userEvent.upload(fileInput(), xlsx());
    await userEvent.click(button('校验'));
    await waitFor(() => expect(button('校验').hasAttribute('data-pending')).toBe(false));
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    onCheck.mockRejectedValueOnce(new Error('上传失败，请稍后重试'));
    await userEvent.click(button('校验'));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('上传失败，请稍后重试');
  });

  it('a failed status shows its message and allows another file', async () => {
    const { onCheck } = open({ onCheck: vi.fn(async () => summary({ status: 'failed', message: '模板格式不正确，请下载最新模板' })) });
    await userEvent.upload(fileInput(), xlsx());
    await userEvent.click(button('校验'));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('模板格式不正确，请下载最新模板');
    expect(within(dialog()).getByRole('button', { name: '选择文件' }).hasAttribute('disabled')).toBe(false);
    await userEvent.upload(fileInput(), xlsx('新的.xlsx'));
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    expect(onCheck).toHaveBeenCalledTimes(1);
  });

  it('stops polling when closed, and starts afresh when opened again', async () => {
    const onRefresh = vi.fn(async () => summary({ status: 'checking', checkedRows: 1 }));
    const props = calls({ onCheck: vi.fn(async () => summary({ status: 'checking', checkedRows: 0 })), onRefresh });
    function Page() {
      const [isOpen, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            导入
          </button>
          <ImportDialog title="导入物料质量指标" isOpen={isOpen} onOpenChange={setOpen} pollIntervalMs={10} {...props} />
        </>
      );
    }
    renderWithProviders(<Page />);
    await userEvent.upload(fileInput(), xlsx());
    await userEvent.click(button('校验'));
    await waitFor(() => expect(onRefresh).toHaveBeenCalled());
    await userEvent.click(button('取消'));
    expect(screen.queryByRole('dialog')).toBeNull();
    const polls = onRefresh.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onRefresh.mock.calls.length).toBe(polls);
    fireEvent.click(screen.getByRole('button', { name: '导入' }));
    expect(await screen.findByText('未选择文件')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('closes with Escape and speaks English', async () => {
    const onOpenChange = vi.fn();
    renderWithProviders(<ImportDialog title="Import quality indicators" defaultOpen onOpenChange={onOpenChange} {...calls()} />, { locale: 'en' });
    const english = screen.getByRole('dialog', { name: 'Import quality indicators' });
    expect(within(english).getByRole('list', { name: 'Import steps' }).textContent).toBe('1Download template2Upload file3Check data4Import');
    expect(within(english).getByRole('button', { name: 'Choose file' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
