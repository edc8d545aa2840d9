/**
 * The master-data area's messages in the catalogue (core/message-catalogue.ts): the key and English twin
 * of every Chinese text its routes throw (MASTER_MESSAGES). The list engine's texts (新增成功, 修改成功,
 * 删除成功, …不存在或无权查看) are catalogued by core/list/routes.ts.
 */
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import { registerMessages, type MessageEntry } from '../../core/message-catalogue.js';
import { MASTER_SYNC_MESSAGES } from './erp-sync.js';
import { MATERIAL_DETAIL_MESSAGES } from './material-detail.js';
import { MATERIAL_NAME_MAX, MATERIAL_SAVE_MESSAGES } from './material-save.js';
import { MASTER_IMPORT_MESSAGES } from './imports.js';
import { MASTER_MESSAGES } from './messages.js';
import { UNIT_CONVERT_SAVE_MESSAGES } from './unit-convert-save.js';

/** The list resources of the area: their label in English. */
const RESOURCES: readonly (readonly [label: string, en: string])[] = [
  ['质量指标', 'quality index'],
  ['单位换算', 'unit conversion'],
  ['物料税率', 'material tax rate'],
];

export const MASTER_MESSAGE_TEXTS: readonly MessageEntry[] = [
  { key: 'master.codeTaken', zh: /^指标编码(\S+)已存在$/, en: 'Index code {1} is already used' },
  { key: 'master.rangeInvalid', zh: MASTER_MESSAGES.rangeInvalid, en: 'The standard minimum cannot be above the standard maximum' },
  { key: 'master.stepInvalid', zh: MASTER_MESSAGES.stepInvalid, en: 'The deduction step must be above 0' },
  { key: 'master.ruleIncomplete', zh: MASTER_MESSAGES.ruleIncomplete, en: 'Fill in the deduction step and the deduction value together' },
  { key: 'master.standardRequired', zh: MASTER_MESSAGES.standardRequired, en: 'Fill in the standard minimum, the standard maximum or both' },
  { key: 'master.materialUnknown', zh: /^物料编码(\S+)不存在$/, en: 'Material code {1} does not exist' },
  { key: 'master.indexUnknown', zh: /^指标编码(\S+)不存在$/, en: 'Index code {1} does not exist' },
  { key: 'master.indexRepeated', zh: /^指标编码(\S+)重复$/, en: 'Index code {1} is given twice' },
  { key: 'master.materialNotFound', zh: MATERIAL_DETAIL_MESSAGES.notFound, en: 'The material does not exist or you may not see it' },
  { key: 'master.unitConvertTaken', zh: UNIT_CONVERT_SAVE_MESSAGES.taken, en: 'This material already has a conversion between these units' },
  { key: 'master.syncSubmitted', zh: MASTER_SYNC_MESSAGES.submitted, en: 'Sync submitted; see the interface log for the result' },
  { key: 'master.syncSubmittedNotConfigured', zh: MASTER_SYNC_MESSAGES.submittedNotConfigured, en: 'Sync submitted; no ERP address is configured, it will be sent once one is' },
  { key: 'master.syncPending', zh: MASTER_SYNC_MESSAGES.pending, en: 'The previous sync has not finished yet; try again later' },
  { key: 'master.material.notFound', zh: MATERIAL_SAVE_MESSAGES.notFound, en: 'The material does not exist' },
  { key: 'master.material.codeRequired', zh: MATERIAL_SAVE_MESSAGES.codeRequired, en: 'Fill in the material code' },
  { key: 'master.material.codeInvalid', zh: MATERIAL_SAVE_MESSAGES.codeInvalid, en: 'The material code must be 1 to 40 letters, digits, underscores or hyphens' },
  { key: 'master.material.codeTaken', zh: /^物料编码 (\S+) 已存在$/, en: 'Material code {1} is already used' },
  { key: 'master.material.codeFixed', zh: MATERIAL_SAVE_MESSAGES.codeFixed, en: 'A material code cannot be changed once saved' },
  { key: 'master.material.nameRequired', zh: MATERIAL_SAVE_MESSAGES.nameRequired, en: 'Fill in the material name' },
  { key: 'master.material.nameTooLong', zh: MATERIAL_SAVE_MESSAGES.nameTooLong, en: `The material name can have at most ${MATERIAL_NAME_MAX} characters` },
  { key: 'master.material.categoryRequired', zh: MATERIAL_SAVE_MESSAGES.categoryRequired, en: 'Choose the material category' },
  { key: 'master.material.categoryUnknown', zh: /^品类 (\S+) 不存在$/, en: 'Category {1} does not exist' },
  { key: 'master.material.categoryNotLeaf', zh: /^品类 (\S+) 不是末级品类$/, en: 'Category {1} is not a leaf category' },
  { key: 'master.material.unitUnknown', zh: /^计量单位 (\S+) 不存在$/, en: 'Unit {1} does not exist' },
  { key: 'master.material.taxRateUnknown', zh: /^税率 (\S+) 不存在$/, en: 'Tax rate {1} does not exist' },
  { key: 'master.material.statusInvalid', zh: MATERIAL_SAVE_MESSAGES.statusInvalid, en: 'The material status must be Active or Inactive' },
  { key: 'master.import.sameUnits', zh: MASTER_IMPORT_MESSAGES.sameUnits, en: 'The units before and after the conversion cannot be the same' },
  ...RESOURCES.map(([label, en]): MessageEntry => ({ key: 'list.notFound', zh: SAVE_MESSAGES.notFound(label), en: `The ${en} does not exist or you may not see it` })),
];

registerMessages(MASTER_MESSAGE_TEXTS);
