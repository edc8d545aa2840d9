/**
 * The import of business confirmations (issue 25; spec 02 §7 execution business-process-head import)
 * on the import pipeline (core/import): POST business-process-head/import/check, the run's summary and
 * error workbook, …/commit, and the template (reconciliation:bus-confirm). One row is one new business
 * confirmation: supplier, organisation and category in the caller's scope, business date, quantity and
 * amount; its number is drawn from BUSINESS_PROCESS_NO when the rows are saved.
 */
import { eq, inArray } from 'drizzle-orm';
import { dataScopeFor, loadAccess, type DataScopeFilter } from '../../core/access.js';
import type { ImportColumn, ImportDeclaration, ImportValues } from '../../core/import/declaration.js';
import { importRoutes } from '../../core/import/routes.js';
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import { nextSerial } from '../../core/serial/index.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysOrg } from '../../db/schema.js';
import { supSupplier } from '../../db/tables/lookups.js';
import { stlBusinessProcessHead } from '../../db/tables/settlement.js';
import { PROCESS_NO_RULE } from './business-process.js';
import { CHECK_MENUS, PROCESS_BASE } from './check-list.js';
import { CHECK_MESSAGES } from './check-message-texts.js';

type ImportKey = 'supplierSn' | 'orgCode' | 'categoryCode' | 'businessDate' | 'quantity' | 'amount' | 'remark';

const COLUMNS: readonly ImportColumn<ImportKey>[] = [
  { key: 'supplierSn', header: '供应商编码', type: 'text', required: true, maxLength: 40, sample: 'S0001' },
  { key: 'orgCode', header: '组织编码', type: 'text', required: true, maxLength: 40, sample: '101001' },
  { key: 'categoryCode', header: '品类编码', type: 'text', required: true, maxLength: 40, sample: '100101' },
  { key: 'businessDate', header: '业务日期', type: 'date', required: true, sample: '2026-11-20' },
  { key: 'quantity', header: '数量', type: 'decimal', required: true, scale: 3, min: '0', max: '999999999999', sample: '30.134' },
  { key: 'amount', header: '金额', type: 'decimal', required: true, scale: 2, min: '0', max: '9999999999999', sample: '69006.86' },
  { key: 'remark', header: '备注', type: 'text', maxLength: 500, sample: '' },
];

interface ImportContext {
  scope: DataScopeFilter;
  suppliers: ReadonlyMap<string, string>;
}

const text = (values: ImportValues<ImportKey>, key: ImportKey): string => values[key]?.trim() ?? '';

async function suppliersOf(db: Pick<AppDatabase, 'select'>, sns: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(sns.filter((sn) => sn !== ''))];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ sn: supSupplier.sn, name: supSupplier.name }).from(supSupplier).where(inArray(supSupplier.sn, unique));
  return new Map(rows.map((row) => [row.sn, row.name]));
}

function scopeProblems(values: ImportValues<ImportKey>, scope: DataScopeFilter): string[] {
  const problems: string[] = [];
  if (scope.orgCodes !== 'all' && !scope.orgCodes.includes(text(values, 'orgCode'))) problems.push(SAVE_MESSAGES.noOrgPermission);
  if (scope.categoryCodes !== 'all' && !scope.categoryCodes.includes(text(values, 'categoryCode'))) problems.push(SAVE_MESSAGES.noCategoryPermission);
  return problems;
}

export function businessProcessImport(db: AppDatabase): ImportDeclaration<ImportKey, ImportContext> {
  return {
    name: 'business-process',
    label: '业务确认单',
    permission: CHECK_MENUS.busConfirm,
    columns: COLUMNS,
    instructions: ['每行为一张新建的业务确认单：供应商编码须存在，组织和品类须在您的数据权限内；数量最多3位小数，金额最多2位小数。'],
    async loadContext(source, rows, caller) {
      const scope = dataScopeFor(await loadAccess(db, caller.userId), CHECK_MENUS.list);
      return { scope, suppliers: await suppliersOf(source, rows.map((row) => text(row, 'supplierSn'))) };
    },
    checkRow(values, { scope, suppliers }) {
      const problems = scopeProblems(values, scope);
      if (!suppliers.has(text(values, 'supplierSn'))) problems.push(CHECK_MESSAGES.supplierUnknown(text(values, 'supplierSn')));
      return problems;
    },
    async saveRows(tx, rows, { userName }) {
      const suppliers = await suppliersOf(tx, rows.map(({ values }) => text(values, 'supplierSn')));
      for (const { values } of rows) {
        const orgCode = text(values, 'orgCode');
        const [org] = await tx.select({ name: sysOrg.orgName }).from(sysOrg).where(eq(sysOrg.orgCode, orgCode)).limit(1);
        await tx.insert(stlBusinessProcessHead).values({
          processNo: await nextSerial(tx, PROCESS_NO_RULE),
          orgCode,
          orgName: org?.name ?? null,
          categoryCode: text(values, 'categoryCode'),
          supplierSn: text(values, 'supplierSn'),
          supplierName: suppliers.get(text(values, 'supplierSn')) ?? text(values, 'supplierSn'),
          businessDate: text(values, 'businessDate'),
          quantity: text(values, 'quantity'),
          amount: text(values, 'amount'),
          remark: values.remark,
          createdBy: userName,
          updatedBy: userName,
        });
      }
      return rows.length;
    },
  };
}

/** The import's routes (a plugin for check-part.ts). */
export const businessProcessImportRoutes = (db: AppDatabase) =>
  importRoutes(`${PROCESS_BASE}/import`, { declaration: businessProcessImport(db), asciiName: 'business-process-import-template.xlsx' });
