/**
 * The inquiry routes' messages (inquiry.ts, inquiry-rules.ts) in the catalogue (core/message-catalogue.ts):
 * the key and English twin of every Chinese text they answer with. Texts another catalogue already
 * holds are not registered again: a row's problem (第N行：…, system), a date that is not one
 * (…不是有效日期) and the delivery dates' order (contract), the list engine's texts (core/list/routes.ts:
 * 询价单不存在或无权查看, 新增成功, 修改成功, the scope refusals).
 */
import { registerMessages, type MessageEntry } from '../../core/message-catalogue.js';
import { INQUIRY_MESSAGES as M } from './inquiry-rules.js';

/** 询价单X当前状态为“Y”，不能Z: the statuses and moves in English. */
const STATUS = '(.+)';

export const INQUIRY_MESSAGE_TEXTS: readonly MessageEntry[] = [
  { key: 'inquiry.moveRefused', zh: new RegExp(`^询价单(\\S+)当前状态为“${STATUS}”，不能(.+)$`), en: 'Inquiry {1} is “{2}” and cannot be {3}' },
  { key: 'inquiry.notEditable', zh: new RegExp(`^询价单(\\S+)当前状态为“${STATUS}”，不能修改$`), en: 'Inquiry {1} is “{2}” and can no longer be edited' },
  { key: 'inquiry.quoteRefused', zh: new RegExp(`^询价单(\\S+)当前状态为“${STATUS}”，不能报价$`), en: 'Inquiry {1} is “{2}” and takes no quotes' },
  { key: 'inquiry.status.published', zh: '已发布', en: 'published' },
  { key: 'inquiry.status.closed', zh: '已截止', en: 'closed' },
  { key: 'inquiry.status.awarded', zh: '已定标', en: 'awarded' },
  { key: 'inquiry.status.cancelled', zh: '已取消', en: 'cancelled' },
  { key: 'inquiry.event.publish', zh: '发布', en: 'published' },
  { key: 'inquiry.event.close', zh: '截止', en: 'closed' },
  { key: 'inquiry.event.award', zh: '定标', en: 'awarded' },
  { key: 'inquiry.event.cancel', zh: '取消', en: 'cancelled' },
  { key: 'inquiry.linesRequired', zh: M.linesRequired, en: 'Add at least one inquiry line' },
  { key: 'inquiry.tooManyLines', zh: M.tooManyLines, en: 'An inquiry has at most 200 lines' },
  { key: 'inquiry.suppliersRequired', zh: M.suppliersRequired, en: 'Invite at least 2 suppliers' },
  { key: 'inquiry.deadlinePassed', zh: M.deadlinePassed, en: 'The quote deadline must be in the future' },
  { key: 'inquiry.badDeadline', zh: M.badDeadline, en: 'The quote deadline is not a valid time' },
  { key: 'inquiry.lineQuantity', zh: M.lineQuantity, en: 'The inquiry quantity must be above 0 with at most 3 decimals' },
  { key: 'inquiry.field.deliveryDate', zh: M.dateLabels.deliveryDate, en: 'delivery date' },
  { key: 'inquiry.field.validUntil', zh: M.dateLabels.validUntil, en: 'quote validity' },
  { key: 'inquiry.orgUnknown', zh: /^组织(\S+)不存在$/, en: 'Organisation {1} does not exist' },
  { key: 'inquiry.categoryUnknown', zh: /^品类(\S+)不存在$/, en: 'Category {1} does not exist' },
  { key: 'inquiry.materialUnknown', zh: /^物料(\S+)不存在或已停用$/, en: 'Material {1} does not exist or is inactive' },
  { key: 'inquiry.materialNoUnit', zh: /^物料(\S+)未维护计量单位$/, en: 'Material {1} has no unit' },
  { key: 'inquiry.materialCategory', zh: /^物料(\S+)不属于询价品类$/, en: 'Material {1} is not of the inquiry’s category' },
  { key: 'inquiry.supplierUnknown', zh: /^未找到供应商 (\S+)$/, en: 'Supplier {1} does not exist' },
  { key: 'inquiry.supplierNotQualified', zh: /^供应商 (\S+) 不是合格供应商，不能邀请报价$/, en: 'Supplier {1} is not qualified and cannot be invited to quote' },
  { key: 'inquiry.quoteClosed', zh: M.quoteClosed, en: 'Quoting has closed' },
  { key: 'inquiry.quotesRequired', zh: M.quotesRequired, en: 'Fill in at least one quote' },
  { key: 'inquiry.quotePrice', zh: M.quotePrice, en: 'The unit price incl. tax must be above 0 with at most 2 decimals' },
  { key: 'inquiry.quoteQuantity', zh: M.quoteQuantity, en: 'The quoted quantity must be above 0 with at most 3 decimals' },
  { key: 'inquiry.quoteQuantityAbove', zh: /^报价数量不能超过询价数量(\S+)$/, en: 'The quoted quantity cannot be above the inquired {1}' },
  { key: 'inquiry.quotePastDate', zh: /^(.+)不能早于今天$/, en: 'The {1} cannot be before today' },
  { key: 'inquiry.quoteForeignLine', zh: M.quoteForeignLine, en: 'The line is not one of this inquiry' },
  { key: 'inquiry.quoteDuplicateLine', zh: M.quoteDuplicateLine, en: 'The same line is quoted twice' },
  { key: 'inquiry.awardBeforeDeadline', zh: M.awardBeforeDeadline, en: 'An inquiry can be awarded only after its quote deadline' },
  { key: 'inquiry.awardNotInvited', zh: /^供应商 (\S+) 未受邀参与该询价$/, en: 'Supplier {1} is not invited to this inquiry' },
  { key: 'inquiry.awardIncomplete', zh: /^供应商 (\S+) 未对全部明细报价，不能定标$/, en: 'Supplier {1} has not quoted every line and cannot be awarded' },
  { key: 'inquiry.awardNotQualified', zh: /^供应商 (\S+) 不是合格供应商，不能定标$/, en: 'Supplier {1} is not qualified and cannot be awarded' },
  { key: 'inquiry.awardNoTaxRate', zh: /^物料(\S+)未维护税率，不能生成合同$/, en: 'Material {1} has no tax rate, so no contract can be made' },
  { key: 'inquiry.published', zh: M.published, en: 'Published' },
  { key: 'inquiry.cancelled', zh: M.cancelled, en: 'Cancelled' },
  { key: 'inquiry.quoted', zh: M.quoted, en: 'Quote saved' },
  { key: 'inquiry.awarded', zh: M.awarded, en: 'Awarded; a contract draft has been created' },
];

registerMessages(INQUIRY_MESSAGE_TEXTS);
