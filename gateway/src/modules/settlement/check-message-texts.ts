/**
 * The account check's, pricing confirmation's and business confirmation's messages (issue 25, part S1)
 * and their place in the catalogue (core/message-catalogue.ts): the key and English twin of every
 * Chinese text these routes answer. A captured status (“新建”) is translated as a term.
 */
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import { registerMessages, type MessageEntry } from '../../core/message-catalogue.js';
import type { AccountCheckStatus, BusinessProcessStatus } from '../../db/tables/settlement.js';
import { PROCESS_EVENT_LABELS, PROCESS_STATUS_LABELS, type ProcessEvent } from './business-process-status-machine.js';
import { CHECK_EVENT_LABELS, CHECK_STATUS_LABELS, type CheckEvent } from './check-status-machine.js';

const checkLabel = (status: AccountCheckStatus): string => CHECK_STATUS_LABELS[status] ?? status;
const processLabel = (status: BusinessProcessStatus): string => PROCESS_STATUS_LABELS[status] ?? status;

export const CHECK_MESSAGES = {
  notFound: '对账单不存在或无权查看',
  forbiddenMove: (checkNo: string, status: AccountCheckStatus, event: CheckEvent) => `对账单${checkNo}当前状态为“${checkLabel(status)}”，不能${CHECK_EVENT_LABELS[event] ?? event}`,
  notEditable: (checkNo: string, status: AccountCheckStatus) => `对账单${checkNo}当前状态为“${checkLabel(status)}”，不能修改`,
  notDeletable: (checkNo: string, status: AccountCheckStatus) => `对账单${checkNo}当前状态为“${checkLabel(status)}”，不能删除`,
  otherParty: '不能更换对账单的组织、品类或供应商',
  shippingNotFound: (id: number) => `发运单${id}不存在或无权查看`,
  shippingNotAccepted: (shippingNo: string) => `发运单${shippingNo}未验收，不能对账`,
  shippingOtherParty: (shippingNo: string) => `发运单${shippingNo}与对账单的组织、品类或供应商不一致`,
  supplierUnknown: (sn: string) => `供应商不存在：${sn}`,
  periodDates: '对账结束日期不能早于开始日期',
  opinionRequired: '请填写驳回原因',
  supplierOnly: '仅供应商账号可以确认或驳回对账单',
  linesRequired: '请选择要作废的对账明细',
  lineNotOfCheck: (id: number) => `对账明细${id}不属于该对账单`,
  allLinesInvalid: '不能作废全部明细，请作废整张对账单',
  invoiced: (checkNo: string) => `对账单${checkNo}已开票，不能作废`,
  notConfirmed: (checkNo: string) => `对账单${checkNo}未经供应商确认，不能推送EBS`,
  syncing: (checkNo: string) => `对账单${checkNo}正在推送EBS，请稍后`,
  submitted: '提交成功',
  revoked: '撤回成功',
  sentSupplier: '已发送供应商确认',
  confirmed: '已确认对账',
  rejected: '已驳回对账',
  busConfirmed: '转业务确认成功',
  settled: (count: number) => `已结算${count}张对账单`,
  invalidated: '已作废',
  partInvalidated: '已作废所选明细',
  calculated: '计算完成',
  syncSubmitted: '推送EBS任务已提交',
} as const;

export const PRICING_MESSAGES = {
  contractLineNotFound: '合同明细不存在或无权查看',
  used: (id: number) => `价格确认${id}已被对账单使用，不能删除`,
  confirmed: '价格确认成功',
} as const;

export const PROCESS_MESSAGES = {
  notFound: '业务确认单不存在或无权查看',
  forbiddenMove: (processNo: string, status: BusinessProcessStatus, event: ProcessEvent) => `业务确认单${processNo}当前状态为“${processLabel(status)}”，不能${PROCESS_EVENT_LABELS[event] ?? event}`,
  notEditable: (processNo: string, status: BusinessProcessStatus) => `业务确认单${processNo}当前状态为“${processLabel(status)}”，不能修改或删除`,
} as const;

const CHECK_MOVE_EN: Readonly<Record<CheckEvent, string>> = {
  submit: 'submitted',
  revoke: 'revoked',
  sendSupplier: 'sent to the supplier',
  confirm: 'confirmed',
  reject: 'rejected',
  busConfirm: 'turned into a business confirmation',
  settle: 'settled',
  invalid: 'voided',
  partInvalid: 'partly voided',
};

const PROCESS_MOVE_EN: Readonly<Record<ProcessEvent, string>> = {
  submit: 'submitted',
  withdraw: 'withdrawn',
  confirm: 'confirmed',
  cancel: 'cancelled',
  invalid: 'voided',
};

export const CHECK_MESSAGE_TEXTS: readonly MessageEntry[] = [
  { key: 'settlement.check.notFound', zh: CHECK_MESSAGES.notFound, en: 'The account check does not exist or you may not see it' },
  { key: 'list.someMissing', zh: SAVE_MESSAGES.someMissing('对账单'), en: 'Some account checks do not exist or you may not delete them; nothing was deleted' },
  ...(Object.keys(CHECK_MOVE_EN) as CheckEvent[]).map((event): MessageEntry => ({
    key: 'settlement.check.moveNotAllowed',
    zh: new RegExp(`^对账单(.+?)当前状态为“(.+?)”，不能${CHECK_EVENT_LABELS[event]}$`),
    en: `Account check {1} is “{2}” and cannot be ${CHECK_MOVE_EN[event]}`,
  })),
  { key: 'settlement.check.notEditable', zh: /^对账单(.+?)当前状态为“(.+?)”，不能修改$/, en: 'Account check {1} is “{2}” and cannot be edited' },
  { key: 'settlement.check.notDeletable', zh: /^对账单(.+?)当前状态为“(.+?)”，不能删除$/, en: 'Account check {1} is “{2}” and cannot be deleted' },
  { key: 'settlement.check.otherParty', zh: CHECK_MESSAGES.otherParty, en: 'The organisation, category or supplier of an account check cannot be replaced' },
  { key: 'settlement.check.shippingNotFound', zh: /^发运单(\d+)不存在或无权查看$/, en: 'Shipment {1} does not exist or you may not see it' },
  { key: 'settlement.check.shippingNotAccepted', zh: /^发运单(.+?)未验收，不能对账$/, en: 'Shipment {1} is not accepted and cannot be checked' },
  { key: 'settlement.check.shippingOtherParty', zh: /^发运单(.+?)与对账单的组织、品类或供应商不一致$/, en: 'Shipment {1} is not of the account check’s organisation, category or supplier' },
  // 供应商不存在：… is the lookups' pattern (lookups.unknownSupplier), catalogued there.
  { key: 'settlement.check.periodDates', zh: CHECK_MESSAGES.periodDates, en: 'The period end cannot be before its start' },
  { key: 'settlement.check.opinionRequired', zh: CHECK_MESSAGES.opinionRequired, en: 'Give the reason for rejecting' },
  { key: 'settlement.check.supplierOnly', zh: CHECK_MESSAGES.supplierOnly, en: 'Only a supplier’s account can confirm or reject an account check' },
  { key: 'settlement.check.linesRequired', zh: CHECK_MESSAGES.linesRequired, en: 'Select the account check lines to void' },
  { key: 'settlement.check.lineNotOfCheck', zh: /^对账明细(\d+)不属于该对账单$/, en: 'Line {1} does not belong to this account check' },
  { key: 'settlement.check.allLinesInvalid', zh: CHECK_MESSAGES.allLinesInvalid, en: 'Not every line can be voided; void the whole account check instead' },
  { key: 'settlement.check.invoiced', zh: /^对账单(.+?)已开票，不能作废$/, en: 'Account check {1} is invoiced and cannot be voided' },
  { key: 'settlement.check.notConfirmed', zh: /^对账单(.+?)未经供应商确认，不能推送EBS$/, en: 'Account check {1} is not confirmed by the supplier and cannot be sent to EBS' },
  { key: 'settlement.check.syncing', zh: /^对账单(.+?)正在推送EBS，请稍后$/, en: 'Account check {1} is being sent to EBS; please wait' },
  // 提交成功, 撤回成功 and 已作废 are the contract's terms, catalogued there.
  { key: 'settlement.check.sentSupplier', zh: CHECK_MESSAGES.sentSupplier, en: 'Sent to the supplier for confirmation' },
  { key: 'settlement.check.confirmed', zh: CHECK_MESSAGES.confirmed, en: 'The account check is confirmed' },
  { key: 'settlement.check.rejected', zh: CHECK_MESSAGES.rejected, en: 'The account check is rejected' },
  { key: 'settlement.check.busConfirmed', zh: CHECK_MESSAGES.busConfirmed, en: 'Turned into a business confirmation' },
  { key: 'settlement.check.settled', zh: /^已结算(\d+)张对账单$/, en: '{1} account checks settled' },
  { key: 'settlement.check.partInvalidated', zh: CHECK_MESSAGES.partInvalidated, en: 'The selected lines are voided' },
  { key: 'settlement.check.calculated', zh: CHECK_MESSAGES.calculated, en: 'Calculated' },
  { key: 'settlement.check.syncSubmitted', zh: CHECK_MESSAGES.syncSubmitted, en: 'The EBS message is queued' },
  // The save's rules (check-figures.ts).
  { key: 'settlement.check.shippingRepeated', zh: /^发运单(.+?)重复$/, en: 'Shipment {1} is repeated' },
  { key: 'settlement.check.quantityPositive', zh: /^发运单(.+?)的对账数量须大于0$/, en: 'The checked quantity of shipment {1} must be greater than 0' },
  { key: 'settlement.check.overAccepted', zh: /^发运单(.+?)可对账数量不足，剩余(.+)$/, en: 'Shipment {1} has not enough accepted quantity left to check; {2} remains' },
  // Pricing confirmations.
  { key: 'settlement.pricing.contractLineNotFound', zh: PRICING_MESSAGES.contractLineNotFound, en: 'The contract line does not exist or you may not see it' },
  { key: 'settlement.pricing.used', zh: /^价格确认(\d+)已被对账单使用，不能删除$/, en: 'Pricing confirmation {1} is used by an account check and cannot be deleted' },
  { key: 'settlement.pricing.confirmed', zh: PRICING_MESSAGES.confirmed, en: 'The price is confirmed' },
  // Business confirmations.
  { key: 'settlement.process.notFound', zh: PROCESS_MESSAGES.notFound, en: 'The business confirmation does not exist or you may not see it' },
  ...(Object.keys(PROCESS_MOVE_EN) as ProcessEvent[]).map((event): MessageEntry => ({
    key: 'settlement.process.moveNotAllowed',
    zh: new RegExp(`^业务确认单(.+?)当前状态为“(.+?)”，不能${PROCESS_EVENT_LABELS[event]}$`),
    en: `Business confirmation {1} is “{2}” and cannot be ${PROCESS_MOVE_EN[event]}`,
  })),
  { key: 'settlement.process.notEditable', zh: /^业务确认单(.+?)当前状态为“(.+?)”，不能修改或删除$/, en: 'Business confirmation {1} is “{2}” and cannot be edited or deleted' },
  // Any other refused move (after the specific ones: the first matching pattern wins).
  { key: 'settlement.check.moveNotAllowed', zh: /^对账单(.+?)当前状态为“(.+?)”，不能(.+)$/, en: 'Account check {1} is “{2}”: “{3}” is not allowed' },
  { key: 'settlement.process.moveNotAllowed', zh: /^业务确认单(.+?)当前状态为“(.+?)”，不能(.+)$/, en: 'Business confirmation {1} is “{2}”: “{3}” is not allowed' },
  // The status terms captured by the refusals that no other area catalogues.
  { key: 'settlement.check.status.sentSupplier', zh: CHECK_STATUS_LABELS.sentSupplier, en: 'Awaiting the supplier' },
  { key: 'settlement.check.status.confirmed', zh: CHECK_STATUS_LABELS.confirmed, en: 'Confirmed by the supplier' },
  { key: 'settlement.check.status.rejected', zh: CHECK_STATUS_LABELS.rejected, en: 'Rejected by the supplier' },
  { key: 'settlement.check.status.busConfirmed', zh: CHECK_STATUS_LABELS.busConfirmed, en: 'Turned into a business confirmation' },
  { key: 'settlement.status.submitted', zh: CHECK_STATUS_LABELS.submitted, en: 'Submitted' },
  { key: 'settlement.status.settled', zh: CHECK_STATUS_LABELS.settled, en: 'Settled' },
  { key: 'settlement.status.confirmed', zh: PROCESS_STATUS_LABELS.confirmed, en: 'Confirmed' },
];

registerMessages(CHECK_MESSAGE_TEXTS);
