/**
 * A material's own quality standards (mst_material_index) and the lookups built on them (issue 21):
 *
 * - POST /system/material-index/saveOrUpdateList {MaterialIndexSaveListBody} (button
 *   master:quality-index:edit): one standard per index code, each replacing the one already set for the
 *   material and index (upsert on (mat_code, index_code)); the material must exist within the caller's
 *   categories and every index code in mst_quality_index, a code given twice or a rule the
 *   quality-index form refuses (quality-deduction.ts) is 400; all in one transaction;
 * - DELETE /system/material-index/delete?ids=1,2 (or a body of ids; button
 *   master:quality-index:delete): all or nothing, as the list engine's deleteByIds;
 * - GET /system/unit-convert/detail-by-material/:materialId (menu master:unit-convert): the
 *   conversions of one material, found within the caller's categories (else 404, not a leak);
 * - GET /system/lims/qualityIndicator?matCode= (signed in): every quality index with the material's
 *   own standard applied where there is one (`source` 'material'), else the index's own ('default').
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Envelope } from '../../api/index.js';
import {
  LimsQualityIndicatorQuerySchema,
  MaterialIndexSaveListBodySchema,
  UnitConvertByMaterialParamsSchema,
  type LimsQualityIndicator,
  type MaterialIndexDeleted,
  type MaterialIndexSaved,
  type MaterialIndexSaveListBody,
  type UnitConvert,
} from '../../api/master.js';
import { ApiError, ok } from '../../core/envelope.js';
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import { accessOf, SIGNED_IN } from '../../core/permissions.js';
import { IdsBody, IdsQuery } from '../../core/schemas.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysMaterial } from '../../db/tables/lookups.js';
import { upsertMaterialIndices } from './material-index-upsert.js';
import { mstMaterialIndex as own, mstQualityIndex as index, mstUnitConvert as convert } from '../../db/tables/master.js';
import { MATERIAL_DETAIL_MESSAGES, scopedMaterial } from './material-detail.js';
import { qualityIndexProblem } from './quality-deduction.js';
import { MASTER_MESSAGES } from './messages.js';
import { blankToNull } from '../../core/request-body.js';

export const MATERIAL_INDEX_PERMISSIONS = {
  edit: 'master:quality-index:edit',
  remove: 'master:quality-index:delete',
  unitConvert: 'master:unit-convert',
} as const;

/** The label of a material standard in the list engine's delete messages (部分…不存在或无权删除). */
const LABEL = '物料质量指标';


/** `?ids=1,2`, `?ids=1&ids=2`, `[1, 2]` or `{ids: [1, 2]}`, as the list engine's deleteByIds reads them. */
function idsOf(query: { ids?: string | string[] | undefined }, body: unknown): number[] {
  const fromBody = Array.isArray(body) ? body : body && typeof body === 'object' && 'ids' in body ? (body as { ids: number[] }).ids : [];
  const fromQuery = query.ids === undefined ? [] : (Array.isArray(query.ids) ? query.ids : [query.ids]).flatMap((item) => item.split(','));
  return [...new Set([...fromQuery.filter((item) => item !== '').map(Number), ...fromBody.map(Number)])];
}

export const materialIndexRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  app.post(
    '/system/material-index/saveOrUpdateList',
    { schema: { body: MaterialIndexSaveListBodySchema }, config: { permission: MATERIAL_INDEX_PERMISSIONS.edit } },
    async (request): Promise<Envelope<MaterialIndexSaved[]>> => {
      const access = accessOf(request);
      const body: MaterialIndexSaveListBody = request.body;
      const matCode = body.matCode.trim();
      const items = body.items.map((item) => ({
        indexCode: item.indexCode.trim(),
        standardMin: blankToNull(item.standardMin),
        standardMax: blankToNull(item.standardMax),
        deductStep: blankToNull(item.deductStep),
        deductValue: blankToNull(item.deductValue),
      }));
      const seen = new Set<string>();
      for (const item of items) {
        if (seen.has(item.indexCode)) throw new ApiError(400, MASTER_MESSAGES.indexRepeated(item.indexCode));
        seen.add(item.indexCode);
        const problem = qualityIndexProblem({ ...item, deductType: 'weight' });
        if (problem) throw new ApiError(400, MASTER_MESSAGES[problem]);
      }
      const material = await scopedMaterial(db, access, { field: 'matCode', op: 'equals', value: matCode });
      if (!material) throw new ApiError(400, MASTER_MESSAGES.materialUnknown(matCode));
      const codes = [...seen];
      const known = await db
        .select({ indexCode: index.indexCode, indexName: index.indexName, unit: index.unit, deductType: index.deductType })
        .from(index)
        .where(inArray(index.indexCode, codes));
      const byCode = new Map(known.map((row) => [row.indexCode, row]));
      const unknown = codes.find((code) => !byCode.has(code));
      if (unknown !== undefined) throw new ApiError(400, MASTER_MESSAGES.indexUnknown(unknown));

      const user = String(access.userId);
      const saved = await db.transaction((tx) =>
        upsertMaterialIndices(
          tx,
          items.map((item) => ({ ...item, matCode })),
          user,
        ),
      );
      const rows = saved
        .map((row): MaterialIndexSaved => {
          const named = byCode.get(row.indexCode);
          return {
            id: row.id,
            matCode: row.matCode,
            indexCode: row.indexCode,
            indexName: named?.indexName ?? null,
            unit: named?.unit ?? null,
            deductType: named?.deductType ?? null,
            standardMin: row.standardMin,
            standardMax: row.standardMax,
            deductStep: row.deductStep,
            deductValue: row.deductValue,
            updatedTime: row.updatedTime.toISOString(),
            version: row.version,
          };
        })
        .sort((a, b) => (a.indexCode < b.indexCode ? -1 : a.indexCode > b.indexCode ? 1 : 0));
      return ok(rows);
    },
  );

  app.delete(
    '/system/material-index/delete',
    { schema: { querystring: IdsQuery, body: IdsBody }, config: { permission: MATERIAL_INDEX_PERMISSIONS.remove } },
    async (request): Promise<Envelope<MaterialIndexDeleted>> => {
      const ids = idsOf(request.query, request.body);
      if (ids.length === 0) throw new ApiError(400, SAVE_MESSAGES.idsRequired);
      await db.transaction(async (tx) => {
        const deleted = await tx.delete(own).where(inArray(own.id, ids)).returning({ id: own.id });
        // All or nothing: one id missing rolls the whole delete back.
        if (deleted.length !== ids.length) throw new ApiError(404, SAVE_MESSAGES.someMissing(LABEL));
      });
      return ok({ deleted: ids.length }, SAVE_MESSAGES.deleted);
    },
  );

  app.get(
    '/system/unit-convert/detail-by-material/:materialId',
    { schema: { params: UnitConvertByMaterialParamsSchema }, config: { permission: MATERIAL_INDEX_PERMISSIONS.unitConvert } },
    async (request): Promise<Envelope<UnitConvert[]>> => {
      const material = await scopedMaterial(db, accessOf(request), { field: 'id', op: 'equals', value: String(request.params.materialId) });
      if (!material) throw new ApiError(404, MATERIAL_DETAIL_MESSAGES.notFound);
      const rows = await db
        .select({ id: convert.id, matCode: convert.matCode, fromUnit: convert.fromUnit, toUnit: convert.toUnit, rate: convert.rate, version: convert.version })
        .from(convert)
        .where(eq(convert.matCode, material.matCode))
        .orderBy(asc(convert.fromUnit), asc(convert.toUnit));
      return ok(rows);
    },
  );

  app.get(
    '/system/lims/qualityIndicator',
    { schema: { querystring: LimsQualityIndicatorQuerySchema }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<LimsQualityIndicator[]>> => {
      const matCode = request.query.matCode.trim();
      const [material] = await db.select({ id: sysMaterial.id }).from(sysMaterial).where(eq(sysMaterial.matCode, matCode)).limit(1);
      if (!material) throw new ApiError(404, MASTER_MESSAGES.materialUnknown(matCode));
      const rows = await db
        .select({
          indexCode: index.indexCode,
          indexName: index.indexName,
          unit: index.unit,
          deductType: index.deductType,
          standardMin: index.standardMin,
          standardMax: index.standardMax,
          deductStep: index.deductStep,
          deductValue: index.deductValue,
          ownId: own.id,
          ownMin: own.standardMin,
          ownMax: own.standardMax,
          ownStep: own.deductStep,
          ownValue: own.deductValue,
        })
        .from(index)
        .leftJoin(own, and(eq(own.indexCode, index.indexCode), eq(own.matCode, matCode)))
        .orderBy(asc(index.indexCode));
      return ok(
        rows.map(({ ownId, ownMin, ownMax, ownStep, ownValue, ...row }): LimsQualityIndicator =>
          ownId === null
            ? { ...row, source: 'default', materialIndexId: null }
            : { ...row, standardMin: ownMin, standardMax: ownMax, deductStep: ownStep, deductValue: ownValue, source: 'material', materialIndexId: ownId },
        ),
      );
    },
  );
};
