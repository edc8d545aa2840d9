import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { ContractSamplePicker } from './ContractSamplePicker';
import type { ContractSampleRow, LoadContractSamples } from './samplePicker';

const samples = (count: number): ContractSampleRow[] =>
  Array.from({ length: count }, (_, index) => ({
    conSampleId: index + 1,
    conTemplateName: index % 2 ? '基差采购合同模板' : '一口价采购合同模板',
    conSampleName: `玉米合同范本${index + 1}`,
    fileName: `玉米合同范本${index + 1}.docx`,
  }));

function loaderOf(all: ContractSampleRow[]) {
  return vi.fn<LoadContractSamples>(async ({ page, pageSize }) => ({ data: all.slice((page - 1) * pageSize, page * pageSize), total: all.length }));
}

const dataRows = (dialog: HTMLElement) => within(dialog).getAllByRole('row').filter((row) => row.getAttribute('aria-rowindex') !== '1');

describe('ContractSamplePicker', () => {
  it('shows 选择合同范本 with a radio table of template name, sample name and file name, 10 rows a page', async () => {
    const load = loaderOf(samples(12));
    renderWithProviders(<ContractSamplePicker defaultOpen loadSamples={load} onConfirm={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: '选择合同范本' });
    const grid = within(dialog).getByRole('grid', { name: '合同范本' });
    await waitFor(() => expect(dataRows(grid)).toHaveLength(10));
    expect(load).toHaveBeenCalledWith({ page: 1, pageSize: 10 });
    const headers = within(grid).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['选择', '合同模板名称', '范本名称', '文件名称']);
    expect(dataRows(grid)[0]?.textContent).toContain('一口价采购合同模板玉米合同范本1玉米合同范本1.docx');
    expect(within(grid).getAllByRole('radio', { name: '选择此行' })).toHaveLength(10);
    expect(within(dialog).getByText('共 12 条')).toBeTruthy();
  });

  it('says 请选择范本 when confirmed with nothing chosen, and confirms the chosen sample', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    renderWithProviders(<ContractSamplePicker defaultOpen loadSamples={loaderOf(samples(3))} onConfirm={onConfirm} onOpenChange={onOpenChange} />);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByRole('radio')).toHaveLength(3));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('请选择范本');
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(within(dialog).getAllByRole('radio')[1] as HTMLElement);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ conSampleId: 2, conSampleName: '玉米合同范本2' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('取消 closes without choosing', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithProviders(<ContractSamplePicker defaultOpen loadSamples={loaderOf(samples(1))} onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows 暂无数据 when there are no samples, and a failed load with a retry', async () => {
    const user = userEvent.setup();
    const load = vi.fn<LoadContractSamples>().mockRejectedValueOnce(new Error('boom')).mockResolvedValue({ data: [], total: 0 });
    renderWithProviders(<ContractSamplePicker defaultOpen loadSamples={load} onConfirm={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('合同范本加载失败');
    await user.click(within(dialog).getByRole('button', { name: '重试' }));
    expect(await within(dialog).findByText('暂无数据')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('speaks English', async () => {
    renderWithProviders(<ContractSamplePicker defaultOpen loadSamples={loaderOf(samples(1))} onConfirm={() => {}} />, { locale: 'en' });
    const dialog = await screen.findByRole('dialog', { name: 'Choose contract sample' });
    expect(within(dialog).getByRole('grid', { name: 'Contract samples' })).toBeTruthy();
    expect(within(dialog).getByRole('columnheader', { name: 'Sample name' })).toBeTruthy();
  });
});
