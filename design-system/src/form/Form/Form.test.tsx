import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { string } from 'yup';
import { renderWithProviders } from '../../test-utils';
import type { FieldDefinition } from '../fieldDefinition';
import { Form } from './Form';

const fields: FieldDefinition[] = [
  { prop: 'contractName', label: '合同名称', required: true },
  { prop: 'contactPhone', label: '联系电话', rules: string().matches(/^1\d{10}$/, '手机号有误') },
  { prop: 'remark', label: '备注' },
];

describe('Form', () => {
  it('blocks submit until valid, showing the Chinese messages and focusing the first invalid field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<Form fields={fields} onSubmit={onSubmit} aria-label="合同" />);
    await user.type(screen.getByRole('textbox', { name: '联系电话' }), '123');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请输入合同名称')).toBeTruthy();
    expect(screen.getByText('手机号有误')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '合同名称' })));
  });

  it('sends the values with empty strings as null once valid', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<Form fields={fields} onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: '合同名称' }), '2026年玉米采购合同');
    await user.type(screen.getByRole('textbox', { name: '联系电话' }), '13800138000');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ contractName: '2026年玉米采购合同', contactPhone: '13800138000', remark: null });
  });

  it('submits with Enter from a field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<Form fields={[fields[0]!]} onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: '合同名称' }), '豆粕合同{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ contractName: '豆粕合同' }));
  });

  it('starts from the record and resets back to it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Form fields={fields} defaultValues={{ contractName: '原名称' }} onSubmit={vi.fn()} />);
    const name = screen.getByRole('textbox', { name: '合同名称' });
    expect((name as HTMLInputElement).value).toBe('原名称');
    await user.clear(name);
    await user.type(name, '新名称');
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('原名称'));
  });

  it('uses placeholders 请输入{label}, and the English texts in en', () => {
    renderWithProviders(<Form fields={fields} onSubmit={vi.fn()} />, { locale: 'en' });
    expect(screen.getByRole('textbox', { name: '合同名称' }).getAttribute('placeholder')).toBe('Enter 合同名称');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });
});
