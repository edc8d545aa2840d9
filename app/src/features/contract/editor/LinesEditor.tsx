import { Button, DatePicker, DecimalField, PageSelect, TextField, useConfirm, type PageSelectLoadPage } from '@srm/design-system';
import { CONTRACT_LINE_INPUT_RULES } from '@srm/design-system/validation';
import type { Material } from '@srm/gateway/api';
import { Fragment, useMemo } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import type { AppMessageKey } from '../../../i18n/messages';
import { REMOTE_SELECT_DEBOUNCE_MS, REMOTE_SELECT_PAGE_SIZE, editorTotals, emptyLine, lineAmounts, type EditorLine } from './contractEditor';
import { Capital, TableActions, TableScroll } from './editorStyles';

export interface LinesEditorProps {
  lines: readonly EditorLine[];
  onChange: (lines: EditorLine[]) => void;
  loadMaterials: PageSelectLoadPage<Material>;
  isReadOnly?: boolean;
  /**
   * The executed quantity of each stored line, by line id: when given, a read-only 已执行数量 column
   * follows 数量 (the change editor, features/contract/change; a new line shows —).
   */
  executedQuantities?: ReadonlyMap<number, string>;
}

const HEADERS: readonly [AppMessageKey, string?, boolean?][] = [
  ['contract.editor.material', 'wide', true],
  ['contract.editor.quantity', 'narrow', true],
  ['contract.editor.unit', 'narrow', true],
  ['contract.editor.priceWithTax', 'mid', true],
  ['contract.editor.taxRate', 'narrow', true],
  ['contract.editor.amount', 'number'],
  ['contract.editor.taxAmount', 'number'],
  ['contract.editor.amountWithoutTax', 'number'],
  ['contract.editor.deliveryStart', 'mid'],
  ['contract.editor.deliveryEnd', 'mid'],
  ['contract.editor.deliveryAddress', 'wide'],
  ['contract.editor.qualityStandard', 'mid'],
];

/**
 * 合同明细: every line is edited in place (inline editing of spec 01 §2.6; the figures are decimal
 * strings, never floats). The material is a remote select (20 a page, 500 ms debounce); choosing one
 * fills its name and unit. 价税合计, 税额 and 不含税金额 follow the figures as they are typed
 * (`contractLineAmounts`), the footer totals them and writes 大写金额. 删除 asks 确认删除?.
 */
export function LinesEditor({ lines, onChange, loadMaterials, isReadOnly = false, executedQuantities }: LinesEditorProps) {
  const t = useAppT();
  const confirm = useConfirm();
  const totals = useMemo(() => editorTotals(lines), [lines]);

  const update = (key: string, change: Partial<EditorLine>) => onChange(lines.map((line) => (line.key === key ? { ...line, ...change } : line)));
  const remove = async (line: EditorLine, row: number) => {
    if (!(await confirm({ variant: 'delete', message: t('contract.editor.lineLabel', { row, label: line.matName || '' }) }))) return;
    onChange(lines.filter((entry) => entry.key !== line.key));
  };
  const cellLabel = (row: number, key: AppMessageKey) => t('contract.editor.lineLabel', { row, label: t(key) });

  return (
    <div>
      <TableScroll>
        <table aria-label={t('contract.editor.linesSection')}>
          <thead>
            <tr>
              <th scope="col">#</th>
              {HEADERS.map(([key, kind, required]) => (
                <Fragment key={key}>
                  <th scope="col" className={[kind === 'number' ? 'srm-cell-number' : '', required ? 'srm-required' : ''].join(' ').trim() || undefined}>
                    {t(key)}
                  </th>
                  {key === 'contract.editor.quantity' && executedQuantities ? (
                    <th scope="col" className="srm-cell-number">
                      {t('contract.detail.executedQuantity')}
                    </th>
                  ) : null}
                </Fragment>
              ))}
              {isReadOnly ? null : <th scope="col">{t('contract.editor.operation')}</th>}
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => {
              const row = index + 1;
              const amounts = lineAmounts(line);
              return (
                <tr key={line.key} data-line={row}>
                  <td>{row}</td>
                  <td className="srm-cell-wide">
                    <PageSelect<Material>
                      aria-label={cellLabel(row, 'contract.editor.material')}
                      loadPage={loadMaterials}
                      fieldNames={{ label: 'matName', value: 'matCode' }}
                      selectedOptions={line.matCode ? [{ matCode: line.matCode, matName: line.matName } as Material] : []}
                      value={line.matCode || null}
                      pageSize={REMOTE_SELECT_PAGE_SIZE}
                      debounceMs={REMOTE_SELECT_DEBOUNCE_MS}
                      isReadOnly={isReadOnly}
                      onChange={(value, selected) => {
                        const material = selected[0]?.raw;
                        if (value === null || !material) {
                          update(line.key, { matCode: '', matName: '' });
                          return;
                        }
                        update(line.key, { matCode: material.matCode, matName: material.matName, unitCode: line.unitCode || material.unitCode || '' });
                      }}
                    />
                  </td>
                  <td className="srm-cell-narrow">
                    <DecimalField
                      aria-label={cellLabel(row, 'contract.editor.quantity')}
                      {...CONTRACT_LINE_INPUT_RULES.quantity}
                      value={line.quantity}
                      isReadOnly={isReadOnly}
                      onChange={(quantity) => update(line.key, { quantity })}
                    />
                  </td>
                  {executedQuantities ? (
                    <td className="srm-cell-number" data-cell="executedQuantity">
                      {line.id ? (executedQuantities.get(line.id) ?? '—') : '—'}
                    </td>
                  ) : null}
                  <td className="srm-cell-narrow">
                    <TextField aria-label={cellLabel(row, 'contract.editor.unit')} value={line.unitCode} maxLength={20} isReadOnly={isReadOnly} onChange={(unitCode) => update(line.key, { unitCode })} />
                  </td>
                  <td className="srm-cell-mid">
                    <DecimalField
                      aria-label={cellLabel(row, 'contract.editor.priceWithTax')}
                      {...CONTRACT_LINE_INPUT_RULES.priceWithTax}
                      value={line.priceWithTax}
                      isReadOnly={isReadOnly}
                      onChange={(priceWithTax) => update(line.key, { priceWithTax })}
                    />
                  </td>
                  <td className="srm-cell-narrow">
                    <DecimalField
                      aria-label={cellLabel(row, 'contract.editor.taxRate')}
                      {...CONTRACT_LINE_INPUT_RULES.taxRate}
                      value={line.taxRate}
                      isReadOnly={isReadOnly}
                      onChange={(taxRate) => update(line.key, { taxRate })}
                    />
                  </td>
                  <td className="srm-cell-number" data-cell="amount">
                    {amounts?.amount ?? '—'}
                  </td>
                  <td className="srm-cell-number" data-cell="taxAmount">
                    {amounts?.taxAmount ?? '—'}
                  </td>
                  <td className="srm-cell-number" data-cell="amountWithoutTax">
                    {amounts?.amountWithoutTax ?? '—'}
                  </td>
                  <td className="srm-cell-mid">
                    <DatePicker
                      aria-label={cellLabel(row, 'contract.editor.deliveryStart')}
                      value={line.deliveryStart}
                      isReadOnly={isReadOnly}
                      onChange={(deliveryStart) => update(line.key, { deliveryStart })}
                    />
                  </td>
                  <td className="srm-cell-mid">
                    <DatePicker aria-label={cellLabel(row, 'contract.editor.deliveryEnd')} value={line.deliveryEnd} isReadOnly={isReadOnly} onChange={(deliveryEnd) => update(line.key, { deliveryEnd })} />
                  </td>
                  <td className="srm-cell-wide">
                    <TextField
                      aria-label={cellLabel(row, 'contract.editor.deliveryAddress')}
                      value={line.deliveryAddress}
                      maxLength={200}
                      isReadOnly={isReadOnly}
                      onChange={(deliveryAddress) => update(line.key, { deliveryAddress })}
                    />
                  </td>
                  <td className="srm-cell-mid">
                    <TextField
                      aria-label={cellLabel(row, 'contract.editor.qualityStandard')}
                      value={line.qualityStandard}
                      maxLength={200}
                      isReadOnly={isReadOnly}
                      onChange={(qualityStandard) => update(line.key, { qualityStandard })}
                    />
                  </td>
                  {isReadOnly ? null : (
                    <td>
                      <Button variant="link" size="small" aria-label={`${t('contract.editor.deleteLine')}${t('contract.editor.lineLabel', { row, label: '' })}`} onPress={() => void remove(line, row)}>
                        {t('contract.editor.deleteLine')}
                      </Button>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={2}>{t('contract.editor.total')}</td>
              <td className="srm-cell-number" data-cell="totalQuantity">
                {totals.totalQuantity}
              </td>
              <td colSpan={executedQuantities ? 4 : 3} />
              <td className="srm-cell-number" data-cell="totalAmount">
                {totals.totalAmount}
              </td>
              <td colSpan={isReadOnly ? 6 : 7} />
            </tr>
          </tfoot>
        </table>
      </TableScroll>
      {isReadOnly ? null : (
        <TableActions>
          <Button onPress={() => onChange([...lines, emptyLine()])}>{t('contract.editor.addLine')}</Button>
        </TableActions>
      )}
      <Capital aria-live="polite">
        {t('contract.editor.capital')}：<strong data-testid="contract-capital">{totals.capital}</strong>
      </Capital>
    </div>
  );
}
