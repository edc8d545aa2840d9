import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '../../overlays/ConfirmDialog';
import { renderWithProviders } from '../../test-utils';
import type { ColumnSetting, ProColumn } from '../types';
import { defaultColumnSettings } from './columnSettings';
import { ColumnSettingsDrawer } from './ColumnSettingsDrawer';

const columns: ProColumn[] = [
  { key: 'sn', title: '合同编号', fixed: 'left' },
  { key: 'name', title: '合同名称' },
  { key: 'supplier', title: '供应商' },
  { key: 'amount', title: '合同金额' },
  { key: 'status', title: '状态' },
  { key: 'remark', title: '备注', defaultHidden: true },
];

function Harness({ onReset = () => {}, locale }: { onReset?: () => void; locale?: string }) {
  const [settings, setSettings] = useState<ColumnSetting[]>(() => defaultColumnSettings(columns));
  return (
    <ConfirmProvider>
      <output data-testid="order" data-locale={locale}>
        {settings.map((s) => `${s.key}${s.visible ? '' : '-'}${s.fixed ? `@${s.fixed}` : ''}`).join(' ')}
      </output>
      <ColumnSettingsDrawer
        isOpen
        columns={columns}
        settings={settings}
        onChange={setSettings}
        onReset={() => {
          setSettings(defaultColumnSettings(columns));
          onReset();
        }}
      />
    </ConfirmProvider>
  );
}

const order = () => screen.getByTestId('order').textContent;
const row = (title: string) => {
  const list = screen.getByRole('list', { name: '表格列' });
  const item = within(list)
    .getAllByRole('listitem')
    .find((li) => within(li).queryByRole('checkbox', { name: title }));
  if (!item) throw new Error(`no row ${title}`);
  return item;
};

describe('ColumnSettingsDrawer', () => {
  it('is a dialog titled 列设置 listing every column with its checkbox', () => {
    renderWithProviders(<Harness />);
    const dialog = screen.getByRole('dialog', { name: '列设置' });
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('li')?.getAttribute('data-column-key'))).toEqual([
      'sn',
      'name',
      'supplier',
      'amount',
      'status',
      'remark',
    ]);
    expect(within(dialog).getByRole('checkbox', { name: '备注' })).toHaveProperty('checked', false);
    expect(within(dialog).getByRole('checkbox', { name: '合同名称' })).toHaveProperty('checked', true);
  });

  it('hides and shows a column, but keeps at least 5 visible with an explanation', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    // Five visible: the limit is reached, visible boxes are disabled and described by the hint.
    const name = screen.getByRole('checkbox', { name: '合同名称' });
    expect(name).toHaveProperty('disabled', true);
    const hint = document.getElementById(name.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('至少显示 5 列');
    expect(screen.getByRole('checkbox', { name: '备注' })).toHaveProperty('disabled', false);

    await user.click(screen.getByRole('checkbox', { name: '备注' }));
    expect(order()).toBe('sn@left name supplier amount status remark');
    expect(screen.getByRole('checkbox', { name: '合同名称' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('checkbox', { name: '合同名称' }).getAttribute('aria-describedby')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: '合同名称' }));
    expect(order()).toBe('sn@left name- supplier amount status remark');
    expect(screen.getByRole('checkbox', { name: '供应商' })).toHaveProperty('disabled', true);
  });

  it('moves a column by keyboard and keeps focus on the moved row', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const down = screen.getByRole('button', { name: '下移合同名称' });
    down.focus();
    await user.keyboard('{Enter}');
    expect(order()).toBe('sn@left supplier name amount status remark-');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '下移合同名称' })));
    await user.keyboard('{Enter}{Enter}{Enter}');
    expect(order()).toBe('sn@left supplier amount status remark- name');
    // At the end 下移 is disabled: focus goes to 上移 of the same row.
    expect(screen.getByRole('button', { name: '下移合同名称' })).toHaveProperty('disabled', true);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '上移合同名称' })));
    expect(screen.getByText('合同名称已移至第 6 位')).toBeTruthy();
    // The first unpinned column cannot move above the pinned one.
    expect(screen.getByRole('button', { name: '上移供应商' })).toHaveProperty('disabled', true);
  });

  it('pins columns with pressed toggles', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const pins = within(row('状态')).getByRole('group', { name: '状态的固定方式' });
    const right = within(pins).getByRole('button', { name: '将状态固定在右侧' });
    const none = within(pins).getByRole('button', { name: '状态不固定' });
    expect(none.getAttribute('aria-pressed')).toBe('true');
    expect(right.getAttribute('aria-pressed')).toBe('false');
    await user.click(right);
    expect(order()).toBe('sn@left name supplier amount remark- status@right');
    expect(screen.getByRole('button', { name: '将状态固定在右侧' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '状态不固定' }).getAttribute('aria-pressed')).toBe('false');
    // Pressing the pressed side again unpins.
    await user.click(screen.getByRole('button', { name: '将状态固定在右侧' }));
    expect(order()).toBe('sn@left name supplier amount remark- status');
    await user.click(screen.getByRole('button', { name: '合同编号不固定' }));
    expect(order()).toBe('sn name supplier amount remark- status');
  });

  it('重置 asks with 继续/放弃; 放弃 keeps the settings, 继续 resets', async () => {
    const user = userEvent.setup();
    const onReset = vi.fn();
    renderWithProviders(<Harness onReset={onReset} />);
    await user.click(screen.getByRole('checkbox', { name: '备注' }));
    await user.click(screen.getByRole('button', { name: '重置' }));
    let alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('重置将修复隐藏的列表项，并刷新页面，是否继续？');
    await user.click(within(alert).getByRole('button', { name: '放弃' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onReset).not.toHaveBeenCalled();
    expect(order()).toBe('sn@left name supplier amount status remark');

    await user.click(screen.getByRole('button', { name: '重置' }));
    alert = await screen.findByRole('alertdialog');
    await user.click(within(alert).getByRole('button', { name: '继续' }));
    await waitFor(() => expect(onReset).toHaveBeenCalledTimes(1));
    expect(order()).toBe('sn@left name supplier amount status remark-');
  });

  it('speaks English', () => {
    renderWithProviders(<Harness />, { locale: 'en' });
    expect(screen.getByRole('dialog', { name: 'Column settings' })).toBeTruthy();
    expect(screen.getByText('Show at least 5 columns')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move 合同名称 up' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeTruthy();
  });
});
