/** 单号规则 editing on the page: 新增/编辑 in a dialog with the live preview, 重置 after a confirm, each behind its button. */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { ROW_ACTION_LOCK_MS } from '@srm/design-system';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveGridALayout, renderPageWithButtons } from '../../../testing/pageHarness';
import { fetchSerialPreview, resetSerialRule, saveSerialRule } from '../api/adminListsApi';
import { SerialNumberListPage } from './SerialNumberListPage';

const ROW = { id: 3, ruleCode: 'ACCOUNT_CHECK_NO', ruleName: '对账单号', parts: [{ type: 'fixedChar', value: 'DZ' }, { type: 'seq', width: 6 }], resetCycle: 'none', updatedTime: '2026-01-01T00:00:00Z', version: 2 };

vi.mock('../api/adminListsApi', () => ({
  fetchSerialRulePage: vi.fn(async () => ({ data: [ROW], total: 1 })),
  fetchSerialPreview: vi.fn(async () => ({ ruleCode: 'ACCOUNT_CHECK_NO', pattern: 'DZ######', next: 'DZ000008' })),
  saveSerialRule: vi.fn(async () => ({ id: 3, version: 3, message: '修改成功' })),
  resetSerialRule: vi.fn(async () => ({ ruleCode: 'ACCOUNT_CHECK_NO', periodKey: '-', next: 'DZ000001', message: '重置成功' })),
}));

giveGridALayout();
beforeEach(() => vi.clearAllMocks());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const ALL = ['system:serial-number:add', 'system:serial-number:edit', 'system:serial-number:reset'];
const open = (buttons: string[]) => renderPageWithButtons(<SerialNumberListPage />, { menu: ['system', 'system:serial-number'], buttons });

// Typing in several fields of a dialog over a rendered page takes a few seconds when the suite runs in parallel.
describe('单号规则 editing', { timeout: 20_000 }, () => {
  it('shows 新增, 编辑 and 重置 only with their buttons', async () => {
    open([]);
    await screen.findByText('DZ######', {}, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.queryByRole('button', { name: '重置流水号' })).toBeNull();
    cleanup();
    open(ALL);
    await screen.findByText('DZ######', {}, { timeout: 5000 });
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '编辑' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '重置流水号' })).toBeTruthy();
  });

  it('adds a rule with a live preview of its next number', async () => {
    const user = userEvent.setup();
    open(ALL);
    await screen.findByText('DZ######', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增单号规则' });
    await user.type(within(dialog).getByRole('textbox', { name: /规则编码/ }), 'PAY_NO');
    await user.type(within(dialog).getByRole('textbox', { name: /规则名称/ }), '付款单号');
    await user.type(within(dialog).getByRole('textbox', { name: '第1段固定字符' }), 'FK');
    expect(within(dialog).getByRole('status').textContent).toMatch(/^下一个单号预览：FK\d{8}0001$/);
    await user.click(within(dialog).getByRole('button', { name: '删除第2段' }));
    expect(within(dialog).getByRole('status').textContent).toBe('下一个单号预览：FK0001');
    await user.click(within(dialog).getByRole('button', { name: '添加组成' }));
    await user.type(within(dialog).getByRole('textbox', { name: '第3段固定字符' }), 'Z');
    await user.click(within(dialog).getByRole('button', { name: '上移第3段' }));
    expect(within(dialog).getByRole('status').textContent).toBe('下一个单号预览：FKZ0001');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增单号规则' })).toBeNull());
    expect(saveSerialRule).toHaveBeenCalledWith({
      ruleCode: 'PAY_NO',
      ruleName: '付款单号',
      resetCycle: 'every_day',
      parts: [{ type: 'fixedChar', value: 'FK' }, { type: 'fixedChar', value: 'Z' }, { type: 'seq', width: 4 }],
    });
  });

  it('edits a rule: the code kept, the preview from the gateway’s count, id and version sent', async () => {
    const user = userEvent.setup();
    open(ALL);
    await screen.findByText('DZ######', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑单号规则：ACCOUNT_CHECK_NO' });
    expect((within(dialog).getByRole('textbox', { name: /规则编码/ }) as HTMLInputElement).disabled).toBe(true);
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe('下一个单号预览：DZ000008'));
    expect(fetchSerialPreview).toHaveBeenCalledWith('ACCOUNT_CHECK_NO');
    const width = within(dialog).getByRole('textbox', { name: '第2段流水号位数' });
    await user.clear(width);
    await user.type(width, '4');
    await user.tab();
    expect(within(dialog).getByRole('status').textContent).toBe('下一个单号预览：DZ0008');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saveSerialRule).toHaveBeenCalled());
    expect(saveSerialRule).toHaveBeenCalledWith({
      id: 3,
      version: 2,
      ruleCode: 'ACCOUNT_CHECK_NO',
      ruleName: '对账单号',
      resetCycle: 'none',
      parts: [{ type: 'fixedChar', value: 'DZ' }, { type: 'seq', width: 4 }],
    });
  });

  it('resets the current period only after a confirm', async () => {
    const user = userEvent.setup();
    open(ALL);
    await screen.findByText('DZ######', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: '重置流水号' }));
    const confirm = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    expect(confirm.textContent).toContain('确定重置单号规则“对账单号”本期的流水号吗？');
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(resetSerialRule).not.toHaveBeenCalled();

    // A second row action within 800 ms is refused (spec 01 §9): the clock moves on, with no real wait.
    vi.setSystemTime(Date.now() + ROW_ACTION_LOCK_MS);
    await user.click(screen.getByRole('button', { name: '重置流水号' }));
    await user.click(within(await screen.findByRole('alertdialog', {}, { timeout: 5000 })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(resetSerialRule).toHaveBeenCalledWith(3));
    expect(await screen.findByText('重置成功，下一个单号：DZ000001')).toBeTruthy();
  });
});
