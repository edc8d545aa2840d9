/**
 * The sale part's messages (issue 26, part G2) and their place in the catalogue (core/message-catalogue.ts):
 * each Chinese text the sales order routes answer, written once here, with its key and English twin. A
 * text with values is a pattern whose English names them `{1}`, `{2}` …
 *
 * The format rules' own words (车牌号有误, 手机号有误: the design system's validation messages) may be
 * catalogued by another area too: they are registered here only when not catalogued yet.
 */
import { validationMessages } from '@srm/rules';
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import { registerMessages, translateMessage, type MessageEntry } from '../../core/message-catalogue.js';
import type { SaleOrderStatus } from '../../db/tables/order.js';
import { SALE_EVENT_LABELS, SALE_STATUS_LABELS, type SaleEvent } from './sale-status-machine.js';

const FORMAT = validationMessages['zh-CN'];
const DATE_INVALID = '日期不正确';
const statusLabel = (status: SaleOrderStatus): string => SALE_STATUS_LABELS[status] ?? status;

export const SALE_MESSAGES = {
  notFound: SAVE_MESSAGES.notFound('销售订单'),
  lineNotFound: SAVE_MESSAGES.notFound('销售订单行'),
  allocationNotFound: SAVE_MESSAGES.notFound('分配记录'),
  shippingNotFound: SAVE_MESSAGES.notFound('发运记录'),
  purchaseLineNotFound: (id: number) => `采购订单行${id}不存在`,
  sellerNotTrading: (code: string) => `销售组织${code}不是贸易公司`,
  customerUnknown: (code: string) => `客户组织${code}不存在或不是公司`,
  customerIsSeller: '客户组织不能与销售组织相同',
  categoryUnknown: (code: string) => `销售订单的品类${code}不存在`,
  materialUnknown: (code: string) => `销售订单的物料${code}不存在`,
  quantityPositive: (lineNo: number) => `第${lineNo}行的数量须大于0`,
  allocateQuantityPositive: '分配数量须大于0',
  shipQuantityPositive: '发运数量须大于0',
  deliveryBeforeOrder: '交货日期不能早于订单日期',
  dateInvalid: DATE_INVALID,
  amountTooLarge: (lineNo: number) => `第${lineNo}行的金额超出范围`,
  totalTooLarge: '订单金额超出范围',
  forbiddenMove: (orderNo: string, status: SaleOrderStatus, event: SaleEvent) => `销售订单${orderNo}当前状态为“${statusLabel(status)}”，不能${SALE_EVENT_LABELS[event] ?? event}`,
  notEditable: (orderNo: string, status: SaleOrderStatus) => `销售订单${orderNo}当前状态为“${statusLabel(status)}”，不能修改`,
  notDeletable: (orderNo: string, status: SaleOrderStatus) => `销售订单${orderNo}当前状态为“${statusLabel(status)}”，不能删除`,
  hasAllocations: (orderNo: string) => `销售订单${orderNo}已有分配记录，不能删除`,
  lineClosed: (lineNo: number) => `销售订单第${lineNo}行已关闭`,
  purchaseLineRepeated: (purchaseOrderNo: string, lineNo: number) => `采购订单${purchaseOrderNo}第${lineNo}行重复`,
  purchaseOtherOrg: (purchaseOrderNo: string) => `采购订单${purchaseOrderNo}不属于销售组织，不能分配`,
  purchaseOtherMaterial: (purchaseOrderNo: string, lineNo: number) => `采购订单${purchaseOrderNo}第${lineNo}行的物料与销售订单行不同`,
  purchaseNotAllocatable: (purchaseOrderNo: string) => `采购订单${purchaseOrderNo}当前状态不可分配`,
  purchaseLineClosed: (purchaseOrderNo: string, lineNo: number) => `采购订单${purchaseOrderNo}第${lineNo}行已关闭`,
  purchaseShortage: (purchaseOrderNo: string, lineNo: number, available: string) => `采购订单${purchaseOrderNo}第${lineNo}行可分配数量不足，剩余${available}`,
  saleLineShortage: (lineNo: number, unallocated: string) => `销售订单第${lineNo}行未分配数量不足，剩余${unallocated}`,
  allocationCanceled: (id: number) => `分配记录${id}已取消`,
  allocationShipped: (id: number) => `分配记录${id}已有发运，不能取消`,
  purchaseNotShippable: (purchaseOrderNo: string) => `采购订单${purchaseOrderNo}当前状态不可发运`,
  shipShortage: (available: string) => `发运数量超出分配数量，剩余可发运${available}`,
  plateInvalid: FORMAT.plateNo,
  mobileInvalid: FORMAT.mobile,
  shippingConfirmed: (shippingNo: string) => `发运单${shippingNo}已确认`,
  shippingRepeated: (shippingNo: string) => `确认收货中发运单${shippingNo}重复`,
  confirmOver: (shippingNo: string, quantity: string) => `发运单${shippingNo}的确认数量不能超过发运数量${quantity}`,
  closeBlocked: (count: number) => `有${count}条发运记录待确认收货，不能关闭`,
  ebsNotRetryable: (orderNo: string) => `销售订单${orderNo}当前不能推送EBS`,
  ebsPending: (orderNo: string) => `销售订单${orderNo}正在推送EBS，请稍后`,
  reportDates: '结束日期不能早于开始日期',
  reportRange: '查询日期范围不能超过366天',
  importHeadMismatch: (ref: string) => `订单参考号${ref}的销售组织、客户组织、品类或订单日期与其他行不一致`,
  importCommitted: (orders: number, lines: number) => `导入成功，共导入${orders}张销售订单、${lines}行`,
  importOutOfScope: (code: string) => `您暂无组织${code}的权限`,
  importOrder: (ref: string, problem: string) => `订单参考号${ref}：${problem}`,
  saved: '保存成功',
  allocated: '分配成功',
  allocationsCanceled: '取消分配成功',
  shipped: '发运成功',
  confirmed: '确认收货成功',
  finished: '完结成功',
  closed: '关闭成功',
  ebsSubmitted: '已提交推送EBS',
} as const;

const MOVE_EN: Readonly<Record<SaleEvent, string>> = {
  allocate: 'allocated',
  release: 'released',
  ship: 'shipped',
  confirm: 'confirmed',
  finish: 'finished',
  close: 'closed',
};

const LABELS: readonly (readonly [zh: string, en: string])[] = [
  ['销售订单', 'sales order'],
  ['销售订单行', 'sales order line'],
  ['分配记录', 'allocation'],
  ['发运记录', 'shipment'],
];

/** Texts other parts may write in the same words: registered only if not yet catalogued. */
const SHARED_TEXTS: readonly MessageEntry[] = [
  { key: 'order.sale.plateInvalid', zh: FORMAT.plateNo, en: 'Invalid plate number' },
  // dateInvalid (日期不正确) is the shipments' text (pick.shipping.dateInvalid), catalogued there.
  { key: 'order.sale.mobileInvalid', zh: FORMAT.mobile, en: 'Invalid mobile number' },
];

export const SALE_MESSAGE_TEXTS: readonly MessageEntry[] = [
  ...LABELS.map(([zh, en]): MessageEntry => ({ key: 'list.notFound', zh: SAVE_MESSAGES.notFound(zh), en: `The ${en} does not exist or you may not see it` })),
  { key: 'order.sale.purchaseLineNotFound', zh: /^采购订单行(\d+)不存在$/, en: 'Purchase order line {1} does not exist' },
  { key: 'order.sale.sellerNotTrading', zh: /^销售组织(.+?)不是贸易公司$/, en: 'The selling organisation {1} is not a trading company' },
  { key: 'order.sale.customerUnknown', zh: /^客户组织(.+?)不存在或不是公司$/, en: 'The customer organisation {1} does not exist or is not a company' },
  { key: 'order.sale.customerIsSeller', zh: SALE_MESSAGES.customerIsSeller, en: 'The customer cannot be the selling organisation' },
  { key: 'order.sale.categoryUnknown', zh: /^销售订单的品类(.+?)不存在$/, en: 'The category {1} of the sales order does not exist' },
  { key: 'order.sale.materialUnknown', zh: /^销售订单的物料(.+?)不存在$/, en: 'The material {1} of the sales order does not exist' },
  { key: 'order.sale.quantityPositive', zh: /^第(\d+)行的数量须大于0$/, en: 'The quantity of line {1} must be greater than 0' },
  { key: 'order.sale.allocateQuantityPositive', zh: SALE_MESSAGES.allocateQuantityPositive, en: 'The allocated quantity must be greater than 0' },
  { key: 'order.sale.shipQuantityPositive', zh: SALE_MESSAGES.shipQuantityPositive, en: 'The shipped quantity must be greater than 0' },
  { key: 'order.sale.amountTooLarge', zh: /^第(\d+)行的金额超出范围$/, en: 'The amount of line {1} is too large' },
  { key: 'order.sale.totalTooLarge', zh: SALE_MESSAGES.totalTooLarge, en: 'The order amount is too large' },
  { key: 'order.sale.deliveryBeforeOrder', zh: SALE_MESSAGES.deliveryBeforeOrder, en: 'The delivery date cannot be before the order date' },
  ...(Object.keys(MOVE_EN) as SaleEvent[]).map(
    (event): MessageEntry => ({
      key: 'order.sale.moveNotAllowed',
      zh: new RegExp(`^销售订单(.+?)当前状态为“(.+?)”，不能${SALE_EVENT_LABELS[event]}$`),
      en: `Sales order {1} is “{2}” and cannot be ${MOVE_EN[event]}`,
    }),
  ),
  { key: 'order.sale.notEditable', zh: /^销售订单(.+?)当前状态为“(.+?)”，不能修改$/, en: 'Sales order {1} is “{2}” and cannot be edited' },
  { key: 'order.sale.notDeletable', zh: /^销售订单(.+?)当前状态为“(.+?)”，不能删除$/, en: 'Sales order {1} is “{2}” and cannot be deleted' },
  { key: 'order.sale.hasAllocations', zh: /^销售订单(.+?)已有分配记录，不能删除$/, en: 'Sales order {1} has allocations and cannot be deleted' },
  { key: 'order.sale.lineClosed', zh: /^销售订单第(\d+)行已关闭$/, en: 'Line {1} of the sales order is closed' },
  { key: 'order.sale.purchaseLineRepeated', zh: /^采购订单(.+?)第(\d+)行重复$/, en: 'Line {2} of purchase order {1} is repeated' },
  { key: 'order.sale.purchaseOtherOrg', zh: /^采购订单(.+?)不属于销售组织，不能分配$/, en: 'Purchase order {1} is not of the selling organisation and cannot be allocated' },
  { key: 'order.sale.purchaseOtherMaterial', zh: /^采购订单(.+?)第(\d+)行的物料与销售订单行不同$/, en: 'Line {2} of purchase order {1} holds another material than the sales order line' },
  { key: 'order.sale.purchaseNotAllocatable', zh: /^采购订单(.+?)当前状态不可分配$/, en: 'Purchase order {1} cannot be allocated in its status' },
  { key: 'order.sale.purchaseLineClosed', zh: /^采购订单(.+?)第(\d+)行已关闭$/, en: 'Line {2} of purchase order {1} is closed' },
  { key: 'order.sale.purchaseShortage', zh: /^采购订单(.+?)第(\d+)行可分配数量不足，剩余(.+)$/, en: 'Line {2} of purchase order {1} has not enough left to allocate; {3} remains' },
  { key: 'order.sale.saleLineShortage', zh: /^销售订单第(\d+)行未分配数量不足，剩余(.+)$/, en: 'Line {1} of the sales order has not enough unallocated quantity; {2} remains' },
  { key: 'order.sale.allocationCanceled', zh: /^分配记录(\d+)已取消$/, en: 'Allocation {1} is already canceled' },
  { key: 'order.sale.allocationShipped', zh: /^分配记录(\d+)已有发运，不能取消$/, en: 'Allocation {1} has shipments and cannot be canceled' },
  { key: 'order.sale.purchaseNotShippable', zh: /^采购订单(.+?)当前状态不可发运$/, en: 'Purchase order {1} cannot be shipped in its status' },
  { key: 'order.sale.shipShortage', zh: /^发运数量超出分配数量，剩余可发运(.+)$/, en: 'The quantity exceeds the allocation; {1} remains to ship' },
  { key: 'order.sale.shippingConfirmed', zh: /^发运单(.+?)已确认$/, en: 'Shipment {1} is already confirmed' },
  { key: 'order.sale.shippingRepeated', zh: /^确认收货中发运单(.+?)重复$/, en: 'Shipment {1} is repeated in the confirmation' },
  { key: 'order.sale.confirmOver', zh: /^发运单(.+?)的确认数量不能超过发运数量(.+)$/, en: 'The confirmed quantity of shipment {1} cannot exceed its shipped quantity {2}' },
  { key: 'order.sale.closeBlocked', zh: /^有(\d+)条发运记录待确认收货，不能关闭$/, en: '{1} shipments wait for their receipt to be confirmed; the order cannot be closed' },
  { key: 'order.sale.ebsNotRetryable', zh: /^销售订单(.+?)当前不能推送EBS$/, en: 'Sales order {1} cannot be sent to EBS now' },
  { key: 'order.sale.ebsPending', zh: /^销售订单(.+?)正在推送EBS，请稍后$/, en: 'Sales order {1} is being sent to EBS; please wait' },
  { key: 'order.sale.reportDates', zh: SALE_MESSAGES.reportDates, en: 'The end date cannot be before the start date' },
  { key: 'order.sale.reportRange', zh: SALE_MESSAGES.reportRange, en: 'The date range cannot exceed 366 days' },
  { key: 'order.sale.importHeadMismatch', zh: /^订单参考号(.+?)的销售组织、客户组织、品类或订单日期与其他行不一致$/, en: 'The rows of order reference {1} differ in seller, customer, category or order date' },
  { key: 'order.sale.importCommitted', zh: /^导入成功，共导入(\d+)张销售订单、(\d+)行$/, en: 'Imported {1} sales orders with {2} lines' },
  { key: 'order.sale.importOrder', zh: /^订单参考号(.+?)：(.+)$/s, en: 'Order reference {1}: {2}' },
  { key: 'order.sale.importOutOfScope', zh: /^您暂无组织(.+?)的权限$/, en: 'You have no permission for organisation {1}' },
  // 保存成功 (saved) is the common text, catalogued by the system area.
  { key: 'order.sale.allocated', zh: SALE_MESSAGES.allocated, en: 'Allocated' },
  { key: 'order.sale.allocationsCanceled', zh: SALE_MESSAGES.allocationsCanceled, en: 'The allocations were canceled' },
  { key: 'order.sale.shipped', zh: SALE_MESSAGES.shipped, en: 'Shipped' },
  { key: 'order.sale.confirmed', zh: SALE_MESSAGES.confirmed, en: 'The receipt was confirmed' },
  { key: 'order.sale.finished', zh: SALE_MESSAGES.finished, en: 'Finished' },
  { key: 'order.sale.closed', zh: SALE_MESSAGES.closed, en: 'Closed' },
  { key: 'order.sale.ebsSubmitted', zh: SALE_MESSAGES.ebsSubmitted, en: 'Submitted to EBS' },
  // Any other refused move (after the specific ones: the first matching pattern wins).
  { key: 'order.sale.moveNotAllowed', zh: /^销售订单(.+?)当前状态为“(.+?)”，不能(.+)$/, en: 'Sales order {1} is “{2}”: “{3}” is not allowed' },
];

registerMessages(SALE_MESSAGE_TEXTS);
registerMessages(SHARED_TEXTS.filter((entry) => typeof entry.zh !== 'string' || translateMessage(entry.zh, 'en') === undefined));
