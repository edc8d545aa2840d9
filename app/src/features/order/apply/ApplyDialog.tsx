import { Button, DatePicker, Select, TextArea, TextField, type SelectValue } from '@srm/design-system';
import type { PickApplyTradeOption } from '@srm/gateway/api';
import { useCallback } from 'react';
import { useRemote } from '../../../api/useRemote';
import { useAppT } from '../../../i18n/useAppT';
import { DetailBody } from '../../../shell/detailStyles';
import { DialogBody, FieldGrid } from '../../../shell/dialogLayout';
import { SaveDialog, SaveProblemNote, useDraftSaveDialog } from '../../../shell/SaveDialog';
import { fetchApplyTrades, saveApply } from '../api/applyApi';
import { RowButtons, Rows } from '../tableStyles';
import { addApplyLine, applyDraftOf, applyLinesTotal, applyProblem, removeApplyLine, toApplySaveBody, type ApplyDraft, type ApplyLineRow } from './applyDraft';

const TRADE_NAMES = { label: 'tradeNo', value: 'id' } as const;
const keyOf = (value: SelectValue) => (typeof value === 'string' || typeof value === 'number' ? Number(value) : null);

/**
 * 新增提货申请: 多边贸易单 (the committed chains the user may apply for, GET pick-apply/trades; its
 * material, final buyer and what is left to apply for shown under it), 申请日期 and lines (数量, 备注)
 * with 添加行 / 删除; 保存 sends POST pick-apply/save (a draft); a refusal shows in the dialog.
 */
export function ApplyDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const t = useAppT();
  const title = t('order.apply.addTitle');
  const load = useCallback(() => fetchApplyTrades(), []);
  const trades = useRemote(load);
  const options: readonly PickApplyTradeOption[] = trades.data ?? [];
  const { draft, patch, setDraft, problem, isSaving, save } = useDraftSaveDialog<ApplyDraft>(
    () => applyDraftOf(),
    { conflictText: t('order.apply.conflict'), shownStatuses: '4xx' },
    { problemOf: (current) => applyProblem(current, t), call: (current) => saveApply(toApplySaveBody(current)), savedText: t('order.apply.saved'), onSaved },
  );
  const patchLine = (key: number, values: Partial<ApplyLineRow>) => setDraft((current) => ({ ...current, lines: current.lines.map((line) => (line.key === key ? { ...line, ...values } : line)) }));
  const { trade } = draft;
  return (
    <SaveDialog title={title} width="large" cancelLabel={t('order.apply.cancel')} saveLabel={t('order.apply.save')} isSaving={isSaving} problem={problem} onSave={() => void save()} onClose={onClose}>
      <DialogBody aria-label={title}>
        <SaveProblemNote problem={problem} />
        <FieldGrid columns={2}>
          <Select<PickApplyTradeOption>
            label={t('order.apply.trade')}
            isRequired
            options={options}
            fieldNames={TRADE_NAMES}
            value={trade?.id ?? null}
            onChange={(value) => {
              const id = keyOf(value);
              patch({ trade: options.find((option) => option.id === id) ?? null });
            }}
          />
          <DatePicker label={t('order.apply.applyDate')} isRequired value={draft.applyDate} onChange={(applyDate) => patch({ applyDate })} />
        </FieldGrid>
        {trade ? (
          <DetailBody>
            <dl>
              <dt>{t('order.apply.material')}</dt>
              <dd>{`${trade.matName}（${trade.matCode}）`}</dd>
              <dt>{t('order.apply.org')}</dt>
              <dd>{trade.finalOrgName ?? trade.finalOrgCode}</dd>
              <dt>{t('order.apply.availableQuantity')}</dt>
              <dd data-figure="availableQuantity">{`${trade.availableQuantity} ${trade.unitCode}`}</dd>
            </dl>
          </DetailBody>
        ) : !trades.isLoading && options.length === 0 ? (
          <p>{t('order.apply.noTrades')}</p>
        ) : null}
        <Rows aria-label={t('order.apply.lines')}>
          <caption>{t('order.apply.lines')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('order.apply.lineNo')}</th>
              <th scope="col">{t('order.apply.quantity')}</th>
              <th scope="col">{t('order.apply.remark')}</th>
              <th scope="col">{t('order.apply.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {draft.lines.map((line, index) => (
              <tr key={line.key}>
                <th scope="row">{index + 1}</th>
                <td>
                  <TextField aria-label={t('order.apply.quantity')} inputMode="decimal" maxLength={22} value={line.quantity} onChange={(quantity) => patchLine(line.key, { quantity })} />
                </td>
                <td>
                  <TextField aria-label={t('order.apply.remark')} maxLength={500} value={line.remark} onChange={(remark) => patchLine(line.key, { remark })} />
                </td>
                <td>
                  <Button variant="link" isDisabled={draft.lines.length <= 1} onPress={() => setDraft((current) => ({ ...current, lines: removeApplyLine(current.lines, line.key) }))}>
                    {t('order.apply.removeLine')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('order.apply.totalQuantity')}</th>
              <td data-figure="totalQuantity">{applyLinesTotal(draft.lines) || '-'}</td>
              <td colSpan={2} />
            </tr>
          </tfoot>
        </Rows>
        <RowButtons>
          <Button onPress={() => setDraft((current) => ({ ...current, lines: addApplyLine(current.lines) }))}>{t('order.apply.addLine')}</Button>
        </RowButtons>
        <TextArea label={t('order.apply.remark')} maxLength={500} value={draft.remark} onChange={(remark) => patch({ remark })} />
      </DialogBody>
    </SaveDialog>
  );
}
