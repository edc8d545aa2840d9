/**
 * The demand masters' Excel imports (issue 23, part 3) on the shared pipeline (core/import): template,
 * check with 第N行： messages and the error workbook, all-or-nothing commit, under `<list>/import`:
 *
 * - dem/small-material-rule/import and small-material-price/import (demand:small-material:import): the
 *   material must be small (spec 02 §3); a rule replaces the org's rule of the material, a price the one
 *   of the same org, supplier, material and start date;
 * - dem/estimate-consume/import (demand:month:edit): one row per org, material and month, replaced;
 * - dem/feed-target-sale/import and dem/feed-estimate-sale/import (demand:feed-sale:import): one row per
 *   org, month and feed kind (猪料, 禽料, 反刍料), replaced.
 *
 * The orgs, materials and suppliers a batch names are loaded with one query each.
 */
import { inArray, sql } from 'drizzle-orm';
import { dataScopeFor, loadAccess } from '../../core/access.js';
import type { ImportCaller, ImportColumn, ImportDeclaration, ImportValues } from '../../core/import/declaration.js';
import { importRoutes } from '../../core/import/routes.js';
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysOrg } from '../../db/schema.js';
import { demEstimateConsume } from '../../db/tables/demand.js';
import { demFeedEstimateSale, demFeedTargetSale, demSmallMaterialPrice, demSmallMaterialRule } from '../../db/tables/demand-masters.js';
import { supSupplier } from '../../db/tables/lookups.js';
import { ESTIMATE_CONSUME_BASE } from './estimate-consume.js';
import { FEED_ESTIMATE_SALE_BASE, FEED_TARGET_SALE_BASE } from './feed-sale.js';
import { DEMAND_MASTER_MESSAGES as M } from './masters-message-texts.js';
import { DEMAND_MASTER_MENUS as MENUS } from './masters-lists.js';
import { materialsOf, materialUnknown, type MaterialFacts } from './masters-save.js';
import { PRICE_BASE, RULE_BASE } from './small-material.js';
import { isSmallMaterial, LEAD_TIME_MAX_DAYS, priceProblems, ruleProblems, SMALL_MATERIAL_RULE_MESSAGES as RULE } from './small-material-rules.js';

interface Known {
  orgs: ReadonlyMap<string, string>;
  materials: ReadonlyMap<string, MaterialFacts>;
  suppliers: ReadonlyMap<string, string>;
  /** The importer's orgs on the import's page: a row of another org is refused ('all' while saving). */
  orgScope: 'all' | readonly string[];
}

const distinct = (rows: readonly ImportValues[], key: string): string[] => [...new Set(rows.map((row) => row[key] ?? '').filter((code) => code !== ''))];

async function loadKnown(db: Pick<AppDatabase, 'select'>, rows: readonly ImportValues[], orgScope: Known['orgScope'] = 'all'): Promise<Known> {
  const orgCodes = distinct(rows, 'orgCode');
  const supplierSns = distinct(rows, 'supplierSn');
  const [orgs, materials, suppliers] = await Promise.all([
    orgCodes.length === 0 ? [] : db.select({ code: sysOrg.orgCode, name: sysOrg.orgName }).from(sysOrg).where(inArray(sysOrg.orgCode, orgCodes)),
    materialsOf(db, distinct(rows, 'matCode')),
    supplierSns.length === 0 ? [] : db.select({ code: supSupplier.sn, name: supSupplier.name }).from(supSupplier).where(inArray(supSupplier.sn, supplierSns)),
  ]);
  return { orgs: new Map(orgs.map((row) => [row.code, row.name])), materials, suppliers: new Map(suppliers.map((row) => [row.code, row.name])), orgScope };
}

/** The loadContext of an import on `menu`'s page: the rows' codes and the caller's orgs on that page. */
const knownOnPage =
  (menu: string) =>
  async (db: AppDatabase, rows: readonly ImportValues[], caller: ImportCaller): Promise<Known> =>
    loadKnown(db, rows, dataScopeFor(await loadAccess(db, caller.userId), menu).orgCodes);

const YEAR_MONTH = /^[0-9]{4}-(0[1-9]|1[0-2])$/;

function knownProblems(values: ImportValues, known: Known, options: { small?: boolean } = {}): string[] {
  const problems: string[] = [];
  const orgCode = values['orgCode'];
  if (orgCode && !known.orgs.has(orgCode)) problems.push(M.orgUnknown(orgCode));
  else if (orgCode && known.orgScope !== 'all' && !known.orgScope.includes(orgCode)) problems.push(SAVE_MESSAGES.noOrgPermission);
  const matCode = values['matCode'];
  if (matCode !== undefined && matCode !== null) {
    const material = known.materials.get(matCode);
    if (!material) problems.push(materialUnknown(matCode));
    else if (options.small && !isSmallMaterial(material, material.categoryName)) problems.push(RULE.notSmall(matCode));
  }
  const supplierSn = values['supplierSn'];
  if (supplierSn && !known.suppliers.has(supplierSn)) problems.push(M.supplierUnknown(supplierSn));
  const yearMonth = values['yearMonth'];
  if (yearMonth !== undefined && yearMonth !== null && !YEAR_MONTH.test(yearMonth)) problems.push(M.badYearMonth);
  return problems;
}

const ORG: ImportColumn = { key: 'orgCode', header: '组织编码', type: 'text', required: true, maxLength: 64, sample: '101001' };
const MAT = (sample: string): ImportColumn => ({ key: 'matCode', header: '物料编码', type: 'text', required: true, maxLength: 64, sample });
const REMARK: ImportColumn = { key: 'remark', header: '备注', type: 'text', maxLength: 500, sample: '' };
const QUANTITY = (key: string, header: string, sample: string, required = true): ImportColumn => ({ key, header, type: 'decimal', required, scale: 3, min: '0', sample });
const YM: ImportColumn = { key: 'yearMonth', header: '年月', type: 'text', required: true, maxLength: 7, sample: '2026-11' };

/** A row's org and material with the names the batch loaded. */
function orgAndMaterial(values: ImportValues, known: Known) {
  const material = known.materials.get(values['matCode'] ?? '');
  return {
    orgCode: values['orgCode'] ?? '',
    orgName: known.orgs.get(values['orgCode'] ?? '') ?? null,
    matCode: values['matCode'] ?? '',
    matName: material?.matName ?? null,
    unitCode: material?.unitCode ?? null,
  };
}

/** Audit values of a commit's rows. */
const audit = (userName: string) => ({ createdBy: userName, updatedBy: userName });
const bump = (userName: string, version: { version: unknown }) => ({ updatedBy: userName, updatedTime: new Date(), version: sql`${version.version} + 1` });

/** Loads (and keeps for the commit) what the rows name. */
async function knownOf(tx: Pick<AppDatabase, 'select'>, state: Map<string, unknown>, rows: readonly ImportValues[]): Promise<Known> {
  const known = await loadKnown(tx, rows);
  state.set('known', known);
  return known;
}

export const smallMaterialRuleImport: ImportDeclaration<string, Known> = {
  name: 'small-material-rule',
  label: '小宗物料规则',
  permission: MENUS.smallMaterialImport,
  columns: [ORG, MAT('2002010001'), QUANTITY('safetyStock', '安全库存', '500'), QUANTITY('reorderPoint', '再订货点', '800'), { key: 'leadTimeDays', header: '采购提前期（天）', type: 'integer', required: true, min: '0', max: String(LEAD_TIME_MAX_DAYS), sample: '7' }, REMARK],
  instructions: ['每行一条组织、物料的规则；物料须为小宗物料（包装物或预混料），已有规则的将被替换。', '再订货点不能小于安全库存。'],
  rowKey: (values) => `${values['orgCode']}|${values['matCode']}`,
  loadContext: knownOnPage(MENUS.smallMaterial),
  checkRow(values, known) {
    return [...knownProblems(values, known, { small: true }), ...ruleProblems({ safetyStock: values['safetyStock'] ?? '', reorderPoint: values['reorderPoint'] ?? '', leadTimeDays: values['leadTimeDays'] ?? '' })];
  },
  async saveRows(tx, rows, { userName, state }) {
    const known = await knownOf(tx, state, rows.map((row) => row.values));
    for (const { values } of rows) {
      const row = {
        ...orgAndMaterial(values, known),
        safetyStock: values['safetyStock'] ?? '0',
        reorderPoint: values['reorderPoint'] ?? '0',
        leadTimeDays: Number(values['leadTimeDays'] ?? 0),
        remark: values['remark'],
      };
      await tx.insert(demSmallMaterialRule).values({ ...row, ...audit(userName) }).onConflictDoUpdate({ target: [demSmallMaterialRule.orgCode, demSmallMaterialRule.matCode], set: { ...row, ...bump(userName, demSmallMaterialRule) } });
    }
    return rows.length;
  },
};

export const smallMaterialPriceImport: ImportDeclaration<string, Known> = {
  name: 'small-material-price',
  label: '小宗物料价格',
  permission: MENUS.smallMaterialImport,
  columns: [
    ORG,
    { key: 'supplierSn', header: '供应商编码', type: 'text', required: true, maxLength: 64, sample: 'S0001' },
    MAT('2002010001'),
    { key: 'price', header: '单价', type: 'decimal', required: true, scale: 4, min: '0', sample: '1.85' },
    { key: 'validFrom', header: '有效期起', type: 'date', required: true, sample: '2026-01-01' },
    { key: 'validTo', header: '有效期止', type: 'date', required: true, sample: '2026-12-31' },
    REMARK,
  ],
  instructions: ['每行一条价格；物料须为小宗物料（包装物或预混料），同一组织、供应商、物料、有效期起的价格将被替换。'],
  rowKey: (values) => `${values['orgCode']}|${values['supplierSn']}|${values['matCode']}|${values['validFrom']}`,
  loadContext: knownOnPage(MENUS.smallMaterial),
  checkRow(values, known) {
    return [...knownProblems(values, known, { small: true }), ...priceProblems({ price: values['price'] ?? '', validFrom: values['validFrom'] ?? '', validTo: values['validTo'] ?? '' })];
  },
  async saveRows(tx, rows, { userName, state }) {
    const known = await knownOf(tx, state, rows.map((row) => row.values));
    for (const { values } of rows) {
      const row = {
        ...orgAndMaterial(values, known),
        supplierSn: values['supplierSn'] ?? '',
        supplierName: known.suppliers.get(values['supplierSn'] ?? '') ?? null,
        price: values['price'] ?? '0',
        validFrom: values['validFrom'] ?? '',
        validTo: values['validTo'] ?? '',
        remark: values['remark'],
      };
      const p = demSmallMaterialPrice;
      await tx.insert(p).values({ ...row, ...audit(userName) }).onConflictDoUpdate({ target: [p.orgCode, p.supplierSn, p.matCode, p.validFrom], set: { ...row, ...bump(userName, p) } });
    }
    return rows.length;
  },
};

export const estimateConsumeImport: ImportDeclaration<string, Known> = {
  name: 'estimate-consume',
  label: '预估消耗',
  permission: MENUS.monthEdit,
  columns: [ORG, MAT('1001010001'), YM, QUANTITY('estimatedQuantity', '预估消耗量', '1200.5'), QUANTITY('actualQuantity', '实际消耗量', '', false), REMARK],
  instructions: ['每行一条组织、物料、年月的消耗；已有的将被替换。年月格式如 2026-11。'],
  rowKey: (values) => `${values['orgCode']}|${values['matCode']}|${values['yearMonth']}`,
  loadContext: knownOnPage(MENUS.month),
  checkRow: (values, known) => knownProblems(values, known),
  async saveRows(tx, rows, { userName, state }) {
    const known = await knownOf(tx, state, rows.map((row) => row.values));
    for (const { values } of rows) {
      const row = {
        ...orgAndMaterial(values, known),
        yearMonth: values['yearMonth'] ?? '',
        estimatedQuantity: values['estimatedQuantity'] ?? '0',
        actualQuantity: values['actualQuantity'],
        remark: values['remark'],
      };
      const c = demEstimateConsume;
      await tx.insert(c).values({ ...row, ...audit(userName) }).onConflictDoUpdate({ target: [c.orgCode, c.matCode, c.yearMonth], set: { ...row, ...bump(userName, c) } });
    }
    return rows.length;
  },
};

const FEED_KIND_CHOICES = [
  { label: '猪料', value: 'pig' },
  { label: '禽料', value: 'poultry' },
  { label: '反刍料', value: 'ruminant' },
] as const;

function feedSaleImport(name: string, label: string, table: typeof demFeedTargetSale | typeof demFeedEstimateSale): ImportDeclaration<string, Known> {
  return {
    name,
    label,
    permission: MENUS.feedSaleImport,
    columns: [ORG, YM, { key: 'feedKind', header: '饲料类别', type: 'choice', required: true, choices: FEED_KIND_CHOICES, sample: '猪料' }, QUANTITY('tonnes', '销量（吨）', '3200'), REMARK],
    instructions: ['每行一条组织、年月、饲料类别的销量（吨）；已有的将被替换。饲料类别：猪料、禽料、反刍料。'],
    rowKey: (values) => `${values['orgCode']}|${values['yearMonth']}|${values['feedKind']}`,
    loadContext: knownOnPage(MENUS.feedSale),
    checkRow: (values, known) => knownProblems(values, known),
    async saveRows(tx, rows, { userName, state }) {
      const known = await knownOf(tx, state, rows.map((row) => row.values));
      for (const { values } of rows) {
        const row = {
          orgCode: values['orgCode'] ?? '',
          orgName: known.orgs.get(values['orgCode'] ?? '') ?? null,
          yearMonth: values['yearMonth'] ?? '',
          feedKind: (values['feedKind'] ?? 'pig') as 'pig' | 'poultry' | 'ruminant',
          tonnes: values['tonnes'] ?? '0',
          remark: values['remark'],
        };
        await tx.insert(table).values({ ...row, ...audit(userName) }).onConflictDoUpdate({ target: [table.orgCode, table.yearMonth, table.feedKind], set: { ...row, ...bump(userName, table) } });
      }
      return rows.length;
    },
  };
}

export const feedTargetSaleImport = feedSaleImport('feed-target-sale', '饲料销量目标', demFeedTargetSale);
export const feedEstimateSaleImport = feedSaleImport('feed-estimate-sale', '饲料预估销量', demFeedEstimateSale);

/** The imports' routes, registered by the area's index.ts. */
export const DEMAND_MASTER_IMPORTS = [
  importRoutes(`${RULE_BASE}/import`, { declaration: smallMaterialRuleImport as never, asciiName: 'small-material-rule-template.xlsx' }),
  importRoutes(`${PRICE_BASE}/import`, { declaration: smallMaterialPriceImport as never, asciiName: 'small-material-price-template.xlsx' }),
  importRoutes(`${ESTIMATE_CONSUME_BASE}/import`, { declaration: estimateConsumeImport as never, asciiName: 'estimate-consume-template.xlsx' }),
  importRoutes(`${FEED_TARGET_SALE_BASE}/import`, { declaration: feedTargetSaleImport as never, asciiName: 'feed-target-sale-template.xlsx' }),
  importRoutes(`${FEED_ESTIMATE_SALE_BASE}/import`, { declaration: feedEstimateSaleImport as never, asciiName: 'feed-estimate-sale-template.xlsx' }),
];
