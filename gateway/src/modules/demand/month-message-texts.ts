/**
 * The month demand plan's messages in the catalogue (core/message-catalogue.ts): the key and English
 * twin of every Chinese text its routes throw. 组织 X 不存在, 品类 X 不存在, 已提交OA审批, 复制成功, 回调鉴权失败 and
 * 审批回调未配置 are catalogued by the supplier, master and contract areas, in the same words.
 */
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import { registerMessages, type MessageEntry } from '../../core/message-catalogue.js';
import { MONTH_DEMAND_MESSAGES as MONTH } from './month-demand.js';
import { MONTH_ITEM_MESSAGES as ITEM } from './month-demand-items.js';

const RESOURCES: readonly (readonly [label: string, en: string])[] = [
  ['月度需求计划', 'month demand plan'],
  ['月度需求明细', 'month demand item'],
  ['需求汇总', 'demand summary row'],
];

export const MONTH_DEMAND_MESSAGE_TEXTS: readonly MessageEntry[] = [
  { key: 'demand.month.materialUnknown', zh: /^物料 (\S+) 不存在$/, en: 'Material {1} does not exist' },
  { key: 'demand.month.materialRepeated', zh: /^物料 (\S+) 重复$/, en: 'Material {1} is listed more than once' },
  { key: 'demand.month.planExists', zh: /^该组织、品类 (\S+) 的月度需求计划已存在$/, en: 'A month demand plan of this organisation and category for {1} already exists' },
  { key: 'demand.month.notEditable', zh: MONTH.notEditable, en: 'The month demand plan has gone for approval and cannot be changed' },
  { key: 'demand.month.notDeletable', zh: MONTH.notDeletable, en: 'Only new or rejected month demand plans can be deleted' },
  { key: 'demand.month.notSubmittable', zh: MONTH.notSubmittable, en: 'The month demand plan cannot be submitted for approval in its current status' },
  { key: 'demand.month.itemsRequired', zh: MONTH.itemsRequired, en: 'Add at least one demand item' },
  { key: 'demand.month.importPlanClosed', zh: /^(\S+) 的月度需求计划已提交审批，不能导入$/, en: 'The month demand plan of {1} has gone for approval; nothing can be imported into it' },
  { key: 'demand.month.badMonth', zh: ITEM.badMonth, en: 'The demand month is not valid; use YYYY-MM' },
  ...RESOURCES.map(([label, en]): MessageEntry => ({ key: 'list.notFound', zh: SAVE_MESSAGES.notFound(label), en: `The ${en} does not exist or you may not see it` })),
  ...RESOURCES.map(([label, en]): MessageEntry => ({ key: 'list.someMissing', zh: SAVE_MESSAGES.someMissing(label), en: `Some ${en}s do not exist or you may not delete them; nothing was deleted` })),
];

registerMessages(MONTH_DEMAND_MESSAGE_TEXTS);
