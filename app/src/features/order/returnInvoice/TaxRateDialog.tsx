import { TextField } from '@srm/design-system';
import type { MatReturnInvoiceRow } from '@srm/gateway/api';
import { useState } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { DialogBody } from '../../../shell/dialogLayout';
import { SaveDialog, SaveProblemNote, useSaveDialog } from '../../../shell/SaveDialog';
import { updateReturnTaxRate } from '../api/returnInvoiceApi';

const TAX_RATE = /^\d{1,2}(\.\d{1,2})?$/;

/** 修改税率 of a new return invoice: 税率(%); 保存 sends POST …/updateTaxRate (the tax recomputed by the gateway). */
export function TaxRateDialog({ row, onClose, onDone }: { row: MatReturnInvoiceRow; onClose: () => void; onDone: () => void }) {
  const t = useAppT();
  const title = t('order.return.taxTitle', { returnNo: row.returnNo });
  const [taxRate, setTaxRate] = useState(String(Number(row.taxRate)));
  const { problem, isSaving, refuse, run } = useSaveDialog({ conflictText: t('order.return.conflict'), shownStatuses: [400, 404, 422] });
  const save = () => {
    if (!TAX_RATE.test(taxRate.trim())) {
      refuse(t('order.return.taxRateInvalid'));
      return;
    }
    void run(() => updateReturnTaxRate(row, taxRate.trim()), { savedText: t('order.return.updated'), onSaved: onDone });
  };
  return (
    <SaveDialog title={title} cancelLabel={t('order.return.cancel')} saveLabel={t('order.return.save')} isSaving={isSaving} problem={problem} onSave={save} onClose={onClose}>
      <DialogBody aria-label={title}>
        <SaveProblemNote problem={problem} />
        <TextField label={t('order.return.taxRate')} isRequired inputMode="decimal" maxLength={5} value={taxRate} onChange={setTaxRate} />
      </DialogBody>
    </SaveDialog>
  );
}
