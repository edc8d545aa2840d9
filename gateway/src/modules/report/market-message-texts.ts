/**
 * The messages of the market index part (issue 27: 行情指数 import and batches, the wfdata analyses, the
 * resource work-top) and their place in the catalogue (core/message-catalogue.ts). 提交成功 and the stale
 * version's text are the common ones, catalogued by their first users.
 */
import { MAX_TREND_DAYS } from '../../api/market-index.js';
import { registerMessages, type MessageEntry } from '../../core/message-catalogue.js';

export const MARKET_MESSAGES = {
  inserted: (rows: number) => `导入成功，已生成草稿批次，共${rows}行，提交后生效`,
  indexNameMismatch: (code: string, name: string) => `指数编码${code}已存在，其名称为“${name}”`,
  batchNotFound: '上传批次不存在',
  batchSubmitted: (batchNo: string) => `批次${batchNo}已提交，不能重复提交`,
  submitted: '提交成功',
  indexUnknown: '指数不存在',
  needTwoIndices: '请至少选择两个指数',
  rangeTooLong: `日期范围不能超过${MAX_TREND_DAYS}天`,
  startAfterEnd: '开始日期不能晚于结束日期',
  badDay: (day: string) => `日期${day}不存在`,
} as const;

export const MARKET_MESSAGE_TEXTS: readonly MessageEntry[] = [
  { key: 'report.market.inserted', zh: /^导入成功，已生成草稿批次，共(\d+)行，提交后生效$/, en: 'Imported: a draft batch of {1} rows was created; it takes effect once submitted' },
  { key: 'report.market.indexNameMismatch', zh: /^指数编码(.+?)已存在，其名称为“(.*)”$/, en: 'Index code {1} exists already, named "{2}"' },
  { key: 'report.market.batchNotFound', zh: MARKET_MESSAGES.batchNotFound, en: 'The upload batch does not exist' },
  { key: 'report.market.batchSubmitted', zh: /^批次(.+?)已提交，不能重复提交$/, en: 'Batch {1} is submitted already; it cannot be submitted again' },
  { key: 'report.market.indexUnknown', zh: MARKET_MESSAGES.indexUnknown, en: 'The index does not exist' },
  { key: 'report.market.needTwoIndices', zh: MARKET_MESSAGES.needTwoIndices, en: 'Choose at least two indices' },
  { key: 'report.market.rangeTooLong', zh: /^日期范围不能超过(\d+)天$/, en: 'The date range cannot exceed {1} days' },
  { key: 'report.market.startAfterEnd', zh: MARKET_MESSAGES.startAfterEnd, en: 'The start date cannot be after the end date' },
  { key: 'report.market.badDay', zh: /^日期(.+?)不存在$/, en: 'The date {1} does not exist' },
];

registerMessages(MARKET_MESSAGE_TEXTS);
