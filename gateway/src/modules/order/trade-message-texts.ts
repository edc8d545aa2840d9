/**
 * The trade part's messages (issue 26, part G3: multilateral trade and pick applies) and their place in
 * the catalogue (core/message-catalogue.ts): the key and English twin of every Chinese text its routes
 * answer. The vehicle checks reuse the pick area's texts (第N辆车：车牌号有误 …, catalogued there), a
 * missing row the list engine's 不存在或无权查看.
 */
import type { MultiTradeStatus, PickApplyStatus } from '../../db/tables/order.js';
import { registerMessages, type MessageEntry } from '../../core/message-catalogue.js';
import { APPLY_EVENT_LABELS, APPLY_STATUS_LABELS, type ApplyEvent } from './apply-status-machine.js';
import { TRADE_EVENT_LABELS, TRADE_STATUS_LABELS, type TradeEvent } from './trade-status-machine.js';

const tradeStatus = (status: MultiTradeStatus): string => TRADE_STATUS_LABELS[status] ?? status;
const applyStatus = (status: PickApplyStatus): string => APPLY_STATUS_LABELS[status] ?? status;

export const TRADE_MESSAGES = {
  tooFewLegs: '多边贸易至少需要三家公司（两段）',
  chainBroken: (legNo: number) => `第${legNo}段的买方须是下一段的卖方：贸易链须首尾相接`,
  selfTrade: (legNo: number) => `第${legNo}段的卖方和买方不能是同一家公司`,
  companyRepeated: (orgCode: string) => `公司${orgCode}在贸易链中出现多次`,
  sellerNotTrading: (orgCode: string) => `卖方${orgCode}不是贸易公司`,
  orgUnknown: (orgCode: string) => `公司${orgCode}不存在或不是公司级组织`,
  materialUnknown: (matCode: string) => `物料${matCode}不存在或已停用`,
  supplierUnknown: (supplierSn: string) => `供应商${supplierSn}不存在`,
  quantityPositive: '贸易数量须大于0',
  pricePositive: (legNo: number) => `第${legNo}段的含税单价须大于0`,
  forbiddenMove: (tradeNo: string, status: MultiTradeStatus, event: TradeEvent) => `多边贸易${tradeNo}当前状态为“${tradeStatus(status)}”，不能${TRADE_EVENT_LABELS[event] ?? event}`,
  notEditable: (tradeNo: string, status: MultiTradeStatus) => `多边贸易${tradeNo}当前状态为“${tradeStatus(status)}”，不能修改`,
  hasApplies: (tradeNo: string) => `多边贸易${tradeNo}已有提货申请，不能取消`,
  notCommitted: (tradeNo: string) => `多边贸易${tradeNo}未提交，不能登记出厂或到货`,
  outfactoryExceeds: (left: string) => `出厂数量合计超过贸易数量，剩余可出厂${left}`,
  arriveExceeds: (left: string) => `到货数量合计超过已出厂数量，剩余可到货${left}`,
  vehicleExceeds: (plateNo: string, quantity: string) => `数量超过车辆${plateNo}的装载数量${quantity}`,
  movedTimeInvalid: '出厂或到货时间有误',
  vehicleOfOtherTrade: '所选车辆不属于该多边贸易的提货申请',
  applyOfOtherTrade: '所选提货申请不属于该多边贸易',
  saved: '多边贸易已保存',
  committed: '多边贸易已提交',
  canceled: '多边贸易已取消',
  outfactoryRecorded: '已登记出厂',
  arriveRecorded: '已登记到货',
} as const;

export const APPLY_MESSAGES = {
  tradeNotCommitted: (tradeNo: string) => `多边贸易${tradeNo}未提交，不能申请提货`,
  shortage: (tradeNo: string, left: string) => `多边贸易${tradeNo}可申请数量不足，剩余${left}`,
  quantityPositive: (lineNo: number) => `第${lineNo}行的申请数量须大于0`,
  otherTrade: '不能更换提货申请的多边贸易',
  forbiddenMove: (applyNo: string, status: PickApplyStatus, event: ApplyEvent) => `提货申请${applyNo}当前状态为“${applyStatus(status)}”，不能${APPLY_EVENT_LABELS[event] ?? event}`,
  notEditable: (applyNo: string, status: PickApplyStatus) => `提货申请${applyNo}当前状态为“${applyStatus(status)}”，不能修改`,
  hasVehicles: (applyNo: string) => `提货申请${applyNo}已分配车辆，不能取消`,
  notAllocatable: (applyNo: string) => `提货申请${applyNo}未提交或已结束，不能分配或变更车辆`,
  lineNotOpen: (lineNo: number) => `提货申请第${lineNo}行已关闭`,
  vehicleExceeds: (lineNo: number, left: string) => `第${lineNo}行的车辆数量合计超过申请数量，剩余可分配${left}`,
  vehicleUnchanged: '车辆信息没有变化',
  importApplyUnknown: (applyNo: string) => `提货申请${applyNo}不存在或无权查看`,
  importLineUnknown: (applyNo: string, lineNo: string) => `提货申请${applyNo}没有第${lineNo}行`,
  importCommitted: (count: number) => `导入成功，共分配${count}辆车`,
  saved: '提货申请已保存',
  committed: '提货申请已提交',
  canceled: '提货申请已取消',
  linesClosed: (count: number) => `已关闭${count}行`,
  allocated: '车辆已分配',
  vehicleChanged: '车辆已变更',
} as const;

const TRADE_MOVE_EN: Readonly<Record<TradeEvent, string>> = { commit: 'committed', cancel: 'canceled', finish: 'finished' };
const APPLY_MOVE_EN: Readonly<Record<ApplyEvent, string>> = { commit: 'committed', cancel: 'canceled', close: 'closed' };

export const TRADE_MESSAGE_TEXTS: readonly MessageEntry[] = [
  { key: 'trade.tooFewLegs', zh: TRADE_MESSAGES.tooFewLegs, en: 'A multilateral trade needs at least three companies (two legs)' },
  { key: 'trade.chainBroken', zh: /^第(\d+)段的买方须是下一段的卖方：贸易链须首尾相接$/, en: 'The buyer of leg {1} must be the seller of the next leg: the chain must join end to end' },
  { key: 'trade.selfTrade', zh: /^第(\d+)段的卖方和买方不能是同一家公司$/, en: 'The seller and buyer of leg {1} cannot be the same company' },
  { key: 'trade.companyRepeated', zh: /^公司(.+?)在贸易链中出现多次$/, en: 'Company {1} appears more than once in the chain' },
  { key: 'trade.sellerNotTrading', zh: /^卖方(.+?)不是贸易公司$/, en: 'Seller {1} is not a trading company' },
  { key: 'trade.orgUnknown', zh: /^公司(.+?)不存在或不是公司级组织$/, en: 'Company {1} does not exist or is not a company' },
  { key: 'trade.materialUnknown', zh: /^物料(.+?)不存在或已停用$/, en: 'Material {1} does not exist or is disabled' },
  { key: 'trade.supplierUnknown', zh: /^供应商(.+?)不存在$/, en: 'Supplier {1} does not exist' },
  { key: 'trade.quantityPositive', zh: TRADE_MESSAGES.quantityPositive, en: 'The trade quantity must be greater than 0' },
  { key: 'trade.pricePositive', zh: /^第(\d+)段的含税单价须大于0$/, en: 'The price of leg {1} must be greater than 0' },
  ...(Object.keys(TRADE_MOVE_EN) as TradeEvent[]).map((event): MessageEntry => ({
    key: 'trade.moveNotAllowed',
    zh: new RegExp(`^多边贸易(.+?)当前状态为“(.+?)”，不能${TRADE_EVENT_LABELS[event]}$`),
    en: `Multilateral trade {1} is “{2}” and cannot be ${TRADE_MOVE_EN[event]}`,
  })),
  { key: 'trade.notEditable', zh: /^多边贸易(.+?)当前状态为“(.+?)”，不能修改$/, en: 'Multilateral trade {1} is “{2}” and cannot be edited' },
  { key: 'trade.hasApplies', zh: /^多边贸易(.+?)已有提货申请，不能取消$/, en: 'Multilateral trade {1} has pick applies and cannot be canceled' },
  { key: 'trade.notCommitted', zh: /^多边贸易(.+?)未提交，不能登记出厂或到货$/, en: 'Multilateral trade {1} is not committed; no movement can be recorded' },
  { key: 'trade.outfactoryExceeds', zh: /^出厂数量合计超过贸易数量，剩余可出厂(.+)$/, en: 'The out-factory total exceeds the trade quantity; {1} left' },
  { key: 'trade.arriveExceeds', zh: /^到货数量合计超过已出厂数量，剩余可到货(.+)$/, en: 'The arrival total exceeds what left the factory; {1} left' },
  { key: 'trade.vehicleExceeds', zh: /^数量超过车辆(.+?)的装载数量(.+)$/, en: 'The quantity exceeds the load of vehicle {1} ({2})' },
  { key: 'trade.movedTimeInvalid', zh: TRADE_MESSAGES.movedTimeInvalid, en: 'The out-factory or arrival time is not valid' },
  { key: 'trade.vehicleOfOtherTrade', zh: TRADE_MESSAGES.vehicleOfOtherTrade, en: 'The vehicle does not belong to a pick apply of this trade' },
  { key: 'trade.applyOfOtherTrade', zh: TRADE_MESSAGES.applyOfOtherTrade, en: 'The pick apply does not belong to this trade' },
  { key: 'trade.saved', zh: TRADE_MESSAGES.saved, en: 'The multilateral trade is saved' },
  { key: 'trade.committed', zh: TRADE_MESSAGES.committed, en: 'The multilateral trade is committed' },
  { key: 'trade.canceled', zh: TRADE_MESSAGES.canceled, en: 'The multilateral trade is canceled' },
  { key: 'trade.outfactoryRecorded', zh: TRADE_MESSAGES.outfactoryRecorded, en: 'Out-factory recorded' },
  { key: 'trade.arriveRecorded', zh: TRADE_MESSAGES.arriveRecorded, en: 'Arrival recorded' },
  // Pick applies.
  { key: 'apply.tradeNotCommitted', zh: /^多边贸易(.+?)未提交，不能申请提货$/, en: 'Multilateral trade {1} is not committed; nothing can be applied for on it' },
  { key: 'apply.shortage', zh: /^多边贸易(.+?)可申请数量不足，剩余(.+)$/, en: 'Multilateral trade {1} has not enough left to apply for; {2} remains' },
  { key: 'apply.quantityPositive', zh: /^第(\d+)行的申请数量须大于0$/, en: 'The quantity of line {1} must be greater than 0' },
  { key: 'apply.otherTrade', zh: APPLY_MESSAGES.otherTrade, en: 'The trade of a pick apply cannot be replaced' },
  ...(Object.keys(APPLY_MOVE_EN) as ApplyEvent[]).map((event): MessageEntry => ({
    key: 'apply.moveNotAllowed',
    zh: new RegExp(`^提货申请(.+?)当前状态为“(.+?)”，不能${APPLY_EVENT_LABELS[event]}$`),
    en: `Pick apply {1} is “{2}” and cannot be ${APPLY_MOVE_EN[event]}`,
  })),
  { key: 'apply.notEditable', zh: /^提货申请(.+?)当前状态为“(.+?)”，不能修改$/, en: 'Pick apply {1} is “{2}” and cannot be edited' },
  { key: 'apply.hasVehicles', zh: /^提货申请(.+?)已分配车辆，不能取消$/, en: 'Pick apply {1} has vehicles and cannot be canceled' },
  { key: 'apply.notAllocatable', zh: /^提货申请(.+?)未提交或已结束，不能分配或变更车辆$/, en: 'Pick apply {1} is not committed or is over; vehicles cannot be allocated or changed' },
  { key: 'apply.lineNotOpen', zh: /^提货申请第(\d+)行已关闭$/, en: 'Line {1} of the pick apply is closed' },
  { key: 'apply.vehicleExceeds', zh: /^第(\d+)行的车辆数量合计超过申请数量，剩余可分配(.+)$/, en: 'The vehicles of line {1} exceed its quantity; {2} left' },
  { key: 'apply.vehicleUnchanged', zh: APPLY_MESSAGES.vehicleUnchanged, en: 'Nothing of the vehicle changed' },
  { key: 'apply.importLineUnknown', zh: /^提货申请(.+?)没有第(.+?)行$/, en: 'Pick apply {1} has no line {2}' },
  { key: 'apply.importCommitted', zh: /^导入成功，共分配(\d+)辆车$/, en: 'Imported: {1} vehicles allocated' },
  // Any other refused move (after the specific ones: the first matching pattern wins).
  { key: 'trade.moveNotAllowed', zh: /^多边贸易(.+?)当前状态为“(.+?)”，不能(.+)$/, en: 'Multilateral trade {1} is “{2}”: “{3}” is not allowed' },
  { key: 'apply.moveNotAllowed', zh: /^提货申请(.+?)当前状态为“(.+?)”，不能(.+)$/, en: 'Pick apply {1} is “{2}”: “{3}” is not allowed' },
  { key: 'apply.saved', zh: APPLY_MESSAGES.saved, en: 'The pick apply is saved' },
  { key: 'apply.committed', zh: APPLY_MESSAGES.committed, en: 'The pick apply is committed' },
  { key: 'apply.canceled', zh: APPLY_MESSAGES.canceled, en: 'The pick apply is canceled' },
  { key: 'apply.linesClosed', zh: /^已关闭(\d+)行$/, en: '{1} lines closed' },
  { key: 'apply.allocated', zh: APPLY_MESSAGES.allocated, en: 'Vehicles allocated' },
  { key: 'apply.vehicleChanged', zh: APPLY_MESSAGES.vehicleChanged, en: 'The vehicle is changed' },
];

registerMessages(TRADE_MESSAGE_TEXTS);
