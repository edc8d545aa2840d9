import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { PrintTemplateChooser } from './PrintTemplateChooser';
import type { LoadPrintTemplates, PrintTemplateOption } from './templateChoice';

const LONG = '玉米集中采购框架合同（东北产区二等黄玉米，含质量扣量标准及运输条款）';

const templates = (count: number): PrintTemplateOption[] =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, name: index === 1 ? LONG : `打印模板${index + 1}`, code: `PT_${index + 1}` }));

function loaderOf(all: PrintTemplateOption[]) {
  return vi.fn<LoadPrintTemplates>(async ({ page, pageSize }) => ({ data: all.slice((page - 1) * pageSize, page * pageSize), total: all.length }));
}

describe('PrintTemplateChooser', () => {
  it('lists a page of 10 templates as radios, the long label cut at 30 characters with the full name kept', async () => {
    const load = loaderOf(templates(12));
    renderWithProviders(<PrintTemplateChooser defaultOpen loadTemplates={load} onConfirm={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: '选择打印模板' });
    const radios = await within(dialog).findAllByRole('radio');
    expect(load).toHaveBeenCalledWith({ page: 1, pageSize: 10 });
    expect(radios).toHaveLength(10);
    expect(within(dialog).getByRole('radiogroup', { name: '打印模板' })).toBeTruthy();
    const long = within(dialog).getByRole('radio', { name: LONG });
    const label = long.closest('label')?.querySelector('[data-truncated]') as HTMLElement;
    expect(label.getAttribute('title')).toBe(LONG);
    expect(label.querySelector('[aria-hidden="true"]')?.textContent).toBe(`${Array.from(LONG).slice(0, 30).join('')}…`);
    expect(within(dialog).getByRole('radio', { name: '打印模板1' }).closest('label')?.querySelector('[data-truncated]')).toBeNull();
  });

  it('never offers a template that cannot print (printable: false), and is empty when none can', async () => {
    const load = vi.fn<LoadPrintTemplates>(async () => ({
      data: [
        { id: 1, name: '采购合同（标准版）', printable: true },
        { id: 2, name: '豆粕采购合同', printable: false },
        { id: 3, name: '提货单' },
      ],
      total: 3,
    }));
    const { unmount } = renderWithProviders(<PrintTemplateChooser defaultOpen loadTemplates={load} onConfirm={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    const radios = await within(dialog).findAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['采购合同（标准版）', '提货单']);
    expect(within(dialog).queryByRole('radio', { name: '豆粕采购合同' })).toBeNull();
    unmount();

    renderWithProviders(
      <PrintTemplateChooser defaultOpen loadTemplates={async () => ({ data: [{ id: 2, name: '豆粕采购合同', printable: false }], total: 1 })} onConfirm={() => {}} />,
    );
    const empty = await screen.findByRole('dialog');
    await waitFor(() => expect(within(empty).queryByRole('progressbar')).toBeNull());
    expect(within(empty).queryByRole('radio')).toBeNull();
    expect(within(empty).queryByRole('radiogroup')).toBeNull();
  });

  it('requires a choice: 确定 with none says 请选择打印模板 and stays open; a choice is confirmed and closes', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    renderWithProviders(<PrintTemplateChooser defaultOpen loadTemplates={loaderOf(templates(3))} onConfirm={onConfirm} onOpenChange={onOpenChange} />);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findAllByRole('radio');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('请选择打印模板');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('radiogroup').getAttribute('aria-describedby')).toBe(within(dialog).getByRole('alert').id);

    await user.click(within(dialog).getByRole('radio', { name: '打印模板3' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ id: 3, code: 'PT_3' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('pages through the templates and keeps a choice made on another page', async () => {
    const user = userEvent.setup();
    const load = loaderOf(templates(12));
    const onConfirm = vi.fn();
    renderWithProviders(<PrintTemplateChooser defaultOpen loadTemplates={load} onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('radio', { name: '打印模板1' }));
    expect(within(dialog).getByText('共 12 条')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(load).toHaveBeenLastCalledWith({ page: 2, pageSize: 10 }));
    await waitFor(() => expect(within(dialog).getAllByRole('radio')).toHaveLength(2));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ id: 1 })));
  });

  it('stays open when onConfirm rejects', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(() => Promise.reject(new Error('打印失败')));
    renderWithProviders(<PrintTemplateChooser defaultOpen defaultTemplateId={2} loadTemplates={loaderOf(templates(2))} onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByRole('radio', { name: LONG })) as HTMLInputElement).toHaveProperty('checked', true);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows a failed load with a retry, and an empty list as 暂无数据', async () => {
    const user = userEvent.setup();
    const load = vi.fn<LoadPrintTemplates>().mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce({ data: [], total: 0 });
    renderWithProviders(<PrintTemplateChooser defaultOpen loadTemplates={load} onConfirm={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('打印模板加载失败');
    await user.click(within(dialog).getByRole('button', { name: '重试' }));
    expect(await within(dialog).findByText('暂无数据')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('works by keyboard: arrows choose, Escape closes', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithProviders(<PrintTemplateChooser defaultOpen loadTemplates={loaderOf(templates(3))} onConfirm={() => {}} onOpenChange={onOpenChange} />);
    const dialog = await screen.findByRole('dialog');
    const first = await within(dialog).findByRole('radio', { name: '打印模板1' });
    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('radio', { name: LONG })).toHaveProperty('checked', true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('speaks English', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PrintTemplateChooser defaultOpen loadTemplates={loaderOf(templates(1))} onConfirm={() => {}} />, { locale: 'en' });
    const dialog = await screen.findByRole('dialog', { name: 'Choose a print template' });
    await within(dialog).findByRole('radio');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please choose a print template');
  });
});
