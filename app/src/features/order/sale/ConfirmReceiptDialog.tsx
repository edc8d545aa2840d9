import { TextField } from '@srm/design-system';
import type { SaleShippingRow } from '@srm/gateway/api';
import { useAppT } from '../../../i18n/useAppT';
import { DialogBody } from '../../../shell/dialogLayout';
import { SaveDialog, SaveProblemNote, useDraftSaveDialog } from '../../../shell/SaveDialog';
import { confirmSaleShipping } from '../api/saleApi';
import { confirmProblem, toConfirmBody } from './saleDraft';

/** 确认收货 of a shipment: 确认数量 (the shipped quantity by default, never above it); 确定 sends POST …/confirm. */
export function ConfirmReceiptDialog({ shipping, onClose, onSaved }: { shipping: SaleShippingRow; onClose: () => void; onSaved: () => void }) {
  const t = useAppT();
  const title = t('order.sale.confirmTitle');
  const { draft, patch, problem, isSaving, save } = useDraftSaveDialog<{ confirmed: string }>(
    () => ({ confirmed: shipping.quantity }),
    { conflictText: t('order.sale.conflict'), shownStatuses: [400, 422] },
    {
      problemOf: (current) => confirmProblem(current.confirmed, shipping.quantity, t),
      call: (current) => confirmSaleShipping(toConfirmBody(shipping.id, current.confirmed)),
      savedText: t('order.sale.confirmedDone'),
      onSaved,
    },
  );
  return (
    <SaveDialog title={title} cancelLabel={t('order.sale.cancel')} saveLabel={t('order.sale.confirm')} isSaving={isSaving} problem={problem} onSave={() => void save()} onClose={onClose}>
      <DialogBody aria-label={title}>
        <SaveProblemNote problem={problem} />
        <p>{`${t('order.sale.shippingNo')}：${shipping.shippingNo} ${t('order.sale.shipmentHint', { plateNo: shipping.plateNo, quantity: shipping.quantity })}`}</p>
        <TextField label={t('order.sale.confirmQuantity')} isRequired inputMode="decimal" maxLength={20} value={draft.confirmed} onChange={(confirmed) => patch({ confirmed })} />
      </DialogBody>
    </SaveDialog>
  );
}
