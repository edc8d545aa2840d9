import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '../../overlays/ConfirmDialog';
import { ToastProvider } from '../../overlays/Toast';
import { renderWithProviders } from '../../test-utils';
import { defaultColumnSettings } from '../columnSettings/columnSettings';
import type { ColumnSetting, ProColumn, TableDensity } from '../types';
import { TableToolbar, type TableToolbarProps } from './TableToolbar';

const columns: ProColumn[] = [
  { key: 'sn', title: '合同编号' },
  { key: 'name', title: '合同名称' },
  { key: 'supplier', title: '供应商' },
  { key: 'amount', title: '合同金额' },
  { key: 'status', title: '状态' },
  { key: 'remark', title: '备注', defaultHidden: true },
];

function Harness(props: Partial<TableToolbarProps>) {
  const [settings, setSettings] = useState<ColumnSetting[]>(() => defaultColumnSettings(columns));
  const [density, setDensity] = useState<TableDensity>('default');
  return (
    <ToastProvider>
      <ConfirmProvider>
        <output data-testid="state">
          {density} | {settings.map((s) => `${s.key}${s.visible ? '' : '-'}${s.fixed ? `@${s.fixed}` : ''}`).join(' ')}
        </output>
        <TableToolbar
          columnSettings={{ columns, settings, onChange: setSettings, onReset: () => setSettings(defaultColumnSettings(columns)) }}
          showColumnFixing
          density={density}
          onDensityChange={setDensity}
          {...props}
        />
      </ConfirmProvider>
    </ToastProvider>
  );
}

const state = () => screen.getByTestId('state').textContent;

describe('TableToolbar', () => {
  it('shows only the buttons whose handler or flag is given', () => {
    const { unmount } = renderWithProviders(<TableToolbar onRefresh={() => {}} />);
    const toolbar = screen.getByRole('toolbar', { name: '表格工具栏' });
    expect(within(toolbar).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['刷新']);
    unmount();

    renderWithProviders(
      <Harness onSearchVisibleChange={() => {}} onUpload={() => {}} onDownload={() => {}} onRefresh={() => {}} />,
    );
    expect(
      within(screen.getByRole('toolbar'))
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['显示搜索', '上传', '下载', '刷新', '列设置', '固定列', '密度']);
  });

  it('the search toggle reports its pressed state', async () => {
    const user = userEvent.setup();
    function Search() {
      const [shown, setShown] = useState(false);
      return <TableToolbar isSearchVisible={shown} onSearchVisibleChange={setShown} />;
    }
    renderWithProviders(<Search />);
    const toggle = screen.getByRole('button', { name: '显示搜索' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('runs the handlers; arrow keys move between buttons', async () => {
    const user = userEvent.setup();
    const onUpload = vi.fn();
    const onRefresh = vi.fn();
    renderWithProviders(<TableToolbar onUpload={onUpload} onRefresh={onRefresh} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '上传' }));
    await user.keyboard('{Enter}');
    expect(onUpload).toHaveBeenCalledTimes(1);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '刷新' }));
    await user.keyboard(' ');
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('download: the export guard message shows as a warning instead of downloading', async () => {
    const user = userEvent.setup();
    const onDownload = vi.fn();
    let problem: string | null = '「合同名称」不能为空！';
    renderWithProviders(<Harness onDownload={onDownload} exportGuard={() => problem} downloadLabel="导出" />);
    await user.click(screen.getByRole('button', { name: '导出' }));
    expect(onDownload).not.toHaveBeenCalled();
    expect((await screen.findByRole('alert')).textContent).toBe('「合同名称」不能为空！');
    problem = null;
    await user.click(screen.getByRole('button', { name: '导出' }));
    expect(onDownload).toHaveBeenCalledTimes(1);
  });

  it('列设置 opens the column-settings drawer', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const button = screen.getByRole('button', { name: '列设置' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    const drawer = await screen.findByRole('dialog', { name: '列设置' });
    await user.click(within(drawer).getByRole('checkbox', { name: '备注' }));
    expect(state()).toContain('sn name supplier amount status remark');
    expect(state()).not.toContain('remark-');
  });

  it('密度 is a menu of 默认 / 中等 / 紧凑 showing the current choice', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: '密度' }));
    const menu = await screen.findByRole('menu', { name: '密度' });
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['默认', '中等', '紧凑']);
    expect(items.map((item) => item.getAttribute('aria-checked'))).toEqual(['true', 'false', 'false']);
    await user.click(within(menu).getByRole('menuitemradio', { name: '紧凑' }));
    expect(state()).toMatch(/^small \|/);
    await user.click(screen.getByRole('button', { name: '密度' }));
    const again = await screen.findByRole('menu', { name: '密度' });
    expect(within(again).getByRole('menuitemradio', { name: '紧凑' }).getAttribute('aria-checked')).toBe('true');
  });

  it('固定列 pins visible columns left or right from a checkable menu', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: '固定列' }));
    const menu = await screen.findByRole('menu', { name: '固定列' });
    const left = within(menu).getByRole('group', { name: '固定在左侧' });
    const right = within(menu).getByRole('group', { name: '固定在右侧' });
    // Only visible columns are offered.
    expect(within(left).getAllByRole('menuitemcheckbox').map((i) => i.textContent)).toEqual([
      '合同编号',
      '合同名称',
      '供应商',
      '合同金额',
      '状态',
    ]);
    await user.click(within(right).getByRole('menuitemcheckbox', { name: '状态' }));
    expect(state()).toContain('status@right');
    // The menu stays open; the item is checked now.
    await waitFor(() =>
      expect(within(screen.getByRole('group', { name: '固定在右侧' })).getByRole('menuitemcheckbox', { name: '状态' }).getAttribute('aria-checked')).toBe('true'),
    );
    await user.click(within(screen.getByRole('group', { name: '固定在左侧' })).getByRole('menuitemcheckbox', { name: '状态' }));
    expect(state()).toContain('status@left');
    expect(state()).not.toContain('status@right');
    await user.click(within(screen.getByRole('group', { name: '固定在左侧' })).getByRole('menuitemcheckbox', { name: '状态' }));
    // Unpinned from the left, it starts the unpinned columns.
    expect(state()).toBe('default | status sn name supplier amount remark-');
  });

  it('speaks English', () => {
    renderWithProviders(<Harness onRefresh={() => {}} onSearchVisibleChange={() => {}} />, { locale: 'en' });
    const toolbar = screen.getByRole('toolbar', { name: 'Table tools' });
    expect(within(toolbar).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Show search',
      'Refresh',
      'Column settings',
      'Pin columns',
      'Density',
    ]);
  });
});
