import { Button, DecimalField, Select, useConfirm } from '@srm/design-system';
import { REBATE_VALUE_INPUT_RULES } from '@srm/design-system/validation';
import type { DictMap } from '@srm/gateway/api';
import { useMemo } from 'react';
import { dictOptions } from '../../../api/dictionaryChoices';
import { useAppT } from '../../../i18n/useAppT';
import type { AppMessageKey } from '../../../i18n/messages';
import { emptyRebate, type EditorRebate } from './contractEditor';
import { TableActions, TableScroll } from './editorStyles';

export interface RebatesEditorProps {
  rebates: readonly EditorRebate[];
  onChange: (rebates: EditorRebate[]) => void;
  dictionaries: DictMap | undefined;
  isReadOnly?: boolean;
}

/**
 * 返利条款: type (返利, 退货, 保底采购, 友好合作 … from the rebateClauseType dictionary), timing,
 * quantity basis (合同数量 / 发运数量 / 结算数量) and either a rate (%) or an amount. Edited in
 * place; 删除 asks 确认删除?; the checks run on save (`rebateErrors`).
 */
export function RebatesEditor({ rebates, onChange, dictionaries, isReadOnly = false }: RebatesEditorProps) {
  const t = useAppT();
  const confirm = useConfirm();
  const options = useMemo(
    () => ({
      type: dictOptions(dictionaries, 'rebateClauseType'),
      timing: dictOptions(dictionaries, 'rebateTiming'),
      basis: dictOptions(dictionaries, 'quantityBasis'),
    }),
    [dictionaries],
  );
  const update = (key: string, change: Partial<EditorRebate>) => onChange(rebates.map((rebate) => (rebate.key === key ? { ...rebate, ...change } : rebate)));
  const label = (row: number, key: AppMessageKey) => t('contract.editor.lineLabel', { row, label: t(key) });
  const remove = async (rebate: EditorRebate, row: number) => {
    if (!(await confirm({ variant: 'delete', message: t('contract.editor.lineLabel', { row, label: '' }) }))) return;
    onChange(rebates.filter((entry) => entry.key !== rebate.key));
  };

  return (
    <div>
      <TableScroll>
        <table aria-label={t('contract.editor.rebatesSection')}>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col" className="srm-required">
                {t('contract.editor.rebateType')}
              </th>
              <th scope="col" className="srm-required">
                {t('contract.editor.rebateTiming')}
              </th>
              <th scope="col" className="srm-required">
                {t('contract.editor.quantityBasis')}
              </th>
              <th scope="col">{t('contract.editor.rebateRate')}</th>
              <th scope="col">{t('contract.editor.rebateAmount')}</th>
              {isReadOnly ? null : <th scope="col">{t('contract.editor.operation')}</th>}
            </tr>
          </thead>
          <tbody>
            {rebates.map((rebate, index) => {
              const row = index + 1;
              return (
                <tr key={rebate.key}>
                  <td>{row}</td>
                  <td className="srm-cell-mid">
                    <Select
                      aria-label={label(row, 'contract.editor.rebateType')}
                      options={options.type}
                      value={rebate.rebateType || null}
                      isReadOnly={isReadOnly}
                      onChange={(value) => update(rebate.key, { rebateType: (value ?? '') as EditorRebate['rebateType'] })}
                    />
                  </td>
                  <td className="srm-cell-mid">
                    <Select
                      aria-label={label(row, 'contract.editor.rebateTiming')}
                      options={options.timing}
                      value={rebate.timing || null}
                      isReadOnly={isReadOnly}
                      onChange={(value) => update(rebate.key, { timing: (value ?? '') as EditorRebate['timing'] })}
                    />
                  </td>
                  <td className="srm-cell-mid">
                    <Select
                      aria-label={label(row, 'contract.editor.quantityBasis')}
                      options={options.basis}
                      value={rebate.quantityBasis || null}
                      isReadOnly={isReadOnly}
                      onChange={(value) => update(rebate.key, { quantityBasis: (value === null ? '' : String(value)) as EditorRebate['quantityBasis'] })}
                    />
                  </td>
                  <td className="srm-cell-narrow">
                    <DecimalField
                      aria-label={label(row, 'contract.editor.rebateRate')}
                      {...REBATE_VALUE_INPUT_RULES.rate}
                      value={rebate.rate}
                      isReadOnly={isReadOnly}
                      onChange={(rate) => update(rebate.key, { rate })}
                    />
                  </td>
                  <td className="srm-cell-mid">
                    <DecimalField
                      aria-label={label(row, 'contract.editor.rebateAmount')}
                      {...REBATE_VALUE_INPUT_RULES.amount}
                      value={rebate.amount}
                      isReadOnly={isReadOnly}
                      onChange={(amount) => update(rebate.key, { amount })}
                    />
                  </td>
                  {isReadOnly ? null : (
                    <td>
                      <Button variant="link" size="small" aria-label={`${t('contract.editor.deleteLine')}${t('contract.editor.rebatesSection')}${t('contract.editor.lineLabel', { row, label: '' })}`} onPress={() => void remove(rebate, row)}>
                        {t('contract.editor.deleteLine')}
                      </Button>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      {isReadOnly ? null : (
        <TableActions>
          <Button onPress={() => onChange([...rebates, emptyRebate()])}>{t('contract.editor.addRebate')}</Button>
        </TableActions>
      )}
    </div>
  );
}
