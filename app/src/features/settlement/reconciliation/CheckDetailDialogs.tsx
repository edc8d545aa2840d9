import styled from '@emotion/styled';
import { Button, DatePicker, Select, TextArea, TextField, useConfirm, useToast } from '@srm/design-system';
import { quantityUnits } from '@srm/design-system/validation';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { DialogBody, FieldGrid } from '../../../shell/dialogLayout';
import { SaveDialog, SaveProblemNote, useSaveDialog } from '../../../shell/SaveDialog';
import { confirmPricing, deletePricing, fetchPricingConfirmations, supplierConfirmCheck } from '../api/checkApi';
import type { AccountCheckDetail, AccountCheckHeadRow, PricingConfirmationRow } from '../api/checkTypes';
import { selectedKey } from '../../../shell/selectKey';

interface CheckDialogProps {
  head: AccountCheckHeadRow;
  onClose: () => void;
  /** After the call went through (its message shown): close and reload the check. */
  onDone: () => void;
}

/** 驳回 of the supplier's user: 驳回原因 (required), then POST supplierConfirm {accept: false, opinion}. */
export function RejectDialog({ head, onClose, onDone }: CheckDialogProps) {
  const t = useAppT();
  const [reason, setReason] = useState('');
  const { problem, isSaving, refuse, run } = useSaveDialog({ shownStatuses: [400, 409, 422] });
  const title = t('check.reject.title', { checkNo: head.checkNo });
  const send = async () => {
    if (reason.trim() === '') {
      refuse(t('check.reject.required'));
      return;
    }
    await run(() => supplierConfirmCheck({ id: head.id, version: head.version, accept: false, opinion: reason.trim() }), { savedText: t('check.operated'), onSaved: onDone });
  };
  return (
    <SaveDialog title={title} width="small" cancelLabel={t('check.cancel')} saveLabel={t('check.reject.confirm')} isSaving={isSaving} problem={problem} onSave={() => void send()} onClose={onClose}>
      <DialogBody aria-label={title}>
        <SaveProblemNote problem={problem} />
        <TextArea label={t('check.reject.reason')} isRequired maxLength={500} value={reason} onChange={setReason} />
      </DialogBody>
    </SaveDialog>
  );
}


/**
 * 价格确认 of a check's contract lines: the confirmations already made (合同号, 物料, 数量, 价格, 定价日期,
 * 状态) with 删除 (one not used by a check line; the gateway refuses otherwise), and a new one: 合同行
 * (of the check's lines), 数量, 价格 and 定价日期, sent by 确认定价 (POST pricingConfirm). After a
 * confirmation 计算 recomputes the check's prices.
 */
export function PricingDialog({ detail, onClose, onDone }: { detail: AccountCheckDetail; onClose: () => void; onDone: () => void }) {
  const t = useAppT();
  const toast = useToast();
  const confirm = useConfirm();
  const contractLines = useMemo(() => {
    const seen = new Map<number, { value: string; label: string }>();
    for (const line of detail.lines) if (!seen.has(line.contractLineId)) seen.set(line.contractLineId, { value: String(line.contractLineId), label: `${line.contractNo} ${line.matName}（${line.matCode}）` });
    return [...seen.values()];
  }, [detail.lines]);
  const [rows, setRows] = useState<PricingConfirmationRow[] | null>(null);
  const [lineId, setLineId] = useState(contractLines[0]?.value ?? '');
  const [quantity, setQuantity] = useState('');
  const [price, setPrice] = useState('');
  const [pricingDate, setPricingDate] = useState('');
  const [request, setRequest] = useState(0);
  const { problem, isSaving, refuse, run } = useSaveDialog({ shownStatuses: [400, 409, 422] });
  const title = t('check.pricing.title', { checkNo: detail.head.checkNo });
  const ids = useMemo(() => contractLines.map((line) => Number(line.value)), [contractLines]);

  useEffect(() => {
    let current = true;
    void unlessFailed(fetchPricingConfirmations(ids)).then((answer) => {
      if (current) setRows(answer ?? []);
    });
    return () => {
      current = false;
    };
  }, [ids, request]);

  const remove = useCallback(
    async (row: PricingConfirmationRow) => {
      if (!(await confirm({ variant: 'delete', message: t('check.pricing.deleteConfirm', { contractNo: row.contractNo, price: row.price }) }))) return;
      const done = await unlessFailed(deletePricing([row.id]));
      if (done) toast.success(done.message || t('check.pricing.deleted'));
      setRequest((count) => count + 1);
    },
    [confirm, t, toast],
  );

  const send = async () => {
    if (!lineId) return refuse(t('check.pricing.lineRequired'));
    const quantityValue = quantityUnits(quantity, 3, { maxIntegerDigits: 15 });
    if (quantityValue === null || quantityValue <= 0n) return refuse(t('check.pricing.quantityInvalid'));
    const priceValue = quantityUnits(price, 6, { maxIntegerDigits: 12 });
    if (priceValue === null || priceValue <= 0n) return refuse(t('check.pricing.priceInvalid'));
    if (!pricingDate) return refuse(t('check.pricing.dateRequired'));
    await run(() => confirmPricing({ contractLineId: Number(lineId), quantity: quantity.trim(), price: price.trim(), pricingDate }), { savedText: t('check.pricing.saved'), onSaved: onDone });
  };

  return (
    <SaveDialog title={title} width="large" cancelLabel={t('check.close')} saveLabel={t('check.pricing.confirm')} isSaving={isSaving} problem={problem} onSave={() => void send()} onClose={onClose}>
      <DialogBody aria-label={title}>
        <SaveProblemNote problem={problem} />
        {rows !== null && rows.length === 0 ? <p>{t('check.pricing.none')}</p> : null}
        {rows !== null && rows.length > 0 ? (
          <Table aria-label={t('check.pricing.list')}>
            <thead>
              <tr>
                <th scope="col">{t('check.contractNo')}</th>
                <th scope="col">{t('check.material')}</th>
                <th scope="col">{t('check.pricing.quantity')}</th>
                <th scope="col">{t('check.pricing.price')}</th>
                <th scope="col">{t('check.pricing.date')}</th>
                <th scope="col">{t('check.status')}</th>
                <th scope="col">{t('check.pricing.operation')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{row.contractNo}</td>
                  <td>{row.matName}</td>
                  <td>{row.quantity}</td>
                  <td>{row.price}</td>
                  <td>{row.pricingDate}</td>
                  <td>{t(row.status === 'confirmed' ? 'check.pricing.status.confirmed' : 'check.pricing.status.new')}</td>
                  <td>
                    <Button variant="text" aria-label={t('check.pricing.deleteLabel', { contractNo: row.contractNo, price: row.price })} onPress={() => void remove(row)}>
                      {t('check.pricing.delete')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        ) : null}
        <h3>{t('check.pricing.add')}</h3>
        <FieldGrid columns={2}>
          <Select label={t('check.pricing.contractLine')} isRequired options={contractLines} value={lineId || null} onChange={(value) => setLineId(selectedKey(value))} />
          <TextField label={t('check.pricing.quantity')} isRequired inputMode="decimal" maxLength={20} value={quantity} onChange={setQuantity} />
          <TextField label={t('check.pricing.price')} isRequired inputMode="decimal" maxLength={20} value={price} onChange={setPrice} />
          <DatePicker label={t('check.pricing.date')} isRequired value={pricingDate} onChange={(value) => setPricingDate(value ?? '')} />
        </FieldGrid>
      </DialogBody>
    </SaveDialog>
  );
}

const Table = styled.table`
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space[1]};
    text-align: start;
    white-space: nowrap;
  }
`;
