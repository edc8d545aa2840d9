/**
 * The rest of 物料管理 (issue 21), every answer within the caller's categories as the material list
 * finds them (scopedMaterial of material-detail.ts, the lookups' categoriesOf / conditionPage):
 *
 * - GET  /system/material/getByCode?matCode=: one material with its version, else 404 物料不存在.
 * - POST /system/material/save {MaterialSaveBody}: without id adds (button master:material:add), with id
 *   and version edits (master:material:edit; a stale version 409). matCode required, unique, kept once
 *   saved; matName required, at most 100 characters; categoryCode a leaf category within the caller's
 *   categories (another one is 403 您暂无该品类的权限); unitCode and taxRateCode must exist when given;
 *   status Active or Inactive. Bad input is a 400 with a Chinese message, never a 5xx.
 * - GET  /system/material/inactive-list?keyword=: the Inactive materials, at most 9999, as select
 *   entries {value: matCode, label: matName, ...material}.
 * - POST /system/material/getByCategoryParentCode3List [codes] or {categoryCodeList}: per level-3
 *   category, its Active materials and its descendants' (at most 9999 in all), grouped.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Envelope, InactiveMaterialEntry, Material, MaterialCategoryGroup, MaterialWithVersion } from '../../api/index.js';
import { MaterialByParentBodySchema, MaterialParentCodesSchema } from '../../api/lookups.js';
import {
  MATERIAL_SAVE_STATUSES,
  MaterialByCodeQuerySchema,
  MaterialInactiveQuerySchema,
  MaterialSaveBodySchema,
  type MasterSaved,
  type MaterialSaveBody,
} from '../../api/master.js';
import { loadCategoryTree, withDescendants, type UserAccess } from '../../core/access.js';
import { ApiError, ok, PERMISSION_DENIED_CODE, permissionDenied, versionConflict } from '../../core/envelope.js';
import type { Condition } from '../../core/list/filters.js';
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import { accessOf, hasPermission, SIGNED_IN } from '../../core/permissions.js';
import { blankToNull, knownKeysOnly } from '../../core/request-body.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysCategory } from '../../db/schema.js';
import { sysMaterial as mat, sysTaxRate, sysUnit } from '../../db/tables/lookups.js';
import { materialResource, withNames } from '../lookups/materials.js';
import { materialSearchConditions } from '../lookups/material-search.js';
import { categoriesOf, conditionPage, LOOKUP_MAX_PAGE_SIZE } from '../lookups/shared.js';
import { MATERIAL_DETAIL_PERMISSION, scopedMaterial } from './material-detail.js';

export const MATERIAL_SAVE_PERMISSIONS = { add: 'master:material:add', edit: 'master:material:edit' } as const;

/** The longest material name (characters). */
export const MATERIAL_NAME_MAX = 100;
const MAT_CODE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

/** The Chinese texts of these routes (catalogued with their English in message-texts.ts). */
export const MATERIAL_SAVE_MESSAGES = {
  notFound: '物料不存在',
  codeRequired: '物料编码不能为空',
  codeInvalid: '物料编码须为1至40位字母、数字、下划线或短横线',
  codeTaken: (code: string) => `物料编码 ${code} 已存在`,
  codeFixed: '物料编码保存后不能修改',
  nameRequired: '物料名称不能为空',
  nameTooLong: `物料名称不能超过${MATERIAL_NAME_MAX}个字符`,
  categoryRequired: '物料品类不能为空',
  categoryUnknown: (code: string) => `品类 ${code} 不存在`,
  categoryNotLeaf: (code: string) => `品类 ${code} 不是末级品类`,
  unitUnknown: (code: string) => `计量单位 ${code} 不存在`,
  taxRateUnknown: (code: string) => `税率 ${code} 不存在`,
  statusInvalid: '物料状态须为 Active（启用）或 Inactive（停用）',
} as const;

const M = MATERIAL_SAVE_MESSAGES;
const bad = (message: string) => new ApiError(400, message);
const isStatus = (value: string): value is (typeof MATERIAL_SAVE_STATUSES)[number] => (MATERIAL_SAVE_STATUSES as readonly string[]).includes(value);

/** The body's values, checked (each refusal a 400 with its message); the category, unit and tax rate are checked against the tables. */
async function checkedValues(db: AppDatabase, access: UserAccess, body: MaterialSaveBody) {
  const matCode = body.matCode.trim();
  if (matCode === '') throw bad(M.codeRequired);
  if (!MAT_CODE_PATTERN.test(matCode)) throw bad(M.codeInvalid);
  const matName = body.matName.trim();
  if (matName === '') throw bad(M.nameRequired);
  if ([...matName].length > MATERIAL_NAME_MAX) throw bad(M.nameTooLong);
  const categoryCode = body.categoryCode.trim();
  if (categoryCode === '') throw bad(M.categoryRequired);
  const status = body.status.trim();
  if (!isStatus(status)) throw bad(M.statusInvalid);
  const unitCode = blankToNull(body.unitCode);
  const taxRateCode = blankToNull(body.taxRateCode);

  const [[category], units, taxRates] = await Promise.all([
    db.select({ id: sysCategory.id }).from(sysCategory).where(eq(sysCategory.categoryCode, categoryCode)).limit(1),
    unitCode === null ? [] : db.select({ id: sysUnit.id }).from(sysUnit).where(eq(sysUnit.unitCode, unitCode)).limit(1),
    taxRateCode === null ? [] : db.select({ id: sysTaxRate.id }).from(sysTaxRate).where(eq(sysTaxRate.taxRateCode, taxRateCode)).limit(1),
  ]);
  if (!category) throw bad(M.categoryUnknown(categoryCode));
  const scope = categoriesOf(access);
  if (scope !== 'all' && !scope.includes(categoryCode)) throw new ApiError(403, SAVE_MESSAGES.noCategoryPermission, PERMISSION_DENIED_CODE);
  const [child] = await db.select({ id: sysCategory.id }).from(sysCategory).where(eq(sysCategory.parentId, category.id)).limit(1);
  if (child) throw bad(M.categoryNotLeaf(categoryCode));
  if (unitCode !== null && units.length === 0) throw bad(M.unitUnknown(unitCode));
  if (taxRateCode !== null && taxRates.length === 0) throw bad(M.taxRateUnknown(taxRateCode));
  return { matCode, matName, categoryCode, spec: blankToNull(body.spec), unitCode, isLittle: body.isLittle, status, taxRateCode };
}

const ACTIVE: Condition = { field: 'status', op: 'equals', value: 'Active' };
const INACTIVE: Condition = { field: 'status', op: 'equals', value: 'Inactive' };

export const materialSaveRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  const config = { permission: SIGNED_IN };
  const scopeOf = (access: UserAccess) => ({ orgCodes: 'all' as const, categoryCodes: categoriesOf(access) });

  app.get(
    '/system/material/getByCode',
    { schema: { querystring: MaterialByCodeQuerySchema }, config },
    async (request): Promise<Envelope<MaterialWithVersion>> => {
      const found = await scopedMaterial(db, accessOf(request), { field: 'matCode', op: 'equals', value: request.query.matCode.trim() });
      if (!found) throw new ApiError(404, M.notFound);
      const [[material], [row]] = await Promise.all([withNames(db, [found]), db.select({ version: mat.version }).from(mat).where(eq(mat.id, found.id))]);
      if (!material || !row) throw new ApiError(404, M.notFound);
      return ok({ ...material, version: row.version });
    },
  );

  app.post(
    '/system/material/save',
    { schema: { body: MaterialSaveBodySchema }, config: { permission: MATERIAL_DETAIL_PERMISSION } },
    async (request): Promise<Envelope<MasterSaved>> => {
      const access = accessOf(request);
      const body = request.body;
      const isCreate = body.id === undefined || body.id === null;
      if (!hasPermission(access, isCreate ? MATERIAL_SAVE_PERMISSIONS.add : MATERIAL_SAVE_PERMISSIONS.edit)) throw permissionDenied();
      const values = await checkedValues(db, access, body);
      const by = String(access.userId);
      if (isCreate) {
        const [taken] = await db.select({ id: mat.id }).from(mat).where(eq(mat.matCode, values.matCode)).limit(1);
        if (taken) throw bad(M.codeTaken(values.matCode));
        const [created] = await db
          .insert(mat)
          .values({ ...values, createdBy: by, updatedBy: by })
          .onConflictDoNothing()
          .returning({ id: mat.id, version: mat.version });
        if (!created) throw bad(M.codeTaken(values.matCode));
        return ok(created, SAVE_MESSAGES.created);
      }
      const id = body.id as number;
      const existing = await scopedMaterial(db, access, { field: 'id', op: 'equals', value: String(id) });
      if (!existing) throw new ApiError(404, M.notFound);
      if (existing.matCode !== values.matCode) throw bad(M.codeFixed);
      if (body.version === undefined) throw bad(SAVE_MESSAGES.versionRequired);
      const [updated] = await db
        .update(mat)
        .set({ ...values, updatedBy: by, updatedTime: new Date(), version: sql`${mat.version} + 1` })
        .where(and(eq(mat.id, id), eq(mat.version, body.version)))
        .returning({ id: mat.id, version: mat.version });
      if (updated) return ok(updated, SAVE_MESSAGES.updated);
      throw versionConflict();
    },
  );

  app.get(
    '/system/material/inactive-list',
    { schema: { querystring: MaterialInactiveQuerySchema }, config },
    async (request): Promise<Envelope<InactiveMaterialEntry[]>> => {
      const conditions = [...materialSearchConditions({ keyword: request.query.keyword }), INACTIVE];
      const page = await conditionPage(db, materialResource, conditions, { page: 1, pageSize: LOOKUP_MAX_PAGE_SIZE }, scopeOf(accessOf(request)));
      const materials = await withNames(db, page.result);
      return ok(materials.map((material) => ({ value: material.matCode, label: material.matName, ...material })));
    },
  );

  app.post(
    '/system/material/getByCategoryParentCode3List',
    { schema: { body: MaterialByParentBodySchema }, preValidation: knownKeysOnly(MaterialParentCodesSchema), config },
    async (request): Promise<Envelope<MaterialCategoryGroup[]>> => {
      const body = request.body;
      const given = [...new Set((Array.isArray(body) ? body : body.categoryCodeList).map((code) => code.trim()).filter((code) => code !== ''))];
      if (given.length === 0) return ok([]);
      const level3 = await db
        .select({ code: sysCategory.categoryCode, name: sysCategory.categoryName })
        .from(sysCategory)
        .where(and(inArray(sysCategory.categoryCode, given), eq(sysCategory.level, 3)));
      const names = new Map(level3.map((row) => [row.code, row.name]));
      const groups = given.filter((code) => names.has(code));
      if (groups.length === 0) return ok([]);
      const tree = await loadCategoryTree(db);
      const groupOf = new Map<string, string>();
      for (const code of groups) for (const descendant of withDescendants(tree, [code])) groupOf.set(descendant, code);
      const conditions: Condition[] = [{ field: 'categoryCode', op: 'in', values: [...groupOf.keys()] }, ACTIVE];
      const page = await conditionPage(db, materialResource, conditions, { page: 1, pageSize: LOOKUP_MAX_PAGE_SIZE }, scopeOf(accessOf(request)));
      const byGroup = new Map<string, Material[]>(groups.map((code) => [code, []]));
      for (const material of await withNames(db, page.result)) byGroup.get(groupOf.get(material.categoryCode) ?? '')?.push(material);
      return ok(groups.map((code) => ({ categoryCode: code, categoryName: names.get(code) ?? code, materials: byGroup.get(code) ?? [] })));
    },
  );
};
