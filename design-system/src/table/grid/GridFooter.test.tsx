import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GridColumn } from './columnLayout';
import { GridFooter, summaryLabelColumn } from './GridFooter';

const columns: GridColumn[] = [
  { key: '__selection', kind: 'selection', width: 48, minWidth: 48 },
  { key: 'name', kind: 'data', width: 150, minWidth: 150, column: { key: 'name', title: '名称' } },
  { key: 'amount', kind: 'data', width: 130, minWidth: 130, column: { key: 'amount', title: '金额' } },
];

describe('summaryLabelColumn', () => {
  it('is the first data column without a value', () => {
    expect(summaryLabelColumn(columns, { values: { amount: '3.00' } })).toBe(1);
    expect(summaryLabelColumn(columns, { values: { name: '-' } })).toBe(2);
  });

  it('is the first column when every data column has a value', () => {
    expect(summaryLabelColumn(columns, { values: { name: '-', amount: '3.00' } })).toBe(0);
  });
});

describe('GridFooter', () => {
  it('numbers the summary rows after the data rows and puts the label in its column', () => {
    const { container } = render(
      <GridFooter
        summaryRows={[
          { key: 'subtotal', label: '小计', values: { amount: '2.00' } },
          { key: 'total', label: '合计', values: { amount: '9.00' } },
        ]}
        columns={columns}
        cellClasses={['a', 'b', 'c']}
        cellStyles={[{ width: 48 }, { width: 150 }, { width: 130 }]}
        rowCount={20}
      />,
    );
    const rows = [...container.querySelectorAll('.srm-grid-foot > [role="row"]')];
    expect(rows.map((row) => row.getAttribute('aria-rowindex'))).toEqual(['22', '23']);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['', '小计', '2.00'],
      ['', '合计', '9.00'],
    ]);
    expect(rows[0]?.getAttribute('data-summary')).toBe('subtotal');
  });

  it('renders nothing without summary rows', () => {
    const { container } = render(<GridFooter summaryRows={[]} columns={columns} cellClasses={[]} cellStyles={[]} rowCount={0} />);
    expect(container.innerHTML).toBe('');
  });
});
