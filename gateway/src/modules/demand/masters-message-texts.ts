/**
 * The demand masters' messages (issue 23, part 3) and their place in the catalogue
 * (core/message-catalogue.ts): the key and English twin of every Chinese text the small-material, budget
 * letter, consumption and feed sale routes answer with. 物料编码X不存在 is the master area's, in the same words.
 */
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import { registerMessages, type MessageEntry } from '../../core/message-catalogue.js';
import { LEAD_TIME_MAX_DAYS, SMALL_MATERIAL_RULE_MESSAGES as RULE } from './small-material-rules.js';

export const DEMAND_MASTER_MESSAGES = {
  orgUnknown: (code: string) => `组织编码${code}不存在`,
  supplierUnknown: (sn: string) => `供应商编码${sn}不存在`,
  badQuantity: '数量须为不小于0、最多3位小数的数字',
  badAmount: '预算金额须为不小于0、最多2位小数的数字',
  duplicateRule: (orgCode: string, matCode: string) => `组织${orgCode}的物料${matCode}已有小宗物料规则`,
  duplicatePrice: '该组织、供应商、物料在同一起始日期已有价格',
  duplicateConsume: (yearMonth: string) => `该组织、物料在${yearMonth}已有预估消耗`,
  duplicateLetter: (year: string, orgCode: string) => `组织${orgCode}已有${year}年度预算函`,
  duplicateFeedSale: (yearMonth: string) => `该组织、饲料类别在${yearMonth}已有销量`,
  letterFileUnusable: '附件不可用，请重新上传',
  letterIssued: '预算函已下发，不能修改',
  queryRequired: '请提供组织编码和物料编码，或规则ID',
  badYearMonth: '年月须为yyyy-MM格式，如2026-11',
} as const;

/** The list resources of the masters: their label in English. */
const RESOURCES: readonly (readonly [label: string, en: string])[] = [
  ['小宗物料规则', 'small-material rule'],
  ['小宗物料价格', 'small-material price'],
  ['预估消耗', 'estimated consumption'],
  ['预算函', 'budget letter'],
  ['饲料销量目标', 'feed sales target'],
  ['饲料预估销量', 'feed sales estimate'],
];

export const DEMAND_MASTER_MESSAGE_TEXTS: readonly MessageEntry[] = [
  { key: 'demand.master.orgUnknown', zh: /^组织编码(\S+)不存在$/u, en: 'Organisation code {1} does not exist' },
  { key: 'demand.master.supplierUnknown', zh: /^供应商编码(\S+)不存在$/u, en: 'Supplier code {1} does not exist' },
  { key: 'demand.master.badQuantity', zh: DEMAND_MASTER_MESSAGES.badQuantity, en: 'The quantity must be a number of at least 0 with at most 3 decimals' },
  { key: 'demand.master.badAmount', zh: DEMAND_MASTER_MESSAGES.badAmount, en: 'The budget amount must be a number of at least 0 with at most 2 decimals' },
  { key: 'demand.master.duplicateRule', zh: /^组织(\S+)的物料(\S+)已有小宗物料规则$/u, en: 'Material {2} of organisation {1} already has a small-material rule' },
  { key: 'demand.master.duplicatePrice', zh: DEMAND_MASTER_MESSAGES.duplicatePrice, en: 'This organisation, supplier and material already have a price from the same date' },
  { key: 'demand.master.duplicateConsume', zh: /^该组织、物料在(\S+)已有预估消耗$/u, en: 'This organisation and material already have an estimated consumption for {1}' },
  { key: 'demand.master.duplicateLetter', zh: /^组织(\S+)已有(\S+)年度预算函$/u, en: 'Organisation {1} already has a budget letter for {2}' },
  { key: 'demand.master.duplicateFeedSale', zh: /^该组织、饲料类别在(\S+)已有销量$/u, en: 'This organisation and feed kind already have sales for {1}' },
  { key: 'demand.master.letterFileUnusable', zh: DEMAND_MASTER_MESSAGES.letterFileUnusable, en: 'The attachment cannot be used; upload it again' },
  { key: 'demand.master.letterIssued', zh: DEMAND_MASTER_MESSAGES.letterIssued, en: 'The budget letter has been issued and cannot be changed' },
  { key: 'demand.master.badYearMonth', zh: DEMAND_MASTER_MESSAGES.badYearMonth, en: 'The month must be written yyyy-MM, e.g. 2026-11' },
  { key: 'demand.master.queryRequired', zh: DEMAND_MASTER_MESSAGES.queryRequired, en: 'Give the organisation and material codes, or the rule ID' },
  { key: 'demand.master.notSmall', zh: /^物料 (\S+) 不是小宗物料（包装物或预混料）$/u, en: 'Material {1} is not a small material (packaging or premix)' },
  { key: 'demand.master.badSafetyStock', zh: RULE.badSafetyStock, en: 'The safety stock must be a number of at least 0 with at most 3 decimals' },
  { key: 'demand.master.badReorderPoint', zh: RULE.badReorderPoint, en: 'The reorder point must be a number of at least 0 with at most 3 decimals' },
  { key: 'demand.master.reorderBelowSafety', zh: RULE.reorderBelowSafety, en: 'The reorder point cannot be below the safety stock' },
  { key: 'demand.master.badLeadTime', zh: RULE.badLeadTime, en: `The lead time must be a whole number of days from 0 to ${LEAD_TIME_MAX_DAYS}` },
  { key: 'demand.master.badPrice', zh: RULE.badPrice, en: 'The unit price must be greater than 0, with at most 4 decimals' },
  { key: 'demand.master.periodOrder', zh: RULE.periodOrder, en: 'The end of the price\'s validity cannot be before its start' },
  ...RESOURCES.map(([label, en]): MessageEntry => ({ key: 'list.notFound', zh: SAVE_MESSAGES.notFound(label), en: `The ${en} does not exist or you may not see it` })),
  ...RESOURCES.map(([label, en]): MessageEntry => ({ key: 'list.someMissing', zh: SAVE_MESSAGES.someMissing(label), en: `Some ${en}s do not exist or you may not delete them; nothing was deleted` })),
];

registerMessages(DEMAND_MASTER_MESSAGE_TEXTS);
