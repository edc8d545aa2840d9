/**
 * Materials (spec 01 §7.4, domain.md "Material"). Every answer is limited in SQL to the caller's
 * categories (their assigned ones with all descendants; an admin sees all), spec 01 §6: "Dropdowns of
 * categories, organisations and materials are limited to the user's own assigned ones". Rows are
 * {id, matCode, matName, categoryCode, categoryName, spec, unitCode, unitName, isLittle, status,
 * taxRateCode}. Read by any signed-in user.
 *
 * - GET  /system/material/page: the list engine (matName.contains, categoryCode.in, status.equals …;
 *   30 per page by default, at most 9999).
 * - POST /system/material/custom-page {page?, pageSize?, keyword?, matCode?, matName?,
 *   categoryCodeList?, status?}: a keyword of digits searches the code, anything else the name.
 * - POST /system/material/getMaterialList {categoryCodeList?, keyword?, matCode?, matName?}: Active
 *   materials for a local select, at most 9999, as a list.
 * - POST /system/material/getByCategoryParentCodeList [codes] or {categoryCodeList}: Active materials
 *   of those categories and all their descendants, at most 9999.
 * - POST /system/sysUserMenuOrgCategory/getMaterialByMenu {menuCode, keyword?, categoryCodeList?,
 *   page?, pageSize?}: Active materials within the caller's category scope on that menu (scope 1 all,
 *   2 own categories, 3 the menu's list), paged; a menu the caller does not hold is 403 (40301).
 * - POST /system/sysUserMenuOrgCategory/getAllMaterialByMenu: the same, unpaged, at most 9999.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { inArray } from 'drizzle-orm';
import type { Envelope, Material, LookupPage } from '../../api/index.js';
import {
  MATERIAL_STATUSES,
  MaterialByMenuBodySchema,
  MaterialByParentBodySchema,
  MaterialListBodySchema,
  MaterialPageBodySchema,
  MaterialParentCodesSchema,
} from '../../api/lookups.js';
import { dataScopeFor, loadCategoryTree, withDescendants, type DataScopeFilter } from '../../core/access.js';
import { ok, permissionDenied } from '../../core/envelope.js';
import type { Condition } from '../../core/list/filters.js';
import type { ListResource, PageResult } from '../../core/list/query.js';
import { accessOf, hasPermission, SIGNED_IN } from '../../core/permissions.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysCategory } from '../../db/schema.js';
import { sysMaterial as mat, sysUnit } from '../../db/tables/lookups.js';
import { sysMaterialGrams } from '../../db/tables/search-grams.js';
import { materialSearchConditions } from './material-search.js';
import { categoriesOf, conditionPage, listPage, LOOKUP_MAX_PAGE_SIZE } from './shared.js';
import { knownKeysOnly } from '../../core/request-body.js';

/** Spec 01 §9: "Material page default 30". */
export const MATERIAL_DEFAULT_PAGE_SIZE = 30;

export const materialResource: ListResource = {
  label: '物料',
  table: mat,
  id: mat.id,
  fields: {
    id: { column: mat.id, type: 'integer', sortable: true, notNull: true },
    matCode: { column: mat.matCode, type: 'text', sortable: true, selective: true, trigram: true, grams: sysMaterialGrams.matCode, notNull: true },
    matName: { column: mat.matName, type: 'text', sortable: true, trigram: true, grams: sysMaterialGrams.matName, notNull: true },
    categoryCode: { column: mat.categoryCode, type: 'text', sortable: true, notNull: true },
    spec: { column: mat.spec, type: 'text' },
    unitCode: { column: mat.unitCode, type: 'text' },
    isLittle: { column: mat.isLittle, type: 'integer', notNull: true },
    status: { column: mat.status, type: 'text', values: MATERIAL_STATUSES, notNull: true },
    taxRateCode: { column: mat.taxRateCode, type: 'text' },
  },
  defaultSort: [{ field: 'matCode', order: 'asc' }],
  // Not a menu: the routes pass the caller's category scope themselves.
  scope: { menu: 'lookup:material', category: mat.categoryCode },
  maxPageSize: LOOKUP_MAX_PAGE_SIZE,
  defaultPageSize: MATERIAL_DEFAULT_PAGE_SIZE,
};


type SearchBody = { keyword?: string; matCode?: string; matName?: string; categoryCodeList?: string[] };

const ACTIVE: Condition = { field: 'status', op: 'equals', value: 'Active' };

function searchConditions(body: SearchBody): Condition[] {
  const conditions = materialSearchConditions(body);
  const codes = body.categoryCodeList?.map((code) => code.trim()).filter((code) => code !== '') ?? [];
  if (codes.length > 0) conditions.push({ field: 'categoryCode', op: 'in', values: codes });
  return conditions;
}

const categoryScope = (categoryCodes: DataScopeFilter['categoryCodes']): DataScopeFilter => ({ orgCodes: 'all', categoryCodes });

/** Adds the category and unit names to material rows (two small lookups instead of a join per row). */
export async function withNames(db: AppDatabase, rows: readonly Record<string, unknown>[]): Promise<Material[]> {
  if (rows.length === 0) return [];
  const categoryCodes = [...new Set(rows.map((row) => row['categoryCode'] as string))];
  const unitCodes = [...new Set(rows.map((row) => row['unitCode']).filter((code): code is string => typeof code === 'string'))];
  const [categories, units] = await Promise.all([
    db.select({ code: sysCategory.categoryCode, name: sysCategory.categoryName }).from(sysCategory).where(inArray(sysCategory.categoryCode, categoryCodes)),
    unitCodes.length === 0 ? [] : db.select({ code: sysUnit.unitCode, name: sysUnit.unitName }).from(sysUnit).where(inArray(sysUnit.unitCode, unitCodes)),
  ]);
  const categoryNames = new Map(categories.map((row) => [row.code, row.name]));
  const unitNames = new Map(units.map((row) => [row.code, row.name]));
  return rows.map((row) => ({
    ...(row as unknown as Omit<Material, 'categoryName' | 'unitName'>),
    categoryName: categoryNames.get(row['categoryCode'] as string) ?? null,
    unitName: typeof row['unitCode'] === 'string' ? (unitNames.get(row['unitCode']) ?? null) : null,
  }));
}

async function namedPage(db: AppDatabase, page: PageResult<Record<string, unknown>>): Promise<LookupPage<Material>> {
  return { ...page, result: await withNames(db, page.result) };
}

export const materialRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  const config = { permission: SIGNED_IN };

  /** Active materials for the conditions within the scope, at most 9999, as a list. */
  const allActive = async (conditions: readonly Condition[], scope: DataScopeFilter): Promise<Material[]> => {
    const page = await conditionPage(db, materialResource, [...conditions, ACTIVE], { page: 1, pageSize: LOOKUP_MAX_PAGE_SIZE }, scope);
    return withNames(db, page.result);
  };

  app.get('/system/material/page', { config }, async (request): Promise<Envelope<LookupPage<Material>>> => {
    const scope = categoryScope(categoriesOf(accessOf(request)));
    const page = await listPage(db, materialResource, request.query as Record<string, unknown>, scope);
    return ok(await namedPage(db, page));
  });

  app.post(
    '/system/material/custom-page',
    { schema: { body: MaterialPageBodySchema }, preValidation: knownKeysOnly(MaterialPageBodySchema), config },
    async (request): Promise<Envelope<LookupPage<Material>>> => {
      const { page = 1, pageSize = MATERIAL_DEFAULT_PAGE_SIZE, status, ...search } = request.body;
      const conditions = searchConditions(search);
      if (status) conditions.push({ field: 'status', op: 'equals', value: status });
      const scope = categoryScope(categoriesOf(accessOf(request)));
      return ok(await namedPage(db, await conditionPage(db, materialResource, conditions, { page, pageSize }, scope)));
    },
  );

  app.post(
    '/system/material/getMaterialList',
    { schema: { body: MaterialListBodySchema }, preValidation: knownKeysOnly(MaterialListBodySchema), config },
    async (request): Promise<Envelope<Material[]>> =>
      ok(await allActive(searchConditions(request.body), categoryScope(categoriesOf(accessOf(request))))),
  );

  app.post(
    '/system/material/getByCategoryParentCodeList',
    { schema: { body: MaterialByParentBodySchema }, preValidation: knownKeysOnly(MaterialParentCodesSchema), config },
    async (request): Promise<Envelope<Material[]>> => {
      const body = request.body;
      const codes = (Array.isArray(body) ? body : body.categoryCodeList).map((code) => code.trim()).filter((code) => code !== '');
      if (codes.length === 0) return ok([]);
      const withChildren = withDescendants(await loadCategoryTree(db), codes);
      if (withChildren.length === 0) return ok([]);
      const conditions: Condition[] = [{ field: 'categoryCode', op: 'in', values: withChildren }];
      return ok(await allActive(conditions, categoryScope(categoriesOf(accessOf(request)))));
    },
  );

  /** The caller's category scope on a menu they hold (403 with 40301 otherwise). */
  const menuScope = (request: Parameters<typeof accessOf>[0], menuCode: string): DataScopeFilter => {
    const access = accessOf(request);
    if (!hasPermission(access, menuCode)) throw permissionDenied();
    return categoryScope(dataScopeFor(access, menuCode).categoryCodes);
  };

  app.post(
    '/system/sysUserMenuOrgCategory/getMaterialByMenu',
    { schema: { body: MaterialByMenuBodySchema }, preValidation: knownKeysOnly(MaterialByMenuBodySchema), config },
    async (request): Promise<Envelope<LookupPage<Material>>> => {
      const { page = 1, pageSize = MATERIAL_DEFAULT_PAGE_SIZE, menuCode, ...search } = request.body;
      const scope = menuScope(request, menuCode);
      const conditions = [...searchConditions(search), ACTIVE];
      return ok(await namedPage(db, await conditionPage(db, materialResource, conditions, { page, pageSize }, scope)));
    },
  );

  app.post(
    '/system/sysUserMenuOrgCategory/getAllMaterialByMenu',
    { schema: { body: MaterialByMenuBodySchema }, preValidation: knownKeysOnly(MaterialByMenuBodySchema), config },
    async (request): Promise<Envelope<Material[]>> => {
      const { menuCode, page: _page, pageSize: _pageSize, ...search } = request.body;
      const scope = menuScope(request, menuCode);
      return ok(await allActive(searchConditions(search), scope));
    },
  );
};
