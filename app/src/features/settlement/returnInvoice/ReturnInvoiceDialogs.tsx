import styled from '@emotion/styled';
import { Button, DatePicker, TextArea, TextField } from '@srm/design-system';
import { useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { DialogBody, FieldGrid } from '../../../shell/dialogLayout';
import { SaveDialog, SaveProblemNote, useDraftSaveDialog, useSaveDialog } from '../../../shell/SaveDialog';
import { fetchInvoicesByNo, saveReturnInvoice, updateReturnTaxRate } from '../api/invoiceApi';
import type { ReturnInvoiceRow } from '../api/invoiceTypes';
import { returnInvoiceDraftOf, returnInvoiceProblem, taxRateUnits, toReturnInvoiceSaveBody, type ReturnInvoiceDraft } from './returnInvoiceList';

/** 新增退货发票: the original invoice found by its number (its supplier and org go with it), the return date, quantity, tax rate, amount with tax and reason. */
export function ReturnInvoiceDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const t = useAppT();
  const title = t('returnInvoice.addTitle');
  const [note, setNote] = useState('');
  const { draft, patch, problem, isSaving, save } = useDraftSaveDialog<ReturnInvoiceDraft>(
    () => returnInvoiceDraftOf(),
    { shownStatuses: [400, 409, 422] },
    { problemOf: (current) => returnInvoiceProblem(current, t), call: (current) => saveReturnInvoice(toReturnInvoiceSaveBody(current)), savedText: t('returnInvoice.saved'), onSaved },
  );
  const find = async () => {
    const wanted = draft.invoiceNo.trim();
    if (wanted === '') return;
    const found = await unlessFailed(fetchInvoicesByNo(wanted));
    if (!found) return;
    const invoice = found[0] ?? null;
    setNote(invoice ? '' : t('returnInvoice.invoiceNotFound', { code: wanted }));
    patch({ invoice, ...(invoice && draft.taxRate === '' ? { taxRate: invoice.taxRate } : {}) });
  };
  return (
    <SaveDialog title={title} width="medium" cancelLabel={t('invoice.cancel')} saveLabel={t('invoice.save')} isSaving={isSaving} problem={problem} onSave={() => void save()} onClose={onClose}>
      <DialogBody aria-label={title}>
        <SaveProblemNote problem={problem} />
        <Lookup>
          <TextField
            label={t('returnInvoice.invoiceNo')}
            isRequired
            maxLength={40}
            value={draft.invoiceNo}
            onChange={(invoiceNo) => patch({ invoiceNo, invoice: null })}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void find();
            }}
          />
          <Button onPress={() => void find()}>{t('returnInvoice.findInvoice')}</Button>
        </Lookup>
        <p role="status">{draft.invoice ? `${draft.invoice.invoiceNo} · ${draft.invoice.supplierName}` : note || t('returnInvoice.invoiceHint')}</p>
        <FieldGrid columns={2}>
          <DatePicker label={t('returnInvoice.returnDate')} isRequired value={draft.returnDate} onChange={(returnDate) => patch({ returnDate })} />
          <TextField label={t('returnInvoice.quantity')} inputMode="decimal" maxLength={20} value={draft.quantity} onChange={(quantity) => patch({ quantity })} />
          <TextField label={t('returnInvoice.taxRate')} isRequired inputMode="decimal" maxLength={6} value={draft.taxRate} onChange={(taxRate) => patch({ taxRate })} />
          <TextField label={t('returnInvoice.amountWithTax')} isRequired inputMode="decimal" maxLength={22} value={draft.amountWithTax} onChange={(amountWithTax) => patch({ amountWithTax })} />
        </FieldGrid>
        <TextArea label={t('returnInvoice.reason')} maxLength={500} value={draft.reason} onChange={(reason) => patch({ reason })} />
      </DialogBody>
    </SaveDialog>
  );
}

/** 修改税率 of a new return invoice: the tax is recomputed by the gateway. */
export function TaxRateDialog({ row, onClose, onSaved }: { row: ReturnInvoiceRow; onClose: () => void; onSaved: () => void }) {
  const t = useAppT();
  const [taxRate, setTaxRate] = useState(row.taxRate);
  const { problem, isSaving, refuse, run } = useSaveDialog({ shownStatuses: [400, 409, 422] });
  const title = t('returnInvoice.taxRateTitle', { code: row.returnNo });
  const save = () => {
    if (taxRateUnits(taxRate) === null) {
      refuse(t('invoice.taxRateInvalid'));
      return;
    }
    void run(() => updateReturnTaxRate(row, taxRate.trim()), { savedText: t('returnInvoice.taxRateSaved'), onSaved });
  };
  return (
    <SaveDialog title={title} width="small" cancelLabel={t('invoice.cancel')} saveLabel={t('invoice.save')} isSaving={isSaving} problem={problem} onSave={save} onClose={onClose}>
      <DialogBody aria-label={title}>
        <SaveProblemNote problem={problem} />
        <TextField label={t('returnInvoice.newTaxRate')} isRequired autoFocus inputMode="decimal" maxLength={6} value={taxRate} onChange={setTaxRate} />
      </DialogBody>
    </SaveDialog>
  );
}

const Lookup = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-end;
`;
