/**
 * The messages of the pick-up area's shipping part (issue 24, part H2): shipments, acceptance, finished
 * shipping, vehicle changes and allocation. Each text is written once here (the *_MESSAGES the routes
 * throw and answer) and catalogued with its key and English twin (core/message-catalogue.ts).
 *
 * The format rules' own words (车牌号有误, 手机号有误, 身份证号有误: the design system's validation
 * messages) and the list texts with the area's labels (提货单不存在或无权查看 …) may be catalogued by the
 * pick head part too: those are registered only when not catalogued yet, so no text is registered twice.
 */
import { validationMessages } from '@srm/rules';
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import { registerMessages, translateMessage, type MessageEntry } from '../../core/message-catalogue.js';

const FORMAT = validationMessages['zh-CN'];

export const SHIPPING_MESSAGES = {
  pickNotConfirmed: (pickNo: string) => `提货单${pickNo}未接单，不能发运`,
  pickClosed: (pickNo: string) => `提货单${pickNo}已关闭，不能发运`,
  pickFinished: (pickNo: string) => `提货单${pickNo}已完成发运，不能再发运`,
  lineNotOpen: (pickNo: string, lineNo: number) => `提货单${pickNo}第${lineNo}行已完成或已关闭，不能发运`,
  overPlanned: (available: string) => `发运数量超出提货计划数量，剩余可发运${available}`,
  plateInvalid: FORMAT.plateNo,
  quantityInvalid: '发运数量须为大于0的数字，最多3位小数',
  weightInvalid: '毛重、皮重须为不小于0的数字，最多3位小数',
  weightsPaired: '毛重和皮重须同时填写',
  netNotPositive: '毛重须大于皮重',
  dateInvalid: '日期不正确',
  arrivalBeforeShipping: '到货日期不能早于发运日期',
  qualityUnknown: (code: string) => `质量指标${code}不存在`,
  qualityRepeated: (code: string) => `质量指标${code}重复`,
  qualityValueInvalid: (name: string) => `质量指标${name}的检测值须为不小于0的数字，最多4位小数`,
  deductOver: '扣重比例合计超过100%',
  vehicleNotOfPick: '所选车辆不属于该提货单',
  notEditable: (shippingNo: string) => `发运单${shippingNo}已验收或已关闭，不能修改`,
  notDeletable: (shippingNo: string) => `发运单${shippingNo}已验收或已关闭，不能删除`,
  saved: '发运单已保存',
} as const;

export const SHIPPING_IMPORT_MESSAGES = {
  pickUnknown: (pickNo: string) => `提货单号 ${pickNo} 不存在`,
  lineUnknown: (pickNo: string, lineNo: string) => `提货单 ${pickNo} 没有第 ${lineNo} 行`,
  committed: (rows: number) => `导入成功，共导入 ${rows} 条发运单`,
} as const;

export const ACCEPT_MESSAGES = {
  nothingToAccept: '没有可验收的发运单（须已过磅且未验收）',
  notWeighed: (shippingNo: string) => `发运单${shippingNo}未过磅，不能验收`,
  alreadyAccepted: (shippingNo: string) => `发运单${shippingNo}已验收，不能重复验收`,
  shippingClosed: (shippingNo: string) => `发运单${shippingNo}已关闭，不能验收`,
  pickNotConfirmed: (pickNo: string) => `提货单${pickNo}未接单或已关闭，不能验收`,
  overContract: (lineNo: number, matName: string, available: string) => `合同行${lineNo}（${matName}）剩余可执行数量不足，剩余${available}`,
  accepted: (count: number) => `验收成功，共验收${count}车`,
} as const;

export const SHIPPING_DONE_MESSAGES = {
  pickNotConfirmed: (pickNo: string) => `提货单${pickNo}未接单或已关闭，不能完成发运`,
  alreadyDone: (pickNo: string) => `提货单${pickNo}已完成发运`,
  noShipments: '提货单还没有发运单，不能完成发运',
  unweighed: (shippingNos: string) => `发运单${shippingNos}未过磅`,
  notDone: (pickNo: string) => `提货单${pickNo}未完成发运，不能取消`,
  done: '已完成发运',
  cancelled: '已取消完成发运',
} as const;

export const VEHICLE_AUDIT_MESSAGES = {
  plateInvalid: FORMAT.plateNo,
  mobileInvalid: FORMAT.mobile,
  idCardInvalid: FORMAT.idCard,
  pickClosed: (pickNo: string) => `提货单${pickNo}已关闭，不能变更车辆`,
  pending: (plateNo: string) => `车辆${plateNo}已有待审核的变更申请`,
  plateTaken: (plateNo: string) => `车牌号${plateNo}已在该提货单中`,
  noChange: '变更内容与原车辆信息相同',
  notPending: (plateNo: string) => `车辆变更申请（${plateNo}）已审核，不能重复审核`,
  opinionRequired: '驳回时请填写审核意见',
  added: '车辆变更申请已提交',
  approved: '审核通过，车辆信息已更新',
  rejected: '车辆变更申请已驳回',
} as const;

export const ALLOCATION_MESSAGES = {
  overAvailable: (available: string) => `超出可分配数量，剩余可分配${available}`,
  quantityInvalid: '分配数量须为大于0的数字，最多3位小数',
  targetUnknown: (code: string) => `调入组织${code}不存在`,
  notEditable: (allocationNo: string) => `分配单${allocationNo}已提交，不能修改`,
  notDeletable: (allocationNo: string) => `分配单${allocationNo}已提交，不能删除`,
  alreadySubmitted: (allocationNo: string) => `分配单${allocationNo}已提交，不能重复提交`,
  created: (count: number) => `已分配${count}条`,
  submitted: (count: number) => `已提交${count}条分配`,
} as const;

/** The list texts with this part's labels: 发运单, 提货单, 提货单明细, 车辆, 车辆变更申请, 分配单. */
const LABELS: readonly (readonly [label: string, en: string, plural: string])[] = [
  ['发运单', 'shipment', 'shipments'],
  ['提货单', 'pick-up order', 'pick-up orders'],
  ['提货单明细', 'pick-up order line', 'pick-up order lines'],
  ['车辆', 'vehicle', 'vehicles'],
  ['车辆变更申请', 'vehicle change request', 'vehicle change requests'],
  ['分配单', 'allocation', 'allocations'],
];

/** Texts other parts may write in the same words: registered only if not yet catalogued. */
const SHARED_TEXTS: readonly MessageEntry[] = [
  { key: 'pick.plateInvalid', zh: FORMAT.plateNo, en: 'Invalid plate number' },
  { key: 'pick.mobileInvalid', zh: FORMAT.mobile, en: 'Invalid mobile number' },
  { key: 'pick.idCardInvalid', zh: FORMAT.idCard, en: 'Invalid national ID number' },
  ...LABELS.flatMap(([label, en, plural]) => [
    { key: 'list.notFound', zh: SAVE_MESSAGES.notFound(label), en: `The ${en} does not exist or you may not see it` },
    { key: 'list.someMissing', zh: SAVE_MESSAGES.someMissing(label), en: `Some ${plural} do not exist or you may not delete them; nothing was deleted` },
  ]),
];

export const PICK_SHIPPING_MESSAGE_TEXTS: readonly MessageEntry[] = [
  { key: 'pick.shipping.pickNotConfirmed', zh: /^提货单(\S+?)未接单，不能发运$/, en: 'Pick-up order {1} is not confirmed by the supplier and cannot be shipped' },
  { key: 'pick.shipping.pickClosed', zh: /^提货单(\S+?)已关闭，不能发运$/, en: 'Pick-up order {1} is closed and cannot be shipped' },
  { key: 'pick.shipping.pickFinished', zh: /^提货单(\S+?)已完成发运，不能再发运$/, en: 'Pick-up order {1} has finished shipping; no more shipments can be added' },
  { key: 'pick.shipping.lineNotOpen', zh: /^提货单(\S+?)第(\d+)行已完成或已关闭，不能发运$/, en: 'Line {2} of pick-up order {1} is done or closed and cannot be shipped' },
  { key: 'pick.shipping.overPlanned', zh: /^发运数量超出提货计划数量，剩余可发运(\S+)$/, en: 'The shipped quantity exceeds the planned pick-up quantity; {1} left to ship' },
  { key: 'pick.shipping.quantityInvalid', zh: SHIPPING_MESSAGES.quantityInvalid, en: 'The shipped quantity must be a number greater than 0 with at most 3 decimals' },
  { key: 'pick.shipping.weightInvalid', zh: SHIPPING_MESSAGES.weightInvalid, en: 'Gross and tare weights must be numbers of at least 0 with at most 3 decimals' },
  { key: 'pick.shipping.weightsPaired', zh: SHIPPING_MESSAGES.weightsPaired, en: 'Enter both the gross and the tare weight' },
  { key: 'pick.shipping.netNotPositive', zh: SHIPPING_MESSAGES.netNotPositive, en: 'The gross weight must be greater than the tare weight' },
  { key: 'pick.shipping.dateInvalid', zh: SHIPPING_MESSAGES.dateInvalid, en: 'The date is not valid' },
  { key: 'pick.shipping.arrivalBeforeShipping', zh: SHIPPING_MESSAGES.arrivalBeforeShipping, en: 'The arrival date cannot be before the shipping date' },
  { key: 'pick.shipping.qualityUnknown', zh: /^质量指标(\S+?)不存在$/, en: 'Quality index {1} does not exist' },
  { key: 'pick.shipping.qualityRepeated', zh: /^质量指标(\S+?)重复$/, en: 'Quality index {1} is repeated' },
  { key: 'pick.shipping.qualityValueInvalid', zh: /^质量指标(\S+?)的检测值须为不小于0的数字，最多4位小数$/, en: 'The result of quality index {1} must be a number of at least 0 with at most 4 decimals' },
  { key: 'pick.shipping.deductOver', zh: SHIPPING_MESSAGES.deductOver, en: 'The weight deductions add up to more than 100%' },
  { key: 'pick.shipping.vehicleNotOfPick', zh: SHIPPING_MESSAGES.vehicleNotOfPick, en: 'The vehicle chosen is not one of this pick-up order' },
  { key: 'pick.shipping.notEditable', zh: /^发运单(\S+?)已验收或已关闭，不能修改$/, en: 'Shipment {1} is accepted or closed and cannot be edited' },
  { key: 'pick.shipping.notDeletable', zh: /^发运单(\S+?)已验收或已关闭，不能删除$/, en: 'Shipment {1} is accepted or closed and cannot be deleted' },
  { key: 'pick.shipping.saved', zh: SHIPPING_MESSAGES.saved, en: 'The shipment is saved' },
  { key: 'pick.shipping.import.pickUnknown', zh: /^提货单号 (\S+) 不存在$/, en: 'Pick-up order number {1} does not exist' },
  { key: 'pick.shipping.import.lineUnknown', zh: /^提货单 (\S+) 没有第 (\S+) 行$/, en: 'Pick-up order {1} has no line {2}' },
  { key: 'pick.shipping.import.committed', zh: /^导入成功，共导入 (\d+) 条发运单$/, en: 'Imported {1} shipments' },
  { key: 'pick.accept.nothingToAccept', zh: ACCEPT_MESSAGES.nothingToAccept, en: 'There is no shipment to accept (it must be weighed and not yet accepted)' },
  { key: 'pick.accept.notWeighed', zh: /^发运单(\S+?)未过磅，不能验收$/, en: 'Shipment {1} is not weighed and cannot be accepted' },
  { key: 'pick.accept.alreadyAccepted', zh: /^发运单(\S+?)已验收，不能重复验收$/, en: 'Shipment {1} is already accepted' },
  { key: 'pick.accept.shippingClosed', zh: /^发运单(\S+?)已关闭，不能验收$/, en: 'Shipment {1} is closed and cannot be accepted' },
  { key: 'pick.accept.pickNotConfirmed', zh: /^提货单(\S+?)未接单或已关闭，不能验收$/, en: 'Pick-up order {1} is not confirmed or is closed; its shipments cannot be accepted' },
  { key: 'pick.accept.overContract', zh: /^合同行(\d+)（(.+)）剩余可执行数量不足，剩余(\S+)$/, en: 'Contract line {1} ({2}) has too little left to execute: {3} left' },
  { key: 'pick.accept.accepted', zh: /^验收成功，共验收(\d+)车$/, en: 'Accepted {1} truckloads' },
  { key: 'pick.shippingDone.pickNotConfirmed', zh: /^提货单(\S+?)未接单或已关闭，不能完成发运$/, en: 'Pick-up order {1} is not confirmed or is closed; its shipping cannot be finished' },
  { key: 'pick.shippingDone.alreadyDone', zh: /^提货单(\S+?)已完成发运$/, en: 'Pick-up order {1} has already finished shipping' },
  { key: 'pick.shippingDone.noShipments', zh: SHIPPING_DONE_MESSAGES.noShipments, en: 'The pick-up order has no shipments yet; its shipping cannot be finished' },
  { key: 'pick.shippingDone.unweighed', zh: /^发运单(\S+)未过磅$/, en: 'Shipments not weighed: {1}' },
  { key: 'pick.shippingDone.notDone', zh: /^提货单(\S+?)未完成发运，不能取消$/, en: 'Pick-up order {1} has not finished shipping; there is nothing to cancel' },
  { key: 'pick.shippingDone.done', zh: SHIPPING_DONE_MESSAGES.done, en: 'Shipping finished' },
  { key: 'pick.shippingDone.cancelled', zh: SHIPPING_DONE_MESSAGES.cancelled, en: 'Finished shipping cancelled' },
  { key: 'pick.vehicle.pickClosed', zh: /^提货单(\S+?)已关闭，不能变更车辆$/, en: 'Pick-up order {1} is closed; its vehicles cannot be changed' },
  { key: 'pick.vehicle.pending', zh: /^车辆(\S+?)已有待审核的变更申请$/, en: 'Vehicle {1} already has a change request waiting for review' },
  { key: 'pick.vehicle.plateTaken', zh: /^车牌号(\S+?)已在该提货单中$/, en: 'Plate number {1} is already on this pick-up order' },
  { key: 'pick.vehicle.noChange', zh: VEHICLE_AUDIT_MESSAGES.noChange, en: 'The change is the same as the vehicle’s current details' },
  { key: 'pick.vehicle.notPending', zh: /^车辆变更申请（(\S+)）已审核，不能重复审核$/, en: 'The vehicle change request ({1}) is already reviewed' },
  { key: 'pick.vehicle.opinionRequired', zh: VEHICLE_AUDIT_MESSAGES.opinionRequired, en: 'Enter a review opinion to reject' },
  { key: 'pick.vehicle.added', zh: VEHICLE_AUDIT_MESSAGES.added, en: 'The vehicle change request is submitted' },
  { key: 'pick.vehicle.approved', zh: VEHICLE_AUDIT_MESSAGES.approved, en: 'Approved; the vehicle details are updated' },
  { key: 'pick.vehicle.rejected', zh: VEHICLE_AUDIT_MESSAGES.rejected, en: 'The vehicle change request is rejected' },
  { key: 'pick.allocation.overAvailable', zh: /^超出可分配数量，剩余可分配(\S+)$/, en: 'The quantity exceeds what can be allocated; {1} left' },
  { key: 'pick.allocation.quantityInvalid', zh: ALLOCATION_MESSAGES.quantityInvalid, en: 'The allocated quantity must be a number greater than 0 with at most 3 decimals' },
  { key: 'pick.allocation.targetUnknown', zh: /^调入组织(\S+?)不存在$/, en: 'Receiving organisation {1} does not exist' },
  { key: 'pick.allocation.notEditable', zh: /^分配单(\S+?)已提交，不能修改$/, en: 'Allocation {1} is submitted and cannot be edited' },
  { key: 'pick.allocation.notDeletable', zh: /^分配单(\S+?)已提交，不能删除$/, en: 'Allocation {1} is submitted and cannot be deleted' },
  { key: 'pick.allocation.alreadySubmitted', zh: /^分配单(\S+?)已提交，不能重复提交$/, en: 'Allocation {1} is already submitted' },
  { key: 'pick.allocation.created', zh: /^已分配(\d+)条$/, en: 'Allocated {1}' },
  { key: 'pick.allocation.submitted', zh: /^已提交(\d+)条分配$/, en: 'Submitted {1} allocations' },
];

registerMessages(PICK_SHIPPING_MESSAGE_TEXTS);
const HAN = /\p{Script=Han}/u;
// Unless already catalogued in English by another part (a generic pattern that leaves the label in
// Chinese does not count).
registerMessages(
  SHARED_TEXTS.filter((entry) => {
    const known = typeof entry.zh === 'string' ? translateMessage(entry.zh, 'en') : undefined;
    return !known || HAN.test(known.text);
  }),
);
