/**
 * GET /system/material/detail/:id (menu master:material): one material, found within the caller's
 * categories as the material list finds it (another category's material is 404, not a leak), with its
 * own quality standards (indices named from mst_quality_index), unit conversions and tax rates; and
 * the material list registered for export (a download task of GET /system/material/page).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, desc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Envelope, Material, MaterialDetail } from '../../api/index.js';
import { ApiError, ok } from '../../core/envelope.js';
import type { UserAccess } from '../../core/access.js';
import type { Condition } from '../../core/list/filters.js';
import { accessOf } from '../../core/permissions.js';
import { Id } from '../../core/schemas.js';
import type { AppDatabase } from '../../db/connection.js';
import { mstMaterialIndex as own, mstMaterialTaxRate, mstQualityIndex as index, mstUnitConvert } from '../../db/tables/master.js';
import { materialResource, withNames } from '../lookups/materials.js';
import { categoriesOf, conditionPage } from '../lookups/shared.js';

export const MATERIAL_DETAIL_PERMISSION = 'master:material';
export const MATERIAL_DETAIL_MESSAGES = { notFound: '物料不存在或无权查看' } as const;

/**
 * The material matching `condition` within the caller's categories, as the material list finds it, or
 * null (the detail, saveOrUpdateList and detail-by-material look materials up this way).
 */
export async function scopedMaterial(db: AppDatabase, access: UserAccess, condition: Condition): Promise<Record<string, unknown> & { id: number; matCode: string } | null> {
  const scope = { orgCodes: 'all' as const, categoryCodes: categoriesOf(access) };
  const page = await conditionPage(db, materialResource, [condition], { page: 1, pageSize: 1 }, scope);
  const [row] = page.result;
  return row ? { ...row, id: Number(row['id']), matCode: String(row['matCode']) } : null;
}

export const materialDetailRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  // 物料管理's 导出: the download task replays GET /system/material/page (the lookups' route) with the
  // caller's category scope, as the list answers it.
  app.listRegistry?.add({ base: `${app.prefix}/system/material`, resource: materialResource, readPermission: MATERIAL_DETAIL_PERMISSION });
  app.get(
    '/system/material/detail/:id',
    { schema: { params: Type.Object({ id: Id }) }, config: { permission: MATERIAL_DETAIL_PERMISSION } },
    async (request): Promise<Envelope<MaterialDetail>> => {
      const found = await scopedMaterial(db, accessOf(request), { field: 'id', op: 'equals', value: String(request.params.id) });
      const [material] = found ? ((await withNames(db, [found])) as Material[]) : [];
      if (!material) throw new ApiError(404, MATERIAL_DETAIL_MESSAGES.notFound);
      const [indices, conversions, taxRates] = await Promise.all([
        db
          .select({
            id: own.id,
            indexCode: own.indexCode,
            indexName: index.indexName,
            unit: index.unit,
            deductType: index.deductType,
            standardMin: own.standardMin,
            standardMax: own.standardMax,
            deductStep: own.deductStep,
            deductValue: own.deductValue,
            updatedTime: own.updatedTime,
          })
          .from(own)
          .leftJoin(index, eq(index.indexCode, own.indexCode))
          .where(eq(own.matCode, material.matCode))
          .orderBy(asc(own.indexCode)),
        db
          .select({ id: mstUnitConvert.id, fromUnit: mstUnitConvert.fromUnit, toUnit: mstUnitConvert.toUnit, rate: mstUnitConvert.rate })
          .from(mstUnitConvert)
          .where(eq(mstUnitConvert.matCode, material.matCode))
          .orderBy(asc(mstUnitConvert.fromUnit), asc(mstUnitConvert.toUnit)),
        db
          .select({ id: mstMaterialTaxRate.id, taxRate: mstMaterialTaxRate.taxRate, effectiveDate: mstMaterialTaxRate.effectiveDate })
          .from(mstMaterialTaxRate)
          .where(eq(mstMaterialTaxRate.matCode, material.matCode))
          .orderBy(desc(mstMaterialTaxRate.effectiveDate)),
      ]);
      return ok({ material, indices: indices.map((row) => ({ ...row, updatedTime: row.updatedTime.toISOString() })), conversions, taxRates });
    },
  );
};
