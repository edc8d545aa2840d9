import styled from '@emotion/styled';
import { Checkbox, DatePicker, formatAmount, Select, TextArea, TextField, type SelectValue } from '@srm/design-system';
import { useId, useRef, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { DialogBody, FieldGrid } from '../../../shell/dialogLayout';
import { SaveDialog, SaveProblemNote, useDraftSaveDialog } from '../../../shell/SaveDialog';
import { fetchCheckableLines, saveInvoice } from '../api/invoiceApi';
import type { InvoiceType } from '../api/invoiceTypes';
import { entriesOf, invoiceDraftOf, invoiceFigures, invoiceProblem, leftQuantity, lineAmountUnits, moneyText, toInvoiceSaveBody, withinTolerance, type InvoiceDraft, type InvoiceLineEntry } from './invoiceDraft';
import { DEFAULT_MATCH_TOLERANCE, invoiceTypeOptions } from './invoiceList';
import { SupplierOrgFields } from './SupplierOrgFields';

export interface InvoiceDialogProps {
  onClose: () => void;
  onSaved: () => void;
}

/**
 * 登记发票: the supplier and org, then their check lines of confirmed checks left to invoice (tick a line,
 * 本次开票数量 defaults to what is left), the invoice head (号码, 代码, 类型, 开票日期, 税率, 含税金额) and
 * the match figures (匹配金额, 差异 = 含税金额 − 匹配金额, 税额), exact and live. 保存 sends
 * POST …/purchase-invoice/save; its answer says matched or blocked (with the difference) in the toast,
 * and a refusal (400, 409, 422) shows in the dialog, which keeps what was typed.
 */
export function InvoiceDialog({ onClose, onSaved }: InvoiceDialogProps) {
  const t = useAppT();
  const title = t('invoice.addTitle');
  const figuresId = useId();
  const { draft, patch, setDraft, problem, isSaving, save } = useDraftSaveDialog<InvoiceDraft>(
    () => invoiceDraftOf(),
    { conflictText: t('invoice.conflict'), shownStatuses: [400, 409, 422] },
    {
      problemOf: (current) => invoiceProblem(current, t),
      call: async (current) => {
        const saved = await saveInvoice(toInvoiceSaveBody(current));
        const diff = saved.data.matchDifference;
        return { message: saved.data.status === 'blocked' ? t('invoice.savedBlocked', { diff }) : t('invoice.savedMatched', { diff }) };
      },
      savedText: t('invoice.saved'),
      onSaved,
    },
  );
  const [loading, setLoading] = useState(false);
  const { supplierSn, orgCode } = draft;

  // The check lines of the chosen supplier and org (the latest choice wins), keeping the ticks typed for a line still offered.
  const latestPair = useRef('');
  const choose = (next: { supplierSn: string | null; orgCode: string | null }) => {
    patch(next);
    const pair = `${next.supplierSn ?? ''}|${next.orgCode ?? ''}`;
    latestPair.current = pair;
    if (!next.supplierSn || !next.orgCode) {
      setDraft((current) => ({ ...current, entries: [] }));
      return;
    }
    setLoading(true);
    void unlessFailed(fetchCheckableLines(next.supplierSn, next.orgCode)).then((lines) => {
      if (latestPair.current !== pair) return;
      setLoading(false);
      setDraft((current) => ({ ...current, entries: entriesOf(lines ?? [], current.entries) }));
    });
  };

  const figures = invoiceFigures(draft);
  const within = withinTolerance(figures.matchDifference, DEFAULT_MATCH_TOLERANCE);
  const patchEntry = (checkLineId: number, values: Partial<InvoiceLineEntry>) =>
    setDraft((current) => ({ ...current, entries: current.entries.map((entry) => (entry.line.checkLineId === checkLineId ? { ...entry, ...values } : entry)) }));

  return (
    <SaveDialog title={title} width="large" cancelLabel={t('invoice.cancel')} saveLabel={t('invoice.save')} isSaving={isSaving} problem={problem} onSave={() => void save()} onClose={onClose}>
      <DialogBody aria-label={title}>
        <SaveProblemNote problem={problem} />
        <FieldGrid columns={2}>
          <SupplierOrgFields
            supplierLabel={t('invoice.supplier')}
            orgLabel={t('invoice.org')}
            supplierSn={draft.supplierSn}
            orgCode={draft.orgCode}
            onSupplier={(supplier) => choose({ supplierSn: supplier?.sn ?? null, orgCode })}
            onOrg={(code) => choose({ supplierSn, orgCode: code })}
          />
        </FieldGrid>
        <Lines aria-label={t('invoice.checkLines')}>
          <caption>{t('invoice.checkLines')}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t('invoice.tick')}</span>
              </th>
              <th scope="col">{t('invoice.checkNo')}</th>
              <th scope="col">{t('invoice.lineNo')}</th>
              <th scope="col">{t('invoice.shippingNo')}</th>
              <th scope="col">{t('invoice.matName')}</th>
              <th scope="col">{t('invoice.checkQuantity')}</th>
              <th scope="col">{t('invoice.leftQuantity')}</th>
              <th scope="col">{t('invoice.checkAmount')}</th>
              <th scope="col">{t('invoice.quantity')}</th>
              <th scope="col">{t('invoice.lineAmount')}</th>
            </tr>
          </thead>
          <tbody>
            {draft.entries.length === 0 ? (
              <tr>
                <td colSpan={10}>{!supplierSn || !orgCode ? t('invoice.chooseSupplierOrg') : loading ? t('invoice.loadingLines') : t('invoice.noCheckLines')}</td>
              </tr>
            ) : (
              draft.entries.map((entry) => {
                const { line } = entry;
                const names = { checkNo: line.checkNo, lineNo: line.lineNo };
                const amount = entry.ticked ? lineAmountUnits(line, entry.quantity) : null;
                return (
                  <tr key={line.checkLineId}>
                    <td>
                      <Checkbox aria-label={t('invoice.tickLine', names)} isSelected={entry.ticked} onChange={(ticked) => patchEntry(line.checkLineId, { ticked })} />
                    </td>
                    <th scope="row">{line.checkNo}</th>
                    <td>{line.lineNo}</td>
                    <td>{line.shippingNo}</td>
                    <td>{line.matName}</td>
                    <Num>{line.quantity}</Num>
                    <Num>{leftQuantity(line)}</Num>
                    <Num>{formatAmount(line.amount)}</Num>
                    <td>
                      <TextField
                        aria-label={t('invoice.lineQuantityOf', names)}
                        inputMode="decimal"
                        maxLength={20}
                        isDisabled={!entry.ticked}
                        value={entry.quantity}
                        onChange={(quantity) => patchEntry(line.checkLineId, { quantity })}
                      />
                    </td>
                    <Num>{amount === null ? '-' : formatAmount(moneyText(amount))}</Num>
                  </tr>
                );
              })
            )}
          </tbody>
        </Lines>
        <fieldset>
          <legend>{t('invoice.head')}</legend>
          <FieldGrid columns={3}>
            <TextField label={t('invoice.invoiceNo')} isRequired maxLength={40} value={draft.invoiceNo} onChange={(invoiceNo) => patch({ invoiceNo })} />
            <TextField label={t('invoice.invoiceCode')} isRequired maxLength={40} value={draft.invoiceCode} onChange={(invoiceCode) => patch({ invoiceCode })} />
            <Select
              label={t('invoice.invoiceType')}
              isRequired
              options={invoiceTypeOptions(t)}
              value={draft.invoiceType}
              onChange={(value: SelectValue) => {
                if (typeof value === 'string') patch({ invoiceType: value as InvoiceType });
              }}
            />
            <DatePicker label={t('invoice.invoiceDate')} isRequired value={draft.invoiceDate} onChange={(invoiceDate) => patch({ invoiceDate })} />
            <TextField label={t('invoice.taxRate')} description="%" isRequired inputMode="decimal" maxLength={6} value={draft.taxRate} onChange={(taxRate) => patch({ taxRate })} />
            <TextField label={t('invoice.amountWithTax')} isRequired inputMode="decimal" maxLength={22} value={draft.amountWithTax} onChange={(amountWithTax) => patch({ amountWithTax })} />
          </FieldGrid>
        </fieldset>
        <Figures aria-labelledby={figuresId} title={t('invoice.differenceLive')}>
          <h3 id={figuresId}>{t('invoice.figures')}</h3>
          <Figure label={t('invoice.matchedAmount')} value={figures.matchedAmount} />
          <Figure label={t('invoice.matchDifference')} value={figures.matchDifference} tone={within === false ? 'danger' : undefined} />
          <Figure label={t('invoice.taxAmount')} value={figures.taxAmount} />
          <Figure label={t('invoice.amountWithoutTax')} value={figures.amountWithoutTax} />
          {within === null ? null : <Hint data-within={within}>{within ? t('invoice.withinTolerance') : t('invoice.beyondTolerance')}</Hint>}
        </Figures>
        <TextArea label={t('invoice.remark')} maxLength={500} value={draft.remark} onChange={(remark) => patch({ remark })} />
      </DialogBody>
    </SaveDialog>
  );
}

/** One live figure: its label and an `output` named by it (exact money text, '-' until known). */
export function Figure({ label, value, tone }: { label: string; value: string; tone?: 'danger' }) {
  const id = useId();
  return (
    <FigureBox data-tone={tone}>
      <span id={id}>{label}</span>
      <output aria-labelledby={id} aria-live="polite">
        {value === '' ? '-' : formatAmount(value)}
      </output>
    </FigureBox>
  );
}

const Lines = styled.table`
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
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
`;

const Num = styled.td`
  font-variant-numeric: tabular-nums;
  text-align: end !important;
`;

export const Figures = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[4]};
  h3 {
    margin: 0;
    width: 100%;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const FigureBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  output {
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  &[data-tone='danger'] output {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  &[data-within='false'] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;
