import styled from '@emotion/styled';
import { Button, formatAmount, PageSelect, TextField, type PageSelectLoadPage, type SelectValue } from '@srm/design-system';
import type { Material } from '@srm/gateway/api';
import { useCallback } from 'react';
import { fetchOrderMaterials } from '../api/purchaseApi';
import { lineAmountOf, linesTotals } from './purchaseDraft';

/** An exact amount as shown (grouped: 795,150.00), or '-' when the line has none yet. */
const amountShown = (amount: string): string => (amount ? formatAmount(amount) : '-');

/** One order line as the 新增 dialogs of 采购订单 and 销售订单 edit it. */
export interface EditedOrderLine {
  key: number;
  matCode: string;
  matName: string;
  quantity: string;
  priceWithTax: string;
  taxRate: string;
}

export interface OrderLinesTableProps<Line extends EditedOrderLine> {
  /** The menu whose materials are offered (order:purchase, order:sale). */
  menuCode: string;
  lines: readonly Line[];
  labels: { caption: string; material: string; quantity: string; priceWithTax: string; taxRate: string; amount: string; addLine: string; removeLine: string; total: (totals: { quantity: string; amount: string }) => string };
  onPatch: (key: number, values: Partial<EditedOrderLine>) => void;
  onAdd: () => void;
  onRemove: (key: number) => void;
}

const MATERIAL_NAMES = { label: 'matName', value: 'matCode', description: 'matCode' } as const;
const keyOf = (value: SelectValue) => (value === null || value === undefined ? '' : String(Array.isArray(value) ? (value[0] ?? '') : value));

/**
 * The lines of a new order: per row 物料 (a remote select of the menu's materials), 数量, 含税单价,
 * 税率(%) and the amount (amountOfTexts, live), with 删除 per row, 添加行 under the table and the exact
 * totals. Each field is named by its column.
 */
export function OrderLinesTable<Line extends EditedOrderLine>({ menuCode, lines, labels, onPatch, onAdd, onRemove }: OrderLinesTableProps<Line>) {
  const loadMaterials = useCallback<PageSelectLoadPage<Material>>(({ keyword, page, signal }) => fetchOrderMaterials(menuCode, keyword, page, signal), [menuCode]);
  const totals = linesTotals(lines);
  return (
    <Lines>
      <table aria-label={labels.caption}>
        <caption>{labels.caption}</caption>
        <colgroup>
          <col className="index" />
          <col className="material" />
          <col className="number" />
          <col className="number" />
          <col className="rate" />
          <col className="amount" />
          <col className="remove" />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{labels.material}</th>
            <th scope="col">{labels.quantity}</th>
            <th scope="col">{labels.priceWithTax}</th>
            <th scope="col">{labels.taxRate}</th>
            <th scope="col">{labels.amount}</th>
            <th scope="col">
              <span className="visually-hidden">{labels.removeLine}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={line.key}>
              <td>{index + 1}</td>
              <td>
                <PageSelect<Material>
                  aria-label={labels.material}
                  loadPage={loadMaterials}
                  fieldNames={MATERIAL_NAMES}
                  pageSize={20}
                  debounceMs={300}
                  value={line.matCode || null}
                  selectedOptions={line.matCode ? [{ matCode: line.matCode, matName: line.matName } as Material] : undefined}
                  onChange={(value, selected) => onPatch(line.key, { matCode: keyOf(value), matName: selected[0]?.raw?.matName ?? '' })}
                />
              </td>
              <td>
                <TextField aria-label={labels.quantity} inputMode="decimal" maxLength={20} value={line.quantity} onChange={(quantity) => onPatch(line.key, { quantity })} />
              </td>
              <td>
                <TextField aria-label={labels.priceWithTax} inputMode="decimal" maxLength={20} value={line.priceWithTax} onChange={(priceWithTax) => onPatch(line.key, { priceWithTax })} />
              </td>
              <td>
                <TextField aria-label={labels.taxRate} inputMode="decimal" maxLength={5} value={line.taxRate} onChange={(taxRate) => onPatch(line.key, { taxRate })} />
              </td>
              <td className="amount">{amountShown(lineAmountOf(line.quantity, line.priceWithTax))}</td>
              <td>
                <Button variant="link" size="small" isDisabled={lines.length === 1} onPress={() => onRemove(line.key)}>
                  {labels.removeLine}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Footer>
        <Button onPress={onAdd}>{labels.addLine}</Button>
        <output aria-live="polite">{labels.total({ quantity: totals.quantity, amount: amountShown(totals.amount) })}</output>
      </Footer>
    </Lines>
  );
}

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  table {
    border-collapse: collapse;
    width: 100%;
    table-layout: fixed;
  }
  col.index {
    width: 2rem;
  }
  col.material {
    width: 32%;
  }
  col.number {
    width: 16%;
  }
  col.rate {
    width: 10%;
  }
  col.amount {
    width: 14%;
  }
  col.remove {
    width: 4rem;
  }
  caption {
    text-align: start;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space[1]};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[1]};
    text-align: start;
    vertical-align: middle;
  }
  td.amount {
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  output {
    font-variant-numeric: tabular-nums;
  }
`;
