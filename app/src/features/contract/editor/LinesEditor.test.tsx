import { ConfirmProvider, LocaleProvider, ThemeProvider, ToastProvider } from '@srm/design-system';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyLine, type EditorLine } from './contractEditor';
import { LinesEditor } from './LinesEditor';

const loadMaterials = vi.fn(async () => ({ options: [], total: 0 }));

function Harness({ initial, isReadOnly = false }: { initial: EditorLine[]; isReadOnly?: boolean }) {
  const [lines, setLines] = useState(initial);
  return <LinesEditor lines={lines} onChange={setLines} loadMaterials={loadMaterials} isReadOnly={isReadOnly} />;
}

function renderLines(initial: EditorLine[], isReadOnly = false) {
  return render(
    <ThemeProvider>
      <LocaleProvider>
        <ToastProvider>
          <ConfirmProvider>
            <Harness initial={initial} isReadOnly={isReadOnly} />
          </ConfirmProvider>
        </ToastProvider>
      </LocaleProvider>
    </ThemeProvider>,
  );
}

/** A user who types without a timer between keys (the default waits a macrotask per key). */
const typist = () => userEvent.setup({ delay: null });

/** Enters a figure as one input (a paste), as a user pasting from a spreadsheet: one re-render. */
const enter = async (user: ReturnType<typeof typist>, name: string, text: string) => {
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(text);
};

const cell = (row: number, name: string) => document.querySelector(`tr[data-line="${row}"] [data-cell="${name}"]`)?.textContent;

afterEach(cleanup);

describe('LinesEditor', () => {
  it('computes the amounts, the totals and 大写金额 as the figures are typed', async () => {
    const user = typist();
    renderLines([{ ...emptyLine(), matCode: '1001010001', matName: '玉米', unitCode: 'T' }]);
    expect(cell(1, 'amount')).toBe('—');
    await user.type(screen.getByRole('textbox', { name: '第1行数量' }), '100.5');
    await enter(user, '第1行含税单价', '2350.123456');
    await user.type(screen.getByRole('textbox', { name: '第1行税率(%)' }), '9');
    expect(cell(1, 'amount')).toBe('236187.41');
    expect(cell(1, 'taxAmount')).toBe('19501.71');
    expect(cell(1, 'amountWithoutTax')).toBe('216685.70');
    expect(screen.getByTestId('contract-capital').textContent).toBe('贰拾叁万陆仟壹佰捌拾柒元肆角壹分');

    await user.click(screen.getByRole('button', { name: '新增明细' }));
    await enter(user, '第2行数量', '0.1');
    await enter(user, '第2行含税单价', '0.2');
    await enter(user, '第2行税率(%)', '13');
    expect(cell(2, 'amount')).toBe('0.02');
    expect(document.querySelector('[data-cell="totalQuantity"]')?.textContent).toBe('100.600');
    expect(document.querySelector('[data-cell="totalAmount"]')?.textContent).toBe('236187.43');
  });

  it('settles quantity, price and tax rate on blur: clamped, truncated, non-numbers cleared, exact strings (issue 18)', async () => {
    const user = typist();
    renderLines([{ ...emptyLine(), matCode: '1001010001', matName: '玉米', unitCode: 'T' }]);
    const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
    const settle = async (name: string, typed: string) => {
      await user.clear(box(name));
      await user.paste(typed);
      await user.tab();
      return box(name).value;
    };
    expect(await settle('第1行数量', '-5')).toBe('0');
    expect(await settle('第1行数量', 'abc')).toBe('');
    expect(await settle('第1行数量', '12.34567')).toBe('12.345');
    expect(await settle('第1行数量', '99999999999999999999')).toBe('999999999999999.999');
    expect(await settle('第1行含税单价', '123456789012345.678')).toBe('999999999999.999999');
    expect(await settle('第1行含税单价', '2350.1234567')).toBe('2350.123456');
    expect(await settle('第1行税率(%)', '150')).toBe('100');
    expect(await settle('第1行税率(%)', '9.999')).toBe('9.99');
    expect(await settle('第1行数量', '100.5')).toBe('100.5');
    expect(cell(1, 'amount')).toBe('236187.41');
  });

  it('deletes a line only after 确认删除?', async () => {
    const user = typist();
    renderLines([
      { ...emptyLine(), matName: '玉米', quantity: '1', priceWithTax: '10', taxRate: '9' },
      { ...emptyLine(), matName: '豆粕', quantity: '2', priceWithTax: '10', taxRate: '9' },
    ]);
    await user.click(screen.getByRole('button', { name: '删除第1行' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('确认删除?');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(screen.getAllByRole('textbox', { name: /行数量$/ })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: '删除第1行' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    // The line goes once the confirm's promise has settled (a later tick on a busy machine).
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: /行数量$/ })).toHaveLength(1));
    expect((screen.getByRole('textbox', { name: '第1行数量' }) as HTMLInputElement).value).toBe('2');
    expect(document.querySelector('[data-cell="totalAmount"]')?.textContent).toBe('20.00');
  });

  it('offers no add or delete when read-only', () => {
    renderLines([{ ...emptyLine(), quantity: '1' }], true);
    expect(screen.queryByRole('button', { name: '新增明细' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除第1行' })).toBeNull();
    expect(screen.getByRole('textbox', { name: '第1行数量' }).hasAttribute('readonly')).toBe(true);
  });
});
