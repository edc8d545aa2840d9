/**
 * The pick head's messages (issue 24, part H1) and their place in the catalogue (core/message-catalogue.ts):
 * the key and English twin of every Chinese text the pick head routes answer. A text with values is a
 * pattern whose English names them `{1}`, `{2}` …; a captured status (“新建”) is translated as a term.
 */
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import { registerMessages, type MessageEntry } from '../../core/message-catalogue.js';
import { PICK_EVENT_LABELS, PICK_STATUS_LABELS, type PickEvent } from './pick-status-machine.js';
import type { PickStatus } from '../../db/tables/pick.js';

const statusLabel = (status: PickStatus): string => PICK_STATUS_LABELS[status] ?? status;

export const PICK_MESSAGES = {
  notFound: '提货单不存在',
  lineNotFound: '提货单明细不存在',
  contractNotFound: '合同不存在或无权查看',
  contractNotInForce: (contractNo: string) => `合同${contractNo}未生效或已执行完毕，不能提货`,
  strategicContract: (contractNo: string) => `合同${contractNo}是战略合同，不能直接提货`,
  otherContract: '不能更换提货单的合同',
  lineNotOfContract: (id: number) => `合同明细${id}不属于所选合同`,
  supplierUnavailable: (problem: string) => `供应商不可提货：${problem}`,
  forbiddenMove: (pickNo: string, status: PickStatus, event: PickEvent) => `提货单${pickNo}当前状态为“${statusLabel(status)}”，不能${PICK_EVENT_LABELS[event] ?? event}`,
  notEditable: (pickNo: string, status: PickStatus) => `提货单${pickNo}当前状态为“${statusLabel(status)}”，不能修改`,
  notDeletable: (pickNo: string, status: PickStatus) => `提货单${pickNo}当前状态为“${statusLabel(status)}”，不能删除`,
  hasShipments: (pickNo: string) => `提货单${pickNo}已有发运记录，不能删除`,
  opinionRequired: '请填写拒单原因',
  supplierOnly: '仅供应商账号可以接单',
  closeBlocked: (count: number) => `有${count}条已过磅未验收的发运记录，请先验收或强制关闭`,
  weighedNotAccepted: (shippingNo: string, plateNo: string) => `发运单${shippingNo}（${plateNo}）已过磅未验收`,
  notConfirmed: (pickNo: string) => `提货单${pickNo}未接单，不能同步`,
  syncing: (pickNo: string) => `提货单${pickNo}正在同步，请稍后`,
  lineClosed: (lineNo: number) => `第${lineNo}行已关闭`,
  sent: '已发送供应商',
  withdrawn: '撤回成功',
  accepted: '已接单',
  refused: '已拒单',
  closed: '提货单已关闭',
  released: '已释放剩余数量',
  syncSubmitted: '同步任务已提交',
  idsRequired: '请选择要删除的提货单',
  storeOrgUnknown: (code: string) => `收货组织不存在：${code}`,
  arrivalDates: '到货结束日期不能早于开始日期',
} as const;

const MOVE_EN: Readonly<Record<PickEvent, string>> = {
  send: 'sent to the supplier',
  withdraw: 'withdrawn',
  accept: 'accepted',
  refuse: 'refused',
  close: 'closed',
  forceClose: 'force-closed',
};

export const PICK_MESSAGE_TEXTS: readonly MessageEntry[] = [
  { key: 'pick.notFound', zh: PICK_MESSAGES.notFound, en: 'The pick-up order does not exist' },
  { key: 'pick.lineNotFound', zh: PICK_MESSAGES.lineNotFound, en: 'The pick-up order line does not exist' },
  { key: 'list.notFound', zh: SAVE_MESSAGES.notFound('提货单'), en: 'The pick-up order does not exist or you may not see it' },
  { key: 'list.someMissing', zh: SAVE_MESSAGES.someMissing('提货单'), en: 'Some pick-up orders do not exist or you may not delete them; nothing was deleted' },
  { key: 'pick.contractNotInForce', zh: /^合同(.+?)未生效或已执行完毕，不能提货$/, en: 'Contract {1} is not in force or is fully executed; nothing can be picked up on it' },
  { key: 'pick.strategicContract', zh: /^合同(.+?)是战略合同，不能直接提货$/, en: 'Contract {1} is a strategic contract; pick up on its call-offs' },
  { key: 'pick.otherContract', zh: PICK_MESSAGES.otherContract, en: 'The contract of a pick-up order cannot be replaced' },
  { key: 'pick.lineNotOfContract', zh: /^合同明细(\d+)不属于所选合同$/, en: 'Contract line {1} does not belong to the chosen contract' },
  { key: 'pick.supplierUnavailable', zh: /^供应商不可提货：(.+)$/s, en: 'The supplier cannot be picked up from: {1}' },
  ...(Object.keys(MOVE_EN) as PickEvent[]).map((event): MessageEntry => ({
    key: 'pick.moveNotAllowed',
    zh: new RegExp(`^提货单(.+?)当前状态为“(.+?)”，不能${PICK_EVENT_LABELS[event]}$`),
    en: `Pick-up order {1} is “{2}” and cannot be ${MOVE_EN[event]}`,
  })),
  { key: 'pick.notEditable', zh: /^提货单(.+?)当前状态为“(.+?)”，不能修改$/, en: 'Pick-up order {1} is “{2}” and cannot be edited' },
  { key: 'pick.notDeletable', zh: /^提货单(.+?)当前状态为“(.+?)”，不能删除$/, en: 'Pick-up order {1} is “{2}” and cannot be deleted' },
  { key: 'pick.hasShipments', zh: /^提货单(.+?)已有发运记录，不能删除$/, en: 'Pick-up order {1} has shipments and cannot be deleted' },
  { key: 'pick.opinionRequired', zh: PICK_MESSAGES.opinionRequired, en: 'Give the reason for refusing' },
  { key: 'pick.supplierOnly', zh: PICK_MESSAGES.supplierOnly, en: 'Only a supplier’s account can accept or refuse a pick-up order' },
  { key: 'pick.closeBlocked', zh: /^有(\d+)条已过磅未验收的发运记录，请先验收或强制关闭$/, en: '{1} weighed shipments are not accepted yet; accept them first or force-close' },
  { key: 'pick.weighedNotAccepted', zh: /^发运单(.+?)（(.+?)）已过磅未验收$/, en: 'Shipment {1} ({2}) is weighed but not accepted' },
  { key: 'pick.notConfirmed', zh: /^提货单(.+?)未接单，不能同步$/, en: 'Pick-up order {1} is not accepted by the supplier and cannot be synced' },
  { key: 'pick.syncing', zh: /^提货单(.+?)正在同步，请稍后$/, en: 'Pick-up order {1} is being synced; please wait' },
  { key: 'pick.lineClosed', zh: /^第(\d+)行已关闭$/, en: 'Line {1} is already closed' },
  // 已发送供应商 (sent) is the contract's status term, catalogued there.
  { key: 'pick.accepted', zh: PICK_MESSAGES.accepted, en: 'Accepted' },
  { key: 'pick.refused', zh: PICK_MESSAGES.refused, en: 'Refused' },
  { key: 'pick.closed', zh: PICK_MESSAGES.closed, en: 'The pick-up order is closed' },
  { key: 'pick.released', zh: PICK_MESSAGES.released, en: 'The remaining quantity was released' },
  { key: 'pick.idsRequired', zh: PICK_MESSAGES.idsRequired, en: 'Select the pick-up orders to delete' },
  { key: 'pick.storeOrgUnknown', zh: /^收货组织不存在：(.+)$/, en: 'Unknown receiving organisation: {1}' },
  { key: 'pick.arrivalDates', zh: PICK_MESSAGES.arrivalDates, en: 'The arrival end date cannot be before the start date' },
  // The save's rules (pick-quantity-rules.ts).
  { key: 'pick.vehiclePlate', zh: /^第(\d+)辆车：车牌号有误$/, en: 'Vehicle {1}: the plate number is not valid' },
  { key: 'pick.vehiclePhone', zh: /^第(\d+)辆车：手机号有误$/, en: 'Vehicle {1}: the mobile number is not valid' },
  { key: 'pick.vehicleIdCard', zh: /^第(\d+)辆车：身份证号有误$/, en: 'Vehicle {1}: the ID card number is not valid' },
  { key: 'pick.vehiclePlateRepeated', zh: /^第(\d+)辆车：车牌号重复$/, en: 'Vehicle {1}: the plate number is repeated' },
  { key: 'pick.lineRepeated', zh: /^合同行(\d+)重复$/, en: 'Contract line {1} is repeated' },
  { key: 'pick.shortage', zh: /^合同行(\d+)（(.+?)）可提货数量不足，剩余(.+)$/, en: 'Contract line {1} ({2}) has not enough left to pick up; {3} remains' },
  { key: 'pick.plannedPositive', zh: /^合同行(\d+)的计划数量须大于0$/, en: 'The planned quantity of contract line {1} must be greater than 0' },
  // Any other refused move (after the specific ones: the first matching pattern wins).
  { key: 'pick.moveNotAllowed', zh: /^提货单(.+?)当前状态为“(.+?)”，不能(.+)$/, en: 'Pick-up order {1} is “{2}”: “{3}” is not allowed' },
  // The status term captured by the refusals (新建 and 已关闭 are the contract's terms, 已接单 and 已拒单 above).
  { key: 'pick.status.waitConfirm', zh: PICK_STATUS_LABELS.waitConfirm, en: 'Awaiting acceptance' },
];

registerMessages(PICK_MESSAGE_TEXTS);
