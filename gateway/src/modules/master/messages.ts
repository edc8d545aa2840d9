/** The Chinese texts the master-data routes throw (catalogued with their English in message-texts.ts). */
export const MASTER_MESSAGES = {
  codeTaken: (code: string) => `指标编码${code}已存在`,
  rangeInvalid: '标准下限不能大于标准上限',
  stepInvalid: '扣除步长必须大于0',
  ruleIncomplete: '扣除步长与扣除值须同时填写',
  standardRequired: '标准下限与标准上限至少填写一项',
  materialUnknown: (code: string) => `物料编码${code}不存在`,
  indexUnknown: (code: string) => `指标编码${code}不存在`,
  indexRepeated: (code: string) => `指标编码${code}重复`,
} as const;
