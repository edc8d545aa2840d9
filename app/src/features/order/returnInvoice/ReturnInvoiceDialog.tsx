import { DatePicker, formatAmount, Select, TextField, type SelectValue } from '@srm/design-system';
import type { MatReturnableLine } from '@srm/gateway/api';
import { useEffect, useMemo, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useRemote } from '../../../api/useRemote';
import { useAppT } from '../../../i18n/useAppT';
import { DialogBody, FieldGrid } from '../../../shell/dialogLayout';
import { SaveDialog, SaveProblemNote, useSaveDialog } from '../../../shell/SaveDialog';
import { fetchReturnableLines, fetchReturnableOrders, saveReturnInvoice } from '../api/returnInvoiceApi';
import { Num, Rows } from '../tableStyles';
import { emptyReturnDraft, returnDraftProblem, returnFigures, toReturnSaveBody, type ReturnDraft } from './returnInvoiceList';

const keyOf = (value: SelectValue) => (value === null || value === undefined ? null : Number(Array.isArray(value) ? value[0] : value) || null);

/**
 * 新增退货发票: 采购订单 (those with shipped quantity), 退货日期, 税率(%), 退货原因, the order's lines
 * (已发运数量, 可退数量, 本次退货数量) with the exact total, and the 运费 / 装卸费 that will wait as
 * pending charges; 保存 sends POST …/return-invoice/save, its 400/404/409/422 shown in the dialog.
 */
export function ReturnInvoiceDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const t = useAppT();
  const title = t('order.return.addTitle');
  const orders = useRemote(fetchReturnableOrders);
  const [draft, setDraft] = useState<ReturnDraft>(emptyReturnDraft);
  const [loaded, setLoaded] = useState<{ orderId: number; lines: readonly MatReturnableLine[] } | null>(null);
  const lines = useMemo(() => (loaded !== null && loaded.orderId === draft.orderId ? loaded.lines : []), [draft.orderId, loaded]);
  const { problem, isSaving, refuse, run } = useSaveDialog({ conflictText: t('order.return.conflict'), shownStatuses: [400, 404, 422] });
  const patch = (values: Partial<ReturnDraft>) => setDraft((current) => ({ ...current, ...values }));
  const orderOptions = useMemo(() => (orders.data ?? []).map((order) => ({ value: String(order.id), label: `${order.orderNo} ${order.supplierName}` })), [orders.data]);

  useEffect(() => {
    const orderId = draft.orderId;
    if (orderId === null) return;
    let live = true;
    void unlessFailed(fetchReturnableLines(orderId)).then((found) => {
      if (live && found) setLoaded({ orderId, lines: found });
    });
    return () => {
      live = false;
    };
  }, [draft.orderId]);

  const figures = returnFigures(lines, draft);
  const save = () => {
    const wrong = returnDraftProblem(draft, lines, t);
    if (wrong) {
      refuse(wrong);
      return;
    }
    void run(() => saveReturnInvoice(toReturnSaveBody(draft, lines)), { savedText: t('order.return.saved'), onSaved });
  };

  return (
    <SaveDialog title={title} width="large" cancelLabel={t('order.return.cancel')} saveLabel={t('order.return.save')} isSaving={isSaving} problem={problem} onSave={save} onClose={onClose}>
      <DialogBody aria-label={title}>
        <SaveProblemNote problem={problem} />
        <FieldGrid columns={3}>
          <Select
            label={t('order.return.purchaseOrder')}
            isRequired
            isFilterable
            isLoading={orders.isLoading}
            options={orderOptions}
            value={draft.orderId === null ? null : String(draft.orderId)}
            onChange={(value) => patch({ orderId: keyOf(value), quantities: {} })}
          />
          <DatePicker label={t('order.return.returnDate')} isRequired value={draft.returnDate} onChange={(returnDate) => patch({ returnDate })} />
          <TextField label={t('order.return.taxRate')} isRequired inputMode="decimal" maxLength={5} value={draft.taxRate} onChange={(taxRate) => patch({ taxRate })} />
          <TextField label={t('order.return.freight')} inputMode="decimal" maxLength={20} value={draft.freight} onChange={(freight) => patch({ freight })} />
          <TextField label={t('order.return.handling')} inputMode="decimal" maxLength={20} value={draft.handling} onChange={(handling) => patch({ handling })} />
          <TextField label={t('order.return.reason')} maxLength={500} value={draft.reason} onChange={(reason) => patch({ reason })} />
        </FieldGrid>
        <Rows>
          <caption>{t('order.return.lines')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('order.return.lineNo')}</th>
              <th scope="col">{t('order.return.material')}</th>
              <th scope="col">{t('order.return.shipped')}</th>
              <th scope="col">{t('order.return.returnable')}</th>
              <th scope="col">{t('order.return.returnQuantity')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.orderLineId}>
                <td>{line.lineNo}</td>
                <td>{line.matName}</td>
                <Num>{line.shippedQuantity}</Num>
                <Num>{line.returnableQuantity}</Num>
                <td>
                  <TextField
                    aria-label={`${t('order.return.returnQuantity')} ${line.lineNo}`}
                    inputMode="decimal"
                    maxLength={20}
                    value={draft.quantities[line.orderLineId] ?? ''}
                    onChange={(quantity) => setDraft((current) => ({ ...current, quantities: { ...current.quantities, [line.orderLineId]: quantity } }))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </Rows>
        <p>{t('order.return.total', { quantity: figures.quantity, amount: formatAmount(figures.amount) })}</p>
      </DialogBody>
    </SaveDialog>
  );
}
