import styled from '@emotion/styled';
import { Checkbox, DatePicker, formatAmount, TextArea, TextField } from '@srm/design-system';
import { useId, useRef, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { DialogBody, FieldGrid } from '../../../shell/dialogLayout';
import { SaveDialog, SaveProblemNote, useDraftSaveDialog } from '../../../shell/SaveDialog';
import { fetchSettleableInvoices } from '../api/invoiceApi';
import { fetchApplicablePrepayments, savePayment } from '../api/paymentApi';
import { Figure, Figures } from '../invoice/InvoiceDialog';
import { SupplierOrgFields } from '../invoice/SupplierOrgFields';
import { invoiceEntriesOf, paymentDraftOf, paymentFigures, paymentProblem, prepayEntriesOf, prepaymentLeft, toPaymentSaveBody, type PaymentDraft, type PaymentInvoiceEntry, type PaymentPrepayEntry } from './paymentDraft';

export interface PaymentDialogProps {
  onClose: () => void;
  onSaved: () => void;
}

/**
 * 新增付款申请: the supplier and org, their invoices with an unpaid rest (tick one, 本次付款金额 defaults
 * to the rest) and its submitted prepayments with something left (tick one, 本次核销金额 defaults to what is left), the
 * apply date and pay method; 发票金额, 预付核销金额 and 应付金额 = 发票 − 预付 exact and live. 保存 sends
 * POST …/payment-settle-head/save; a refusal (400, 409, 422) shows in the dialog.
 */
export function PaymentDialog({ onClose, onSaved }: PaymentDialogProps) {
  const t = useAppT();
  const title = t('payment.addTitle');
  const figuresId = useId();
  const { draft, patch, setDraft, problem, isSaving, save } = useDraftSaveDialog<PaymentDraft>(
    () => paymentDraftOf(),
    { conflictText: t('payment.conflict'), shownStatuses: [400, 409, 422] },
    { problemOf: (current) => paymentProblem(current, t), call: (current) => savePayment(toPaymentSaveBody(current)), savedText: t('payment.saved'), onSaved },
  );
  const [loading, setLoading] = useState(false);
  const { supplierSn, orgCode } = draft;
  const latestPair = useRef('');

  // The invoices and prepayments of the chosen supplier and org (the latest choice wins).
  const choose = (next: { supplierSn: string | null; orgCode: string | null }) => {
    patch(next);
    const pair = `${next.supplierSn ?? ''}|${next.orgCode ?? ''}`;
    latestPair.current = pair;
    if (!next.supplierSn || !next.orgCode) {
      setDraft((current) => ({ ...current, invoices: [], prepayments: [] }));
      return;
    }
    setLoading(true);
    void Promise.all([unlessFailed(fetchSettleableInvoices(next.supplierSn, next.orgCode)), unlessFailed(fetchApplicablePrepayments(next.supplierSn))]).then(([invoices, prepayments]) => {
      if (latestPair.current !== pair) return;
      setLoading(false);
      setDraft((current) => ({ ...current, invoices: invoiceEntriesOf(invoices ?? [], current.invoices), prepayments: prepayEntriesOf(prepayments ?? [], current.prepayments) }));
    });
  };

  const patchInvoice = (id: number, values: Partial<PaymentInvoiceEntry>) =>
    setDraft((current) => ({ ...current, invoices: current.invoices.map((entry) => (entry.invoice.id === id ? { ...entry, ...values } : entry)) }));
  const patchPrepayment = (id: number, values: Partial<PaymentPrepayEntry>) =>
    setDraft((current) => ({ ...current, prepayments: current.prepayments.map((entry) => (entry.prepayment.id === id ? { ...entry, ...values } : entry)) }));
  const figures = paymentFigures(draft);
  const chosen = Boolean(supplierSn && orgCode);
  const emptyText = (none: string) => (!chosen ? t('payment.chooseSupplierOrg') : loading ? '' : none);

  return (
    <SaveDialog title={title} width="large" cancelLabel={t('payment.cancel')} saveLabel={t('payment.save')} isSaving={isSaving} problem={problem} onSave={() => void save()} onClose={onClose}>
      <DialogBody aria-label={title}>
        <SaveProblemNote problem={problem} />
        <FieldGrid columns={2}>
          <SupplierOrgFields
            supplierLabel={t('payment.supplier')}
            orgLabel={t('payment.org')}
            supplierSn={supplierSn}
            orgCode={orgCode}
            onSupplier={(supplier) => choose({ supplierSn: supplier?.sn ?? null, orgCode })}
            onOrg={(code) => choose({ supplierSn, orgCode: code })}
          />
          <DatePicker label={t('payment.applyDate')} isRequired value={draft.applyDate} onChange={(applyDate) => patch({ applyDate })} />
          <TextField label={t('payment.payMethod')} maxLength={40} value={draft.payMethod} onChange={(payMethod) => patch({ payMethod })} />
        </FieldGrid>
        <Rows aria-label={t('payment.invoices')}>
          <caption>{t('payment.invoices')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('invoice.tick')}</th>
              <th scope="col">{t('payment.invoiceNo')}</th>
              <th scope="col">{t('payment.invoiceDate')}</th>
              <th scope="col">{t('payment.amountWithTax')}</th>
              <th scope="col">{t('payment.paidAmount')}</th>
              <th scope="col">{t('payment.unpaidAmount')}</th>
              <th scope="col">{t('payment.settleAmount')}</th>
            </tr>
          </thead>
          <tbody>
            {draft.invoices.length === 0 ? (
              <tr>
                <td colSpan={7}>{emptyText(t('payment.noInvoices'))}</td>
              </tr>
            ) : (
              draft.invoices.map(({ invoice, ticked, amount }) => (
                <tr key={invoice.id}>
                  <td>
                    <Checkbox aria-label={t('payment.tickInvoice', { code: invoice.invoiceNo })} isSelected={ticked} onChange={(value) => patchInvoice(invoice.id, { ticked: value })} />
                  </td>
                  <th scope="row">{invoice.invoiceNo}</th>
                  <td>{invoice.invoiceDate}</td>
                  <Num>{formatAmount(invoice.amountWithTax)}</Num>
                  <Num>{formatAmount(invoice.paidAmount)}</Num>
                  <Num>{formatAmount(invoice.unpaidAmount)}</Num>
                  <td>
                    <TextField
                      aria-label={t('payment.settleAmountOf', { code: invoice.invoiceNo })}
                      inputMode="decimal"
                      maxLength={22}
                      isDisabled={!ticked}
                      value={amount}
                      onChange={(value) => patchInvoice(invoice.id, { amount: value })}
                    />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </Rows>
        <Rows aria-label={t('payment.prepayments')}>
          <caption>{t('payment.prepayments')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('invoice.tick')}</th>
              <th scope="col">{t('payment.prepayNo')}</th>
              <th scope="col">{t('payment.prepayAmount')}</th>
              <th scope="col">{t('payment.appliedAmount')}</th>
              <th scope="col">{t('payment.leftAmount')}</th>
              <th scope="col">{t('payment.applyAmount')}</th>
            </tr>
          </thead>
          <tbody>
            {draft.prepayments.length === 0 ? (
              <tr>
                <td colSpan={6}>{emptyText(t('payment.noPrepayments'))}</td>
              </tr>
            ) : (
              draft.prepayments.map(({ prepayment, ticked, amount }) => (
                <tr key={prepayment.id}>
                  <td>
                    <Checkbox aria-label={t('payment.tickPrepayment', { code: prepayment.prepayNo })} isSelected={ticked} onChange={(value) => patchPrepayment(prepayment.id, { ticked: value })} />
                  </td>
                  <th scope="row">{prepayment.prepayNo}</th>
                  <Num>{formatAmount(prepayment.amount)}</Num>
                  <Num>{formatAmount(prepayment.appliedAmount)}</Num>
                  <Num>{formatAmount(prepaymentLeft(prepayment))}</Num>
                  <td>
                    <TextField
                      aria-label={t('payment.applyAmountOf', { code: prepayment.prepayNo })}
                      inputMode="decimal"
                      maxLength={22}
                      isDisabled={!ticked}
                      value={amount}
                      onChange={(value) => patchPrepayment(prepayment.id, { amount: value })}
                    />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </Rows>
        <Figures aria-labelledby={figuresId} title={t('payment.payLive')}>
          <h3 id={figuresId}>{t('payment.figures')}</h3>
          <Figure label={t('payment.invoiceAmount')} value={figures.invoiceAmount} />
          <Figure label={t('payment.prepaidAmount')} value={figures.prepaidAmount} />
          <Figure label={t('payment.payAmount')} value={figures.payAmount} />
        </Figures>
        <TextArea label={t('payment.remark')} maxLength={500} value={draft.remark} onChange={(remark) => patch({ remark })} />
      </DialogBody>
    </SaveDialog>
  );
}

const Rows = styled.table`
  border-collapse: collapse;
  width: 100%;
  caption {
    text-align: start;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space[1]};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    text-align: start;
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  }
`;

const Num = styled.td`
  font-variant-numeric: tabular-nums;
  text-align: end !important;
`;
