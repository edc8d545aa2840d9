/**
 * Master data (issue 21), on the list engine (core/list/routes.ts), each behind its master:* menu:
 *
 * - /system/quality-index: custom-page, page, detail; POST save {QualityIndexSaveBody} (add without id,
 *   edit with id and version, a stale version 409; a code already used 400);
 * - /system/unit-convert: custom-page, page, detail;
 * - /system/materialsTaxRate: custom-page, page, detail; DELETE deleteByIds (master:tax-rate:delete).
 *
 * Materials and customers are the lookups' own routes (modules/lookups materials.ts, customers.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Envelope } from '../../api/index.js';
import { QualityIndexSaveBodySchema, type MasterSaved, type QualityIndexSaveBody } from '../../api/master.js';
import { ApiError, ok, permissionDenied, versionConflict } from '../../core/envelope.js';
import type { ListResource } from '../../core/list/query.js';
import { registerListRoutes, SAVE_MESSAGES } from '../../core/list/routes.js';
import { accessOf, hasPermission } from '../../core/permissions.js';
import type { AppDatabase } from '../../db/connection.js';
import { mstMaterialTaxRate as taxRate, mstQualityIndex as qi, mstUnitConvert as convert } from '../../db/tables/master.js';
import { qualityIndexProblem } from './quality-deduction.js';
import { MASTER_MESSAGES } from './messages.js';
import { blankToNull } from '../../core/request-body.js';

export const MASTER_PERMISSIONS = {
  qualityIndex: { read: 'master:quality-index', add: 'master:quality-index:add', edit: 'master:quality-index:edit' },
  unitConvert: { read: 'master:unit-convert' },
  taxRate: { read: 'master:tax-rate', remove: 'master:tax-rate:delete' },
} as const;

const sortable = { sortable: true } as const;

export const qualityIndexResource: ListResource = {
  label: '质量指标',
  table: qi,
  id: qi.id,
  version: qi.version,
  fields: {
    id: { column: qi.id, type: 'integer', notNull: true, ...sortable },
    indexCode: { column: qi.indexCode, type: 'text', notNull: true, selective: true, ...sortable },
    indexName: { column: qi.indexName, type: 'text', notNull: true, ...sortable },
    unit: { column: qi.unit, type: 'text', notNull: true },
    standardMin: { column: qi.standardMin, type: 'decimal' },
    standardMax: { column: qi.standardMax, type: 'decimal' },
    deductType: { column: qi.deductType, type: 'text', values: ['weight', 'price'], notNull: true },
    deductStep: { column: qi.deductStep, type: 'decimal' },
    deductValue: { column: qi.deductValue, type: 'decimal' },
    remark: { column: qi.remark, type: 'text' },
    version: { column: qi.version, type: 'integer', notNull: true },
  },
  defaultSort: [{ field: 'indexCode', order: 'asc' }],
};

export const unitConvertResource: ListResource = {
  label: '单位换算',
  table: convert,
  id: convert.id,
  version: convert.version,
  fields: {
    id: { column: convert.id, type: 'integer', notNull: true, ...sortable },
    matCode: { column: convert.matCode, type: 'text', notNull: true, selective: true, ...sortable },
    fromUnit: { column: convert.fromUnit, type: 'text', notNull: true, ...sortable },
    toUnit: { column: convert.toUnit, type: 'text', notNull: true, ...sortable },
    rate: { column: convert.rate, type: 'decimal', notNull: true },
    version: { column: convert.version, type: 'integer', notNull: true },
  },
  defaultSort: [
    { field: 'matCode', order: 'asc' },
    { field: 'fromUnit', order: 'asc' },
  ],
};

export const materialTaxRateResource: ListResource = {
  label: '物料税率',
  table: taxRate,
  id: taxRate.id,
  version: taxRate.version,
  fields: {
    id: { column: taxRate.id, type: 'integer', notNull: true, ...sortable },
    matCode: { column: taxRate.matCode, type: 'text', notNull: true, selective: true, ...sortable },
    taxRate: { column: taxRate.taxRate, type: 'decimal', notNull: true, ...sortable },
    effectiveDate: { column: taxRate.effectiveDate, type: 'date', notNull: true, ...sortable },
    version: { column: taxRate.version, type: 'integer', notNull: true },
  },
  defaultSort: [
    { field: 'matCode', order: 'asc' },
    { field: 'effectiveDate', order: 'desc' },
  ],
};


export const masterRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  const { qualityIndex, unitConvert, taxRate: taxRatePermissions } = MASTER_PERMISSIONS;
  registerListRoutes(app, '/system/quality-index', { db, resource: qualityIndexResource, permissions: { read: qualityIndex.read } });
  registerListRoutes(app, '/system/unit-convert', { db, resource: unitConvertResource, permissions: { read: unitConvert.read } });
  registerListRoutes(app, '/system/materialsTaxRate', { db, resource: materialTaxRateResource, permissions: taxRatePermissions });

  app.post(
    '/system/quality-index/save',
    { schema: { body: QualityIndexSaveBodySchema }, config: { permission: qualityIndex.read } },
    async (request): Promise<Envelope<MasterSaved>> => {
      const access = accessOf(request);
      const body: QualityIndexSaveBody = request.body;
      const isCreate = body.id === undefined || body.id === null;
      if (!hasPermission(access, isCreate ? qualityIndex.add : qualityIndex.edit)) throw permissionDenied();
      const values = {
        indexCode: body.indexCode.trim(),
        indexName: body.indexName.trim(),
        unit: body.unit.trim(),
        standardMin: blankToNull(body.standardMin),
        standardMax: blankToNull(body.standardMax),
        deductType: body.deductType,
        deductStep: blankToNull(body.deductStep),
        deductValue: blankToNull(body.deductValue),
        remark: blankToNull(body.remark),
      };
      const problem = qualityIndexProblem(values);
      if (problem) throw new ApiError(400, MASTER_MESSAGES[problem]);
      const [taken] = await db
        .select({ id: qi.id })
        .from(qi)
        .where(isCreate ? eq(qi.indexCode, values.indexCode) : and(eq(qi.indexCode, values.indexCode), ne(qi.id, body.id as number)))
        .limit(1);
      if (taken) throw new ApiError(400, MASTER_MESSAGES.codeTaken(values.indexCode));
      const stamp = { updatedBy: String(access.userId), updatedTime: new Date() };
      if (isCreate) {
        const [created] = await db
          .insert(qi)
          .values({ ...values, ...stamp, createdBy: String(access.userId) })
          .onConflictDoNothing()
          .returning({ id: qi.id, version: qi.version });
        if (!created) throw new ApiError(400, MASTER_MESSAGES.codeTaken(values.indexCode));
        return ok(created, SAVE_MESSAGES.created);
      }
      if (body.version === undefined) throw new ApiError(400, SAVE_MESSAGES.versionRequired);
      const [updated] = await db
        .update(qi)
        .set({ ...values, ...stamp, version: sql`${qi.version} + 1` })
        .where(and(eq(qi.id, body.id as number), eq(qi.version, body.version)))
        .returning({ id: qi.id, version: qi.version });
      if (updated) return ok(updated, SAVE_MESSAGES.updated);
      const [exists] = await db.select({ id: qi.id }).from(qi).where(eq(qi.id, body.id as number)).limit(1);
      if (!exists) throw new ApiError(404, SAVE_MESSAGES.notFound(qualityIndexResource.label));
      throw versionConflict();
    },
  );
};
