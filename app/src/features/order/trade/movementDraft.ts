/** What 登记出厂 / 登记到货 edits and its body (POST multi-trade/movement/save). Decimal strings as typed. Pure. */
import { quantityUnits } from '@srm/design-system/validation';
import type { MultiTradeMovementBody } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';

export type MovementKindChoice = MultiTradeMovementBody['kind'];

export interface MovementDraft {
  plateNo: string;
  quantity: string;
  movedTime: string | null;
  remark: string;
}

const todayText = (now: Date) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

export function movementDraftOf(now: Date = new Date()): MovementDraft {
  return { plateNo: '', quantity: '', movedTime: todayText(now), remark: '' };
}

/** The dialog's own check (the gateway checks the plate and the quantities against the chain). */
export function movementProblem(draft: MovementDraft, t: AppT): string | null {
  if (!draft.plateNo.trim()) return t('order.trade.problem.plateNo');
  const quantity = quantityUnits(draft.quantity.replace(/,/g, ''), 3, { maxIntegerDigits: 15 });
  if (quantity === null || quantity <= 0n) return t('order.trade.problem.quantity');
  if (!draft.movedTime) return t('order.trade.problem.movedTime');
  return null;
}

export function toMovementBody(tradeId: number, kind: MovementKindChoice, draft: MovementDraft): MultiTradeMovementBody {
  return {
    tradeId,
    kind,
    plateNo: draft.plateNo.trim().toUpperCase(),
    quantity: draft.quantity.replace(/,/g, '').trim(),
    movedTime: draft.movedTime ?? '',
    ...(draft.remark.trim() ? { remark: draft.remark.trim() } : {}),
  };
}
