/** What the 新增预付款 dialog edits, its check and its save body (the amount exact, in cents). Pure. */
import type { AppT } from '../../../i18n/useAppT';
import type { PrepaymentSaveBody } from '../api/invoiceTypes';
import { moneyUnits, plainMoney } from '../invoice/invoiceDraft';

export interface PrepaymentDraft {
  supplierSn: string | null;
  orgCode: string | null;
  categoryCode: string | null;
  applyDate: string | null;
  amount: string;
  remark: string;
}

const todayText = (now: Date) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

export function prepaymentDraftOf(now: Date = new Date()): PrepaymentDraft {
  return { supplierSn: null, orgCode: null, categoryCode: null, applyDate: todayText(now), amount: '', remark: '' };
}


export function prepaymentProblem(draft: PrepaymentDraft, t: AppT): string | null {
  if (!draft.supplierSn || !draft.orgCode || !draft.categoryCode || !draft.applyDate || draft.amount.trim() === '') return t('prepayment.required');
  const amount = moneyUnits(draft.amount);
  return amount === null || amount <= 0n ? t('prepayment.amountInvalid') : null;
}

export function toPrepaymentSaveBody(draft: PrepaymentDraft): PrepaymentSaveBody {
  const remark = draft.remark.trim();
  return {
    orgCode: draft.orgCode ?? '',
    supplierSn: draft.supplierSn ?? '',
    categoryCode: draft.categoryCode ?? '',
    applyDate: draft.applyDate ?? '',
    amount: plainMoney(draft.amount),
    remark: remark === '' ? null : remark,
  };
}
