import { DatePicker, Select, TextField, useLocale, type SelectValue } from '@srm/design-system';
import type { SaleOrderDetail } from '@srm/gateway/api';
import { useMemo } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { DialogBody, FieldGrid } from '../../../shell/dialogLayout';
import { SaveDialog, SaveProblemNote, useDraftSaveDialog } from '../../../shell/SaveDialog';
import { saveSaleShipping } from '../api/saleApi';
import { shipDraftOf, shippableAllocations, shipProblem, toShipBody, type ShipDraft } from './saleDraft';

const keyOf = (value: SelectValue) => (value === null || value === undefined ? '' : String(Array.isArray(value) ? (value[0] ?? '') : value));

/**
 * 发运 of a sales order: 分配记录 (its active allocations with quantity left to ship), 车牌号 (checked:
 * 车牌号有误), 司机, 手机号 (the mobile rule when given), 发运数量 (≤ what is left) and 发运日期; 确定
 * sends POST …/shipping/save; a refusal shows in the dialog.
 */
export function ShipDialog({ detail, onClose, onSaved }: { detail: SaleOrderDetail; onClose: () => void; onSaved: () => void }) {
  const t = useAppT();
  const { locale } = useLocale();
  const title = t('order.sale.shipTitle');
  const shippable = useMemo(() => shippableAllocations(detail.allocations), [detail.allocations]);
  const options = useMemo(
    () =>
      shippable.map(({ allocation, left }) => ({
        value: String(allocation.id),
        label: t('order.sale.allocationOption', { purchaseOrderNo: allocation.purchaseOrderNo, lineNo: allocation.purchaseLineNo, matName: allocation.matName, left }),
      })),
    [shippable, t],
  );
  const { draft, patch, problem, isSaving, save } = useDraftSaveDialog<ShipDraft>(
    () => shipDraftOf(shippable),
    { conflictText: t('order.sale.conflict'), shownStatuses: [400, 422] },
    { problemOf: (current) => shipProblem(current, shippable, t, locale === 'en' ? 'en' : 'zh-CN'), call: (current) => saveSaleShipping(toShipBody(current)), savedText: t('order.sale.shipped'), onSaved },
  );
  return (
    <SaveDialog title={title} cancelLabel={t('order.sale.cancel')} saveLabel={t('order.sale.confirm')} isSaving={isSaving} problem={problem} onSave={() => void save()} onClose={onClose}>
      <DialogBody aria-label={title}>
        <SaveProblemNote problem={problem} />
        <p>{`${t('order.sale.orderNo')}：${detail.orderNo}`}</p>
        {shippable.length === 0 ? <p>{t('order.sale.noShippable')}</p> : null}
        <Select
          label={t('order.sale.allocationRecord')}
          isRequired
          options={options}
          value={draft.allocationId === null ? null : String(draft.allocationId)}
          onChange={(value) => {
            const id = keyOf(value);
            const chosen = shippable.find(({ allocation }) => String(allocation.id) === id);
            patch({ allocationId: id === '' ? null : Number(id), ...(chosen ? { quantity: chosen.left } : {}) });
          }}
        />
        <FieldGrid columns={2}>
          <TextField label={t('order.sale.plateNo')} isRequired maxLength={10} value={draft.plateNo} onChange={(plateNo) => patch({ plateNo })} />
          <TextField label={t('order.sale.driverName')} maxLength={50} value={draft.driverName} onChange={(driverName) => patch({ driverName })} />
          <TextField label={t('order.sale.driverPhone')} inputMode="tel" maxLength={11} value={draft.driverPhone} onChange={(driverPhone) => patch({ driverPhone })} />
          <TextField label={t('order.sale.shipQuantity')} isRequired inputMode="decimal" maxLength={20} value={draft.quantity} onChange={(quantity) => patch({ quantity })} />
          <DatePicker label={t('order.sale.shipDate')} isRequired value={draft.shipDate} onChange={(shipDate) => patch({ shipDate })} />
        </FieldGrid>
      </DialogBody>
    </SaveDialog>
  );
}
