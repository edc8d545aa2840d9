/**
 * The 对账单 detail as data: which buttons its action bar shows for a check's status, the user's
 * buttons and the user's type (a mirror of the gateway's check status machine, which enforces the
 * same moves), and the lines 部分作废 may take. Pure.
 */
import type { AccountCheckLineRow, AccountCheckStatus } from '../api/checkTypes';
import { CHECK_BUTTONS } from './checkList';

/** A button of the detail's action bar, in bar order. */
export type CheckAction = 'edit' | 'calculate' | 'submit' | 'revoke' | 'sendSupplier' | 'confirm' | 'reject' | 'busConfirm' | 'settle' | 'partInvalid' | 'invalid' | 'sendEbs' | 'pricing';

const ACTION_RULES: readonly { action: CheckAction; from: readonly AccountCheckStatus[]; button: string; who: 'buyer' | 'supplier' }[] = [
  { action: 'edit', from: ['new', 'rejected'], button: CHECK_BUTTONS.edit, who: 'buyer' },
  { action: 'calculate', from: ['new', 'rejected'], button: CHECK_BUTTONS.edit, who: 'buyer' },
  { action: 'submit', from: ['new'], button: CHECK_BUTTONS.submit, who: 'buyer' },
  { action: 'revoke', from: ['submitted', 'rejected'], button: CHECK_BUTTONS.revoke, who: 'buyer' },
  { action: 'sendSupplier', from: ['submitted'], button: CHECK_BUTTONS.send, who: 'buyer' },
  { action: 'confirm', from: ['sentSupplier'], button: CHECK_BUTTONS.confirm, who: 'supplier' },
  { action: 'reject', from: ['sentSupplier'], button: CHECK_BUTTONS.confirm, who: 'supplier' },
  { action: 'busConfirm', from: ['confirmed'], button: CHECK_BUTTONS.busConfirm, who: 'buyer' },
  { action: 'settle', from: ['confirmed', 'busConfirmed'], button: CHECK_BUTTONS.settle, who: 'buyer' },
  { action: 'partInvalid', from: ['new', 'submitted', 'rejected'], button: CHECK_BUTTONS.invalid, who: 'buyer' },
  { action: 'invalid', from: ['new', 'submitted', 'rejected'], button: CHECK_BUTTONS.invalid, who: 'buyer' },
  { action: 'sendEbs', from: ['confirmed', 'busConfirmed', 'settled'], button: CHECK_BUTTONS.settle, who: 'buyer' },
  { action: 'pricing', from: ['new', 'submitted', 'rejected'], button: CHECK_BUTTONS.pricing, who: 'buyer' },
];

/**
 * The action bar of a check: 编辑 and 计算 (new or rejected, :edit), 提交 (new, :submit), 撤回 (submitted
 * or rejected, :revoke), 发送供应商 (submitted, :send), 确认对账 and 驳回 (sentSupplier, :confirm, a
 * supplier's user only), 转业务确认 (confirmed, :bus-confirm), 结算 (confirmed or busConfirmed, :settle),
 * 部分作废 and 作废 (new, submitted or rejected, :invalid), 推送EBS (confirmed and after, :settle as the gateway asks) and 价格确认
 * (before the supplier's answer, :pricing). A supplier's user sees only its own moves.
 */
export function checkActions(status: AccountCheckStatus, hasButton: (code: string) => boolean, supplierUser: boolean): CheckAction[] {
  return ACTION_RULES.filter((rule) => rule.from.includes(status) && hasButton(rule.button) && (rule.who === 'supplier') === supplierUser).map((rule) => rule.action);
}

/** The ids of the ticked lines 部分作废 may take: valid ones, and never every valid line (作废 does that). */
export function partInvalidLineIds(lines: readonly Pick<AccountCheckLineRow, 'id' | 'lineStatus'>[], ticked: ReadonlySet<number>): number[] | null {
  const valid = lines.filter((line) => line.lineStatus === 'valid');
  const chosen = valid.filter((line) => ticked.has(line.id)).map((line) => line.id);
  if (chosen.length === 0 || chosen.length === valid.length) return null;
  return chosen;
}

/** The check id of `?id=`, or null. */
export function checkIdOf(value: string | null): number | null {
  if (!value || !/^[0-9]{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
