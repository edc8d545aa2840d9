import styled from '@emotion/styled';
import { TextField } from '@srm/design-system';
import type { PurchaseOrderDetail } from '@srm/gateway/api';
import { useState } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { DialogBody } from '../../../shell/dialogLayout';
import { SaveDialog, SaveProblemNote, useSaveDialog } from '../../../shell/SaveDialog';
import { updatePurchaseOrderLines } from '../api/purchaseApi';
import { lineEditsOf, lineEditsProblem, toLineUpdateBody, type LineEdit } from './purchaseDraft';

/**
 * 修改订单行 of an order (read fresh): each open line's 数量 (never below 已分配数量) and 含税单价;
 * 保存 sends the changed lines (POST …/orderLineUpdate with the version read). On a new order the
 * change applies in place; on an audited one it goes to EBS (变更中). Refusals show in the dialog.
 */
export function LineUpdateDialog({ detail, onClose, onSaved }: { detail: PurchaseOrderDetail; onClose: () => void; onSaved: () => void }) {
  const t = useAppT();
  const title = t('order.purchase.editLinesTitle', { orderNo: detail.orderNo });
  const [edits, setEdits] = useState<LineEdit[]>(() => lineEditsOf(detail));
  const { problem, isSaving, refuse, run } = useSaveDialog({ conflictText: t('order.purchase.conflict'), shownStatuses: [400, 422] });
  const patch = (id: number, values: Partial<LineEdit>) => setEdits((current) => current.map((edit) => (edit.id === id ? { ...edit, ...values } : edit)));
  const save = () => {
    const found = lineEditsProblem(detail, edits, t);
    if (found) {
      refuse(found);
      return;
    }
    void run(() => updatePurchaseOrderLines(toLineUpdateBody(detail, edits)), { savedText: t('order.purchase.saved'), onSaved });
  };
  return (
    <SaveDialog title={title} width="large" cancelLabel={t('order.purchase.cancel')} saveLabel={t('order.purchase.save')} isSaving={isSaving} problem={problem} onSave={save} onClose={onClose}>
      <Body aria-label={title}>
        <SaveProblemNote problem={problem} />
        <table aria-label={t('order.purchase.lines')}>
          <thead>
            <tr>
              <th scope="col">{t('order.purchase.lineNo')}</th>
              <th scope="col">{t('order.purchase.material')}</th>
              <th scope="col">{t('order.purchase.allocatedQuantity')}</th>
              <th scope="col">{t('order.purchase.quantity')}</th>
              <th scope="col">{t('order.purchase.priceWithTax')}</th>
            </tr>
          </thead>
          <tbody>
            {edits.length === 0 ? (
              <tr>
                <td colSpan={5}>{t('order.purchase.noLines')}</td>
              </tr>
            ) : (
              edits.map((edit) => (
                <tr key={edit.id}>
                  <th scope="row">{edit.lineNo}</th>
                  <td>{edit.matName}</td>
                  <td>{edit.allocatedQuantity}</td>
                  <td>
                    <TextField
                      aria-label={t('order.purchase.lineField', { lineNo: edit.lineNo, field: t('order.purchase.quantity') })}
                      inputMode="decimal"
                      maxLength={20}
                      value={edit.quantity}
                      onChange={(quantity) => patch(edit.id, { quantity })}
                    />
                  </td>
                  <td>
                    <TextField
                      aria-label={t('order.purchase.lineField', { lineNo: edit.lineNo, field: t('order.purchase.priceWithTax') })}
                      inputMode="decimal"
                      maxLength={20}
                      value={edit.priceWithTax}
                      onChange={(priceWithTax) => patch(edit.id, { priceWithTax })}
                    />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </Body>
    </SaveDialog>
  );
}

const Body = styled(DialogBody)`
  table {
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    text-align: start;
  }
`;
