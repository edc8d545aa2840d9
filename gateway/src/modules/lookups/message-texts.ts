/**
 * The lookups' messages in the catalogue (core/message-catalogue.ts): the key and English twin of every
 * Chinese text their routes throw or answer (the *_MESSAGES of this folder, and the list texts with their
 * labels). test/message-catalogue-areas.test.ts checks that every message of the area is catalogued.
 */
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import { registerMessages, type MessageEntry } from '../../core/message-catalogue.js';

/** The list resources with a detail route (finance.ts, customers.ts): their label in English. */
const RESOURCES: readonly (readonly [label: string, en: string])[] = [
  ['币种', 'currency'],
  ['付款方式', 'payment method'],
  ['税率', 'tax rate'],
  ['付款条件', 'payment terms'],
  ['计量单位', 'unit of measure'],
  ['客户', 'customer'],
];

export const LOOKUP_MESSAGE_TEXTS: readonly MessageEntry[] = [
  { key: 'lookups.unknownOrg', zh: /^组织不存在：(.*)$/s, en: 'The organisation does not exist: {1}' },
  { key: 'lookups.unknownSupplier', zh: /^供应商不存在：(.*)$/s, en: 'The supplier does not exist: {1}' },
  { key: 'lookups.unknownCategory', zh: /^品类不存在：(.*)$/s, en: 'The category does not exist: {1}' },
  { key: 'lookups.supplierSnOrNameRequired', zh: '请提供供应商编码或供应商名称', en: 'Provide a supplier code or supplier name' },
  { key: 'lookups.companyRequired', zh: '请选择公司', en: 'Select a company' },
  { key: 'lookups.inventoryOrgRequired', zh: '请选择库存组织', en: 'Select an inventory organisation' },
  { key: 'lookups.notTradingCompany', zh: '该公司不是贸易公司', en: 'This company is not a trading company' },
  { key: 'lookups.orgNotOfCompany', zh: '该库存组织不属于所选公司', en: 'This inventory organisation does not belong to the selected company' },
  { key: 'lookups.supplierNotQualified', zh: /^供应商 (.+) 当前为(\S+)状态，不能签订合同$/, en: 'Supplier {1} is {2} and cannot be contracted' },
  { key: 'lookups.supplierCertificateExpired', zh: /^供应商 (.+) 的必备证照（(.+)）已过期，不能签订新合同$/, en: 'The required certificate ({2}) of supplier {1} has expired; no new contract can be signed' },
  ...RESOURCES.map(([label, en]): MessageEntry => ({ key: 'list.notFound', zh: SAVE_MESSAGES.notFound(label), en: `The ${en} does not exist or you may not see it` })),
];

registerMessages(LOOKUP_MESSAGE_TEXTS);
