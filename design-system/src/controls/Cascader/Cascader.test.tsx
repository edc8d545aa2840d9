import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { Cascader } from './Cascader';
import { regionFixture as tree } from './fixture';

const columnLabels = () => screen.getAllByRole('listbox').map((listbox) => listbox.getAttribute('aria-label'));

describe('Cascader', () => {
  it('is labelled, shows 请选择{label}, and chooses a leaf with the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Cascader label="所在地区" options={tree} onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /所在地区/ });
    expect(trigger.textContent).toContain('请选择所在地区');
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const dialog = await screen.findByRole('dialog', { name: '所在地区' });
    // Focus starts on the first option; the next column shows its children.
    expect(document.activeElement?.textContent).toBe('河北省');
    expect(columnLabels()).toEqual(['所在地区', '河北省']);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('石家庄市');
    expect(columnLabels()).toEqual(['所在地区', '河北省', '石家庄市']);
    await user.keyboard('{ArrowDown}');
    // The disabled 唐山市 is skipped.
    expect(document.activeElement?.textContent).toBe('秦皇岛市');
    await user.keyboard('{ArrowUp}{ArrowRight}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['13', '1301', '130104'], [tree[0], tree[0]!.children![0], tree[0]!.children![0]!.children![1]]);
    expect(dialog.isConnected).toBe(false);
    expect(trigger.textContent).toContain('河北省 / 石家庄市 / 桥西区');
  });

  it('opens on the chosen path, goes back with ArrowLeft, and closes with Escape', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Cascader label="所在地区" options={tree} defaultValue={['11', '1101', '110101']} onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /所在地区/ });
    expect(trigger.textContent).toContain('北京市 / 市辖区 / 东城区');
    await user.click(trigger);
    await screen.findByRole('dialog');
    expect(document.activeElement?.textContent).toBe('东城区');
    expect(document.activeElement?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.textContent).toBe('市辖区');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('chooses by pointer: a branch opens, a leaf chooses', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Cascader label="所在地区" options={tree} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /所在地区/ }));
    await user.click(await screen.findByRole('option', { name: '北京市' }));
    await user.click(screen.getByRole('option', { name: '市辖区' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('option', { name: '东城区' }));
    expect(onChange).toHaveBeenLastCalledWith(['11', '1101', '110101'], expect.any(Array));
  });

  it('chooses a branch with changeOnSelect and stays open', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Cascader label="所在地区" options={tree} changeOnSelect onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /所在地区/ }));
    await screen.findByRole('dialog');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['13'], [tree[0]]);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('石家庄市');
  });

  it('searches paths and chooses a match', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Cascader label="所在地区" options={tree} isSearchable onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /所在地区/ }));
    await user.click(await screen.findByRole('searchbox', { name: '搜索' }));
    await user.keyboard('海港');
    const results = screen.getByRole('listbox', { name: '所在地区' });
    expect(within(results).getAllByRole('option').map((o) => o.textContent)).toEqual(['河北省 / 秦皇岛市 / 海港区']);
    await user.click(within(results).getByRole('option'));
    expect(onChange).toHaveBeenLastCalledWith(['13', '1303', '130302'], expect.any(Array));
    await user.click(screen.getByRole('button', { name: /所在地区/ }));
    await user.click(await screen.findByRole('searchbox'));
    await user.keyboard('上海');
    expect(screen.getByRole('dialog').textContent).toContain('无匹配数据');
  });

  it('clears, is read-only or disabled, and shows an error message', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { unmount } = renderWithProviders(
      <Cascader label="所在地区" options={tree} defaultValue={['x']} isClearable onChange={onChange} errorMessage="请选择所在地区" />,
    );
    const trigger = screen.getByRole('button', { name: /所在地区/ });
    const describedBy = (trigger.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain('请选择所在地区');
    expect(trigger.closest('[data-invalid]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: '清空' }));
    expect(onChange).toHaveBeenLastCalledWith(null, []);
    unmount();
    renderWithProviders(<Cascader label="所在地区" options={tree} defaultValue={['x']} isReadOnly onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /所在地区/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks English in the en locale', () => {
    renderWithProviders(<Cascader label="Region" options={tree} isDisabled />, { locale: 'en' });
    const trigger = screen.getByRole('button', { name: /Region/ });
    expect(trigger.textContent).toContain('Select Region');
    expect(trigger).toHaveProperty('disabled', true);
  });
});
