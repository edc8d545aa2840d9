/** What the 分配 dialog edits, its check against the line's available quantity (exact, on thousandths) and its body. Pure. */
import { QUANTITY_SCALE, quantityUnits } from '@srm/design-system/validation';
import type { AppT } from '../../../i18n/useAppT';
import type { AllocationCreateBody } from '@srm/gateway/api';

export interface AllocationDraft {
  targetOrgCode: string;
  subInventory: string;
  quantity: string;
}

export const emptyAllocationDraft = (): AllocationDraft => ({ targetOrgCode: '', subInventory: '', quantity: '' });

/** The text shown in the dialog, or null: an org and a quantity above 0 with at most 3 decimals, not above `available`. */
export function allocationProblem(draft: AllocationDraft, available: string, t: AppT): string | null {
  if (draft.targetOrgCode === '' || draft.quantity.trim() === '') return t('allocation.required');
  const quantity = quantityUnits(draft.quantity, QUANTITY_SCALE, { maxIntegerDigits: 15 });
  if (quantity === null || quantity <= 0n) return t('allocation.quantityInvalid');
  const left = quantityUnits(available, QUANTITY_SCALE, { zerosPastScale: true }) ?? 0n;
  return quantity > left ? t('allocation.quantityOver', { available }) : null;
}

export function toAllocationBody(draft: AllocationDraft, pickMaterialId: number): AllocationCreateBody {
  return { pickMaterialId, targetOrgCode: draft.targetOrgCode, subInventory: draft.subInventory === '' ? null : draft.subInventory, quantity: draft.quantity.trim() };
}
