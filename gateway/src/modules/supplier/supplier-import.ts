/**
 * 供应商档案 import (issue 22), on the shared import pipeline (core/import), under
 * /supplier/api/v1/supplier/import (template, check, runs/:checkId, its errors and commit), behind the
 * button supplier:info:import.
 *
 * A row is one new supplier, checked by the archive save's own rules (supplier-rules.ts): the credit
 * code's check digit (GB 32100-2015), the big type and a small type of it, the contact's mobile
 * (手机号有误). As the save does, a credit code another supplier already holds is refused
 * (统一社会信用代码 … 已被其他供应商使用), and so is one repeated in the file. 大类 and 小类 take a type's
 * name or number. A saved supplier is numbered (SUPPLIER_SN, as archive.ts), starts at 1 待准入 and has
 * its contact as the primary contact.
 */
import { validate, validationMessages } from '@srm/rules';
import { inArray } from 'drizzle-orm';
import { ApiError } from '../../core/envelope.js';
import type { ImportDeclaration, ImportValues } from '../../core/import/declaration.js';
import { importRoutes } from '../../core/import/routes.js';
import { registerMessages, type MessageEntry } from '../../core/message-catalogue.js';
import { nextSerial } from '../../core/serial/index.js';
import type { AppDatabase } from '../../db/connection.js';
import { supSupplier as supplier, supSupplierType as supplierType } from '../../db/tables/lookups.js';
import { supSupplierContact } from '../../db/tables/supplier.js';
import { isValidCreditCode } from '../lookups/credit-code.js';
import { SUPPLIER_SN_RULE } from './archive.js';
import { SUPPLIER_API, SUPPLIER_MENUS } from './lists.js';
import { SUPPLIER_SAVE_MESSAGES } from './supplier-rules.js';

export const SUPPLIER_IMPORT_BASE = `${SUPPLIER_API}/supplier/import`;

export const SUPPLIER_IMPORT_MESSAGES = {
  bigTypeUnknown: (value: string) => `大类 ${value} 不存在`,
  smallTypeUnknown: (value: string) => `小类 ${value} 不存在`,
  mobileInvalid: `联系电话：${validationMessages['zh-CN'].mobile}`,
} as const;

export const SUPPLIER_IMPORT_MESSAGE_TEXTS: readonly MessageEntry[] = [
  { key: 'supplier.import.bigTypeUnknown', zh: /^大类 (.+) 不存在$/u, en: 'Big type {1} does not exist' },
  { key: 'supplier.import.smallTypeUnknown', zh: /^小类 (.+) 不存在$/u, en: 'Small type {1} does not exist' },
  { key: 'supplier.import.mobileInvalid', zh: SUPPLIER_IMPORT_MESSAGES.mobileInvalid, en: 'Contact phone: invalid mobile number' },
];

registerMessages(SUPPLIER_IMPORT_MESSAGE_TEXTS);

type SupplierImportKey = 'name' | 'unifiedCreditCode' | 'bigType' | 'smallType' | 'ebsNo' | 'contactName' | 'contactPhone' | 'province' | 'city';

interface SupplierTypeRow {
  num: string;
  name: string;
  parent: string | null;
}

interface SupplierImportContext {
  types: readonly SupplierTypeRow[];
  /** The credit codes of the batch that a supplier already holds. */
  taken: ReadonlySet<string>;
}

const creditCodeOf = (values: ImportValues<SupplierImportKey>): string => (values.unifiedCreditCode ?? '').toUpperCase();

/** The big and small type numbers a row names (by number or name); null where none matches. */
export function resolveSupplierTypes(types: readonly SupplierTypeRow[], big: string, small: string): { bigNum: string | null; smallNum: string | null } {
  const bigType = types.find((type) => type.parent === null && type.num === big) ?? types.find((type) => type.parent === null && type.name === big);
  const smalls = types.filter((type) => type.parent !== null && (type.num === small || type.name === small));
  const smallType = smalls.find((type) => type.num === small) ?? smalls.find((type) => type.parent === bigType?.num) ?? smalls[0];
  return { bigNum: bigType?.num ?? null, smallNum: smallType?.num ?? null };
}

async function loadTypes(db: Pick<AppDatabase, 'select'>): Promise<SupplierTypeRow[]> {
  return db.select({ num: supplierType.typeNum, name: supplierType.typeName, parent: supplierType.parentNum }).from(supplierType);
}

async function takenCodes(db: Pick<AppDatabase, 'select'>, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db.select({ code: supplier.unifiedCreditCode }).from(supplier).where(inArray(supplier.unifiedCreditCode, [...codes]));
  return new Set(rows.map((row) => row.code ?? ''));
}

export const supplierImport: ImportDeclaration<SupplierImportKey, SupplierImportContext> = {
  name: 'supplier',
  label: '供应商档案',
  permission: SUPPLIER_MENUS.infoImport,
  columns: [
    { key: 'name', header: '供应商名称', type: 'text', required: true, maxLength: 100, sample: '河北粮食贸易有限公司' },
    { key: 'unifiedCreditCode', header: '统一社会信用代码', type: 'text', required: true, maxLength: 18, sample: '91130100MA0Q8H3K3K' },
    { key: 'bigType', header: '大类', type: 'text', required: true, maxLength: 50, sample: '原料供应商' },
    { key: 'smallType', header: '小类', type: 'text', required: true, maxLength: 50, sample: '粮食贸易商' },
    { key: 'ebsNo', header: 'EBS编号', type: 'text', maxLength: 30, sample: '' },
    { key: 'contactName', header: '联系人', type: 'text', required: true, maxLength: 50, sample: '张三' },
    { key: 'contactPhone', header: '联系电话', type: 'text', required: true, maxLength: 20, sample: '13800138000' },
    { key: 'province', header: '省', type: 'text', maxLength: 50, sample: '河北省' },
    { key: 'city', header: '市', type: 'text', maxLength: 50, sample: '石家庄市' },
  ],
  instructions: [
    '每行填写一个新供应商；统一社会信用代码须为18位且校验位正确，不能与已有供应商重复。',
    '大类、小类填写供应商类型的名称或编号，小类须属于所填大类；联系电话须为11位手机号。',
    '导入的供应商状态为“待准入”，编码由系统生成，联系人为其主联系人。',
  ],
  rowKey: creditCodeOf,
  async loadContext(db, rows) {
    const codes = [...new Set(rows.map(creditCodeOf).filter((code) => code !== ''))];
    const [types, taken] = await Promise.all([loadTypes(db), takenCodes(db, codes)]);
    return { types, taken };
  },
  checkRow(values, { types, taken }) {
    const problems: string[] = [];
    const code = creditCodeOf(values);
    if (!isValidCreditCode(code)) problems.push(SUPPLIER_SAVE_MESSAGES.creditCodeInvalid);
    else if (taken.has(code)) problems.push(SUPPLIER_SAVE_MESSAGES.creditCodeTaken(code));
    const big = values.bigType ?? '';
    const small = values.smallType ?? '';
    const { bigNum, smallNum } = resolveSupplierTypes(types, big, small);
    if (bigNum === null) problems.push(SUPPLIER_IMPORT_MESSAGES.bigTypeUnknown(big));
    if (smallNum === null) problems.push(SUPPLIER_IMPORT_MESSAGES.smallTypeUnknown(small));
    else if (bigNum !== null && types.find((type) => type.num === smallNum)?.parent !== bigNum) problems.push(SUPPLIER_SAVE_MESSAGES.smallTypeMismatch);
    if (validate('mobile', values.contactPhone ?? '')) problems.push(SUPPLIER_IMPORT_MESSAGES.mobileInvalid);
    return problems;
  },
  async saveRows(tx, rows, { userName, state }) {
    let types = state.get('types') as SupplierTypeRow[] | undefined;
    if (!types) {
      types = await loadTypes(tx);
      state.set('types', types);
    }
    const suppliers = [];
    for (const { values } of rows) {
      const { bigNum, smallNum } = resolveSupplierTypes(types, values.bigType ?? '', values.smallType ?? '');
      suppliers.push({
        sn: await nextSerial(tx, SUPPLIER_SN_RULE),
        name: values.name ?? '',
        unifiedCreditCode: creditCodeOf(values),
        bigType: bigNum,
        smallType: smallNum,
        financialStatus: 1 as const,
        ebsNo: values.ebsNo,
        contactName: values.contactName,
        contactPhone: values.contactPhone,
        province: values.province,
        city: values.city,
        createdBy: userName,
        updatedBy: userName,
      });
    }
    const saved = await tx.insert(supplier).values(suppliers).onConflictDoNothing().returning({ sn: supplier.sn, code: supplier.unifiedCreditCode });
    if (saved.length < suppliers.length) {
      // A supplier with the code was added after the check (the commit re-checks, so only a race gets here).
      const savedCodes = new Set(saved.map((row) => row.code));
      const lost = suppliers.find((row) => !savedCodes.has(row.unifiedCreditCode));
      throw new ApiError(400, SUPPLIER_SAVE_MESSAGES.creditCodeTaken(lost?.unifiedCreditCode ?? ''));
    }
    await tx.insert(supSupplierContact).values(
      suppliers.map((row) => ({ supplierSn: row.sn, contactName: row.contactName ?? '', mobile: row.contactPhone ?? '', isPrimary: 1 as const, createdBy: userName, updatedBy: userName })),
    );
    return saved.length;
  },
};

/** The import's routes (a plugin for the area's index.ts). */
export const supplierImportRoutes = importRoutes(SUPPLIER_IMPORT_BASE, { declaration: supplierImport, asciiName: 'supplier-import-template.xlsx' });
