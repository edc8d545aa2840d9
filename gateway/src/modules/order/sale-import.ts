/**
 * The sales order import (issue 26, part G2) on the shared pipeline (core/import), under
 * /material/api/v1/order/sale/import (template, check, runs/:checkId, its errors and commit), behind the
 * button order:sale:import. One row per order line; the rows with the same 订单参考号 make one order and
 * must agree on its head (销售组织编码, 客户组织编码, 品类编码, 订单日期, 交货日期). Each order is saved as
 * POST save does (sale-save.ts): new, numbered XS…, amounts amountOfTexts(数量, 含税单价).
 */
import { dataScopeFor, loadAccess, type DataScopeFilter } from '../../core/access.js';
import { ApiError } from '../../core/envelope.js';
import type { ImportColumn, ImportDeclaration, ImportValues } from '../../core/import/declaration.js';
import { importRoutes } from '../../core/import/routes.js';
import { amountOfTexts } from '@srm/rules';
import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/connection.js';
import { matSaleOrderLine } from '../../db/tables/order.js';
import { accountOf, refreshSaleTotals } from './sale-common.js';
import { ORDER_MENUS, SALE_ORDER_BASE } from './order-paths.js';
import { SALE_MESSAGES } from './sale-message-texts.js';
import { categoryNames, materialFacts, orgFacts, orgProblem, saveSaleOrder, type MaterialFacts, type OrgFacts } from './sale-save.js';

export const SALE_IMPORT_BASE = `${SALE_ORDER_BASE}/import`;

type ImportKey = 'ref' | 'orgCode' | 'customerOrgCode' | 'categoryCode' | 'orderDate' | 'deliveryDate' | 'matCode' | 'quantity' | 'priceWithTax' | 'taxRate' | 'remark';

const COLUMNS: readonly ImportColumn<ImportKey>[] = [
  { key: 'ref', header: '订单参考号', type: 'text', required: true, maxLength: 40, sample: 'A001' },
  { key: 'orgCode', header: '销售组织编码', type: 'text', required: true, maxLength: 40, sample: '301001' },
  { key: 'customerOrgCode', header: '客户组织编码', type: 'text', required: true, maxLength: 40, sample: '101001' },
  { key: 'categoryCode', header: '品类编码', type: 'text', required: true, maxLength: 40, sample: '0101' },
  { key: 'orderDate', header: '订单日期', type: 'date', required: true, sample: '2026-11-20' },
  { key: 'deliveryDate', header: '交货日期', type: 'date', sample: '2026-12-10' },
  { key: 'matCode', header: '物料编码', type: 'text', required: true, maxLength: 40, sample: 'M0101' },
  { key: 'quantity', header: '数量', type: 'decimal', required: true, scale: 3, min: '0.001', max: '999999999999', sample: '500' },
  { key: 'priceWithTax', header: '含税单价', type: 'decimal', required: true, scale: 6, min: '0', max: '999999999999', sample: '2650.5' },
  { key: 'taxRate', header: '税率', type: 'decimal', required: true, scale: 2, min: '0', max: '99.99', sample: '9' },
  { key: 'remark', header: '备注', type: 'text', maxLength: 500, sample: '' },
];

const HEAD_KEYS = ['orgCode', 'customerOrgCode', 'categoryCode', 'orderDate', 'deliveryDate'] as const;

interface ImportContext {
  orgs: ReadonlyMap<string, OrgFacts>;
  categories: ReadonlyMap<string, string>;
  materials: ReadonlyMap<string, MaterialFacts>;
  scope: DataScopeFilter;
  /** The head of each reference: the first row's head cells in the batch. */
  heads: ReadonlyMap<string, string>;
}

const text = (values: ImportValues<ImportKey>, key: ImportKey): string => (values[key] ?? '').trim();
const headOf = (values: ImportValues<ImportKey>): string => HEAD_KEYS.map((key) => text(values, key)).join('|');

/** What the commit keeps across batches: the order each reference became. */
type Saved = Map<string, number>;

export function saleOrderImport(db: AppDatabase): ImportDeclaration<ImportKey, ImportContext> {
  return {
    name: 'sale-order',
    label: '销售订单',
    permission: ORDER_MENUS.saleImport,
    columns: COLUMNS,
    instructions: [
      '每行填写销售订单的一行：订单参考号相同的行合为一张销售订单，其销售组织、客户组织、品类、订单日期和交货日期须一致。',
      '销售组织须为贸易公司，客户组织须为集团内的其他公司；物料编码须为已有物料。',
      '数量大于0，最多3位小数；含税单价最多6位小数；税率为百分数（如 9 表示 9%）。金额由系统按数量×含税单价计算。',
    ],
    committedMessage: (imported, counts) => SALE_MESSAGES.importCommitted(counts['orders'] ?? 0, imported),
    async loadContext(source, rows, caller) {
      const scope = dataScopeFor(await loadAccess(db, caller.userId), ORDER_MENUS.sale);
      const [orgs, categories, materials] = await Promise.all([
        orgFacts(source, rows.flatMap((row) => [text(row, 'orgCode'), text(row, 'customerOrgCode')])),
        categoryNames(source, rows.map((row) => text(row, 'categoryCode'))),
        materialFacts(source, rows.map((row) => text(row, 'matCode'))),
      ]);
      const heads = new Map<string, string>();
      for (const row of rows) if (!heads.has(text(row, 'ref'))) heads.set(text(row, 'ref'), headOf(row));
      return { orgs, categories, materials, scope, heads };
    },
    checkRow(values, { orgs, categories, materials, scope, heads }) {
      const problems: string[] = [];
      const orgCode = text(values, 'orgCode');
      const problem = orgProblem(orgCode, text(values, 'customerOrgCode'), orgs);
      if (problem) problems.push(problem);
      else if (scope.orgCodes !== 'all' && !scope.orgCodes.includes(orgCode)) problems.push(SALE_MESSAGES.importOutOfScope(orgCode));
      if (!categories.has(text(values, 'categoryCode'))) problems.push(SALE_MESSAGES.categoryUnknown(text(values, 'categoryCode')));
      if (!materials.has(text(values, 'matCode'))) problems.push(SALE_MESSAGES.materialUnknown(text(values, 'matCode')));
      const deliveryDate = text(values, 'deliveryDate');
      if (deliveryDate !== '' && deliveryDate < text(values, 'orderDate')) problems.push(SALE_MESSAGES.deliveryBeforeOrder);
      if (heads.get(text(values, 'ref')) !== headOf(values)) problems.push(SALE_MESSAGES.importHeadMismatch(text(values, 'ref')));
      return problems;
    },
    async saveRows(tx, rows, meta) {
      const userId = Number(meta.userName);
      const scope = dataScopeFor(await loadAccess(db, userId), ORDER_MENUS.sale);
      const actor = await accountOf(tx, userId);
      const saved = (meta.state.get('orders') as Saved | undefined) ?? new Map<string, number>();
      meta.state.set('orders', saved);
      const groups = new Map<string, ImportValues<ImportKey>[]>();
      for (const { values } of rows) groups.set(text(values, 'ref'), [...(groups.get(text(values, 'ref')) ?? []), values]);
      for (const [ref, group] of groups) {
        const lines = group.map((values) => ({
          matCode: text(values, 'matCode'),
          quantity: text(values, 'quantity'),
          priceWithTax: text(values, 'priceWithTax'),
          taxRate: text(values, 'taxRate'),
          remark: values.remark,
        }));
        const existing = saved.get(ref);
        try {
          if (existing === undefined) {
            const first = group[0]!;
            const order = await saveSaleOrder(
              tx,
              {
                orgCode: text(first, 'orgCode'),
                customerOrgCode: text(first, 'customerOrgCode'),
                categoryCode: text(first, 'categoryCode'),
                orderDate: text(first, 'orderDate'),
                deliveryDate: first.deliveryDate,
                lines,
              },
              { scope, actor },
            );
            saved.set(ref, order.id);
            meta.count('orders', 1);
          } else await appendLines(tx, existing, lines, actor);
        } catch (error) {
          if (error instanceof ApiError) throw new ApiError(error.httpStatus, SALE_MESSAGES.importOrder(ref, error.message));
          throw error;
        }
      }
      return rows.length;
    },
  };
}

/** Lines of a reference met again in a later batch, added to the order its first batch made. */
async function appendLines(tx: Parameters<ImportDeclaration['saveRows']>[0], orderId: number, lines: readonly { matCode: string; quantity: string; priceWithTax: string; taxRate: string; remark: string | null }[], actor: string): Promise<void> {
  const materials = await materialFacts(tx, lines.map((line) => line.matCode));
  const [last] = await tx.select({ lineNo: sql<number>`coalesce(max(${matSaleOrderLine.lineNo}), 0)::int` }).from(matSaleOrderLine).where(eq(matSaleOrderLine.orderId, orderId));
  const start = Number(last?.lineNo ?? 0);
  await tx.insert(matSaleOrderLine).values(
    lines.map((line, index) => {
      const material = materials.get(line.matCode);
      if (!material) throw new ApiError(400, SALE_MESSAGES.materialUnknown(line.matCode));
      return {
        orderId,
        lineNo: start + index + 1,
        matCode: material.matCode,
        matName: material.matName,
        unitCode: material.unitCode ?? 't',
        quantity: line.quantity,
        priceWithTax: line.priceWithTax,
        taxRate: line.taxRate,
        amount: amountOfTexts(line.quantity, line.priceWithTax),
        remark: line.remark?.trim() || null,
        createdBy: actor,
        updatedBy: actor,
      };
    }),
  );
  await refreshSaleTotals(tx, [orderId]);
}

/** The import's routes (a plugin for sale-part.ts). */
export const saleImportRoutes = (db: AppDatabase) => importRoutes(SALE_IMPORT_BASE, { declaration: saleOrderImport(db), asciiName: 'sale-order-import-template.xlsx' });
