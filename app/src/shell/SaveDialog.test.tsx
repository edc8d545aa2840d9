import { LocaleProvider, ThemeProvider, ToastProvider } from '@srm/design-system';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problemOfFailure, SaveDialog, SaveProblemNote, useSaveDialog, type SaveFailureRules } from './SaveDialog';

afterEach(cleanup);

const failure = (message: string, status?: number, code?: number | string) => ({ message, status, code });

describe('problemOfFailure', () => {
  const listed: SaveFailureRules = { conflictText: '已被修改', shownStatuses: [400, 422] };

  it('turns a 409 into the conflict text, as the status or the envelope code', () => {
    expect(problemOfFailure(failure('版本不一致', 409), listed)).toEqual({ text: '已被修改', conflict: true });
    expect(problemOfFailure(failure('版本不一致', 200, 409), listed)).toEqual({ text: '已被修改', conflict: true });
  });

  it('shows the gateway message of the listed statuses only', () => {
    expect(problemOfFailure(failure('名称必填', 400), listed)).toEqual({ text: '名称必填', conflict: false });
    expect(problemOfFailure(failure('重复申请', undefined, 422), listed)).toEqual({ text: '重复申请', conflict: false });
    expect(problemOfFailure(failure('无权限', 403), listed)).toBeNull();
    expect(problemOfFailure(failure('服务异常', 500), listed)).toBeNull();
  });

  it('shows every 4xx with "4xx"; without a conflict text a 409 is one of them', () => {
    const any4xx: SaveFailureRules = { shownStatuses: '4xx' };
    expect(problemOfFailure(failure('报价已截止', 403), any4xx)).toEqual({ text: '报价已截止', conflict: false });
    expect(problemOfFailure(failure('版本不一致', 409), any4xx)).toEqual({ text: '版本不一致', conflict: false });
    expect(problemOfFailure(failure('物料不属于询价品类', undefined, 422), any4xx)).toEqual({ text: '物料不属于询价品类', conflict: false });
    expect(problemOfFailure(failure('服务异常', 500), any4xx)).toBeNull();
    expect(problemOfFailure(failure('网络异常', undefined, 'NETWORK'), any4xx)).toBeNull();
    expect(problemOfFailure(failure('版本不一致', 409), { conflictText: '已被修改', shownStatuses: '4xx' })).toEqual({ text: '已被修改', conflict: true });
  });
});

type Save = () => Promise<{ message?: string | null }>;

/** A dialog on the shell: `checked` is its own check's message (or null); the save is the test's. */
function Probe({ checked, save, onSaved }: { checked: string | null; save: Save; onSaved: () => void }) {
  const { problem, isSaving, refuse, run } = useSaveDialog({ conflictText: '已被修改', shownStatuses: [400] });
  return (
    <SaveDialog
      title="编辑"
      cancelLabel="取消"
      saveLabel="保存"
      isSaving={isSaving}
      problem={problem}
      onClose={vi.fn()}
      onSave={() => (checked ? refuse(checked) : void run(save, { savedText: '保存成功', onSaved }))}
    >
      <SaveProblemNote problem={problem} />
    </SaveDialog>
  );
}

function renderProbe(save: Save, onSaved = vi.fn(), checked: string | null = null) {
  render(
    <ThemeProvider>
      <LocaleProvider locale="zh-CN">
        <ToastProvider>
          <Probe checked={checked} save={save} onSaved={onSaved} />
        </ToastProvider>
      </LocaleProvider>
    </ThemeProvider>,
  );
  return screen.findByRole('dialog', { name: '编辑' });
}

const shownFailure = (message: string, status: number) => Object.assign(new Error(message), { shown: false, status });

describe('<SaveDialog>', () => {
  it('shows the dialog’s own check as an alert without sending', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async () => ({ message: null }));
    const dialog = await renderProbe(save, vi.fn(), '名称必填');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('名称必填');
    expect(alert.hasAttribute('data-conflict')).toBe(false);
    expect(save).not.toHaveBeenCalled();
  });

  it('a 409 shows the conflict and disables 保存', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const save = vi.fn(async () => {
      if (save.mock.calls.length === 1) throw shownFailure('版本不一致', 409);
      return { message: '修改成功' };
    });
    const dialog = await renderProbe(save, onSaved);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('已被修改');
    expect(alert.getAttribute('data-conflict')).toBe('true');
    const saveButton = within(dialog).getByRole('button', { name: '保存' });
    expect(saveButton.hasAttribute('disabled') || saveButton.getAttribute('aria-disabled') === 'true').toBe(true);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('a success shows the gateway’s message (or the fallback) and calls onSaved', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const dialog = await renderProbe(async () => ({ message: '修改成功' }), onSaved);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('修改成功')).toBeTruthy();
    cleanup();

    const fallback = await renderProbe(async () => ({ message: null }), onSaved);
    await user.click(within(fallback).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('a listed refusal shows the gateway’s message; another failure shows nothing here', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const save = vi.fn(async () => {
      throw shownFailure(save.mock.calls.length === 1 ? '统一社会信用代码有误' : '服务异常', save.mock.calls.length === 1 ? 400 : 500);
    });
    const dialog = await renderProbe(save, onSaved);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('统一社会信用代码有误');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('<SaveProblemNote>', () => {
  it('renders nothing without a problem, and takes a className (a dialog’s own spacing)', () => {
    const { container, rerender } = render(
      <ThemeProvider>
        <SaveProblemNote problem={null} />
      </ThemeProvider>,
    );
    expect(container.querySelector('[role="alert"]')).toBeNull();
    rerender(
      <ThemeProvider>
        <SaveProblemNote problem={{ text: '已被修改', conflict: true }} className="spaced" />
      </ThemeProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.classList.contains('spaced')).toBe(true);
    expect(alert.getAttribute('data-conflict')).toBe('true');
  });
});
