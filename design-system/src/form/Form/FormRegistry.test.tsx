import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import type { FieldDefinition } from '../fieldDefinition';
import { DictionaryProvider } from '../fieldRegistry/DictionaryProvider';
import { Form } from './Form';

const dictionaries = {
  settle_type: [
    { dictItemCode: 'weight', dictItemName: '按重量' },
    { dictItemCode: 'piece', dictItemName: '按件' },
  ],
  category: [
    { dictItemCode: 'corn', dictItemName: '玉米' },
    { dictItemCode: 'soymeal', dictItemName: '豆粕' },
  ],
};

const fields: FieldDefinition[] = [
  { prop: 'quantity', label: '数量', type: 'number', required: true, props: { precision: 3 } },
  { prop: 'settleType', label: '结算方式', type: 'radio', dictCode: 'settle_type', required: true },
  { prop: 'categories', label: '品类', type: 'checkbox', dictCode: 'category', required: true },
  { prop: 'isUrgent', label: '加急', type: 'switch' },
  { prop: 'remark', label: '备注', type: 'textarea' },
];

describe('Form with the registered controls', () => {
  it('renders each type with its control and submits typed values', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(
      <DictionaryProvider dictionaries={dictionaries}>
        <Form fields={fields} onSubmit={onSubmit} />
      </DictionaryProvider>,
    );
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请输入数量')).toBeTruthy();
    expect(screen.getByText('请选择结算方式')).toBeTruthy();
    expect(screen.getByText('请选择品类')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: '数量' }), '12.34567');
    await user.tab();
    await user.click(within(screen.getByRole('radiogroup', { name: '结算方式' })).getByText('按件'));
    await user.click(screen.getByText('豆粕'));
    await user.click(screen.getByRole('switch', { name: '加急' }));
    await user.type(screen.getByRole('textbox', { name: '备注' }), '月底前到厂');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      quantity: 12.345,
      settleType: 'piece',
      categories: ['soymeal'],
      isUrgent: true,
      remark: '月底前到厂',
    });
  });
});

describe('Form number fields settle on blur (spec 01 §5, issue 18)', () => {
  const numberFields: FieldDefinition[] = [
    { prop: 'count', label: '件数', type: 'number', props: { minValue: 0 } },
    { prop: 'note', label: '编号', type: 'inputNumber', props: { minValue: 0 } },
    { prop: 'whole', label: '整数', type: 'number' },
    { prop: 'taxRate', label: '税率', type: 'number', props: { minValue: 0, maxValue: 100, precision: 2 } },
    { prop: 'price', label: '单价', type: 'number', props: { valueType: 'string', minValue: 0, maxValue: '999999999999.999999', precision: 6 } },
    { prop: 'quantity', label: '数量', type: 'number', props: { valueType: 'string', minValue: 0, precision: 3, allowEmpty: true } },
  ];

  it('clamps, truncates and clears -5, abc, 12.34567 and 150, and keeps decimal strings exact', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<Form fields={numberFields} onSubmit={onSubmit} />);
    const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
    await user.type(box('件数'), '-5');
    await user.tab();
    expect(box('件数').value).toBe('0');
    await user.type(box('编号'), 'abc');
    await user.tab();
    expect(box('编号').value).toBe('0');
    await user.type(box('整数'), '12.34567');
    await user.tab();
    expect(box('整数').value).toBe('12');
    await user.type(box('税率'), '150');
    await user.tab();
    expect(box('税率').value).toBe('100');
    await user.type(box('单价'), '123456789012345.678');
    await user.tab();
    expect(box('单价').value).toBe('999999999999.999999');
    await user.type(box('数量'), 'abc');
    await user.tab();
    expect(box('数量').value).toBe('');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ count: 0, note: 0, whole: 12, taxRate: 100, price: '999999999999.999999' });
    expect(onSubmit.mock.calls[0]?.[0]?.quantity ?? null).toBeNull();
  });
});

describe('Form with date fields', () => {
  const dateFields: FieldDefinition[] = [
    { prop: 'signDate', label: '签订日期', type: 'date', required: true },
    { prop: ['startDate', 'endDate'], label: '有效期', type: 'daterange', required: true },
    { prop: 'budgetYear', label: '预算年度', type: 'year' },
    { prop: 'planMonth', label: '计划月份', type: 'yearMonth' },
  ];

  it('edits a record whose range is two props, and sends the two props back', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const record = { signDate: '2026-11-21', startDate: '2026-01-01', endDate: '2026-12-31', budgetYear: '2026', planMonth: '2026-11' };
    renderWithProviders(<Form fields={dateFields} defaultValues={record} onSubmit={onSubmit} />);
    expect(screen.getByRole('button', { name: /预算年度/ }).textContent).toContain('2026');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(record));
  });

  it('refuses an empty required date and range with 请选择{label}', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<Form fields={dateFields} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请选择签订日期')).toBeTruthy();
    expect(screen.getByText('请选择有效期')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('Form with a select', () => {
  it('offers the dictionary items and submits the chosen code', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(
      <DictionaryProvider dictionaries={dictionaries}>
        <Form fields={[{ prop: 'settleType', label: '结算方式', type: 'select', dictCode: 'settle_type', required: true }]} onSubmit={onSubmit} />
      </DictionaryProvider>,
    );
    await user.click(screen.getByRole('button', { name: '提交' }));
    // The placeholder and now the message say 请选择结算方式.
    await waitFor(() => expect(screen.getAllByText('请选择结算方式')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: /结算方式/ }));
    await user.click(await screen.findByRole('option', { name: '按件' }));
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ settleType: 'piece' }));
  });
});
