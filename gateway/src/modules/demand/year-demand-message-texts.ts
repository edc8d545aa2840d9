/**
 * 年度需求计划's messages in the catalogue (core/message-catalogue.ts): the key and English twin of every
 * Chinese text its routes and import throw. 组织 X 不存在, 品类 X 不存在, 已提交OA审批, 审批回调未配置…
 * and 回调鉴权失败 are catalogued by the supplier, master and contract areas in the same words; 第N行：…
 * by the system area (row.problem).
 */
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import { registerMessages, type MessageEntry } from '../../core/message-catalogue.js';
import { YEAR_DEMAND_MESSAGES as PLAN } from './year-demand.js';
import { YEAR_DEMAND_ITEMS_MESSAGES as ITEMS } from './year-demand-items.js';
import { YEAR_DEMAND_ITEM_MESSAGES as ITEM } from './year-demand-rules.js';

export const YEAR_DEMAND_MESSAGE_TEXTS: readonly MessageEntry[] = [
  { key: 'demand.year.duplicate', zh: /^(.+) (\d+)年 (.+) 的年度需求计划已存在$/, en: 'The {2} year demand plan of {1} for {3} already exists' },
  { key: 'demand.year.notEditable', zh: PLAN.notEditable, en: 'The year demand plan has gone for approval or is approved and cannot be changed' },
  { key: 'demand.year.notDeletable', zh: PLAN.notDeletable, en: 'Only new or rejected year demand plans can be deleted' },
  { key: 'demand.year.notSubmittable', zh: PLAN.notSubmittable, en: 'The year demand plan cannot be submitted for approval in its current status' },
  { key: 'demand.year.planRequired', zh: ITEMS.planRequired, en: 'Name the year demand plan, or the organisation, category and year' },
  { key: 'demand.year.itemsRequired', zh: ITEM.itemsRequired, en: 'Add at least one material line' },
  { key: 'demand.year.quantityInvalid', zh: ITEM.quantityInvalid, en: 'Monthly quantities must be numbers of at least 0 with at most 3 decimals' },
  { key: 'demand.year.lastYearInvalid', zh: ITEM.lastYearInvalid, en: 'Last year’s quantity must be a number of at least 0 with at most 3 decimals' },
  { key: 'demand.year.rateInvalid', zh: ITEM.rateInvalid, en: 'The increase rate must be a number with at most 4 decimals' },
  { key: 'demand.year.duplicateMaterial', zh: /^物料编码 (\S+) 重复$/, en: 'Material code {1} is repeated' },
  { key: 'demand.year.materialUnknown', zh: /^物料编码 (\S+) 不存在或已停用$/, en: 'Material code {1} does not exist or is inactive' },
  { key: 'demand.year.materialCategory', zh: /^物料编码 (\S+) 不属于品类 (\S+)$/, en: 'Material code {1} is not of category {2}' },
  { key: 'demand.year.import.planUnknown', zh: /^需求单号 (\S+) 不存在$/, en: 'Demand plan number {1} does not exist' },
  { key: 'demand.year.import.committed', zh: /^导入成功，共导入 (\d+) 条物料明细$/, en: 'Imported {1} material lines' },
  { key: 'list.notFound', zh: SAVE_MESSAGES.notFound('年度需求计划'), en: 'The year demand plan does not exist or you may not see it' },
  { key: 'list.someMissing', zh: SAVE_MESSAGES.someMissing('年度需求计划'), en: 'Some year demand plans do not exist or you may not delete them; nothing was deleted' },
];

registerMessages(YEAR_DEMAND_MESSAGE_TEXTS);
