/**
 * POST /system/unit-convert/save {UnitConvertSaveBody} (button master:unit-convert:edit): one unit
 * conversion added (without id) or edited (with id and version; a stale version 409), checked with the
 * very rules of the unit-convert import (imports.ts): the same cell rules for the rate and the same row
 * checks for the material and the units, so a form and a workbook refuse the same things in the same words.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Envelope, MasterSaved } from '../../api/index.js';
import { UnitConvertSaveBodySchema } from '../../api/master-sync.js';
import { ApiError, ok, versionConflict } from '../../core/envelope.js';
import { parseRow } from '../../core/import/check.js';
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import { accessOf } from '../../core/permissions.js';
import type { AppDatabase } from '../../db/connection.js';
import { mstUnitConvert as convert } from '../../db/tables/master.js';
import { unitConvertImport } from './imports.js';

export const UNIT_CONVERT_EDIT = 'master:unit-convert:edit';
export const UNIT_CONVERT_SAVE_MESSAGES = { taken: '该物料的这对单位已有换算' } as const;

export const unitConvertSaveRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  app.post('/system/unit-convert/save', { schema: { body: UnitConvertSaveBodySchema }, config: { permission: UNIT_CONVERT_EDIT } }, async (request): Promise<Envelope<MasterSaved>> => {
    const body = request.body;
    const columns = unitConvertImport.columns;
    const cells = columns.map((column) => String(body[column.key]));
    const { values, problems } = parseRow({ rowNumber: 0, cells }, columns, new Map(columns.map((column, index) => [column.key, index])));
    if (problems.length === 0) problems.push(...unitConvertImport.checkRow(values, await unitConvertImport.loadContext(db, [values], { userId: accessOf(request).userId })));
    if (problems.length > 0) throw new ApiError(400, problems.join('；'));
    const row = { matCode: values.matCode as string, fromUnit: values.fromUnit as string, toUnit: values.toUnit as string, rate: values.rate as string };
    const isCreate = body.id === undefined || body.id === null;
    const same = and(eq(convert.matCode, row.matCode), eq(convert.fromUnit, row.fromUnit), eq(convert.toUnit, row.toUnit));
    const [taken] = await db
      .select({ id: convert.id })
      .from(convert)
      .where(isCreate ? same : and(same, ne(convert.id, body.id as number)))
      .limit(1);
    if (taken) throw new ApiError(400, UNIT_CONVERT_SAVE_MESSAGES.taken);
    const by = String(accessOf(request).userId);
    if (isCreate) {
      const [created] = await db
        .insert(convert)
        .values({ ...row, createdBy: by, updatedBy: by })
        .onConflictDoNothing()
        .returning({ id: convert.id, version: convert.version });
      if (!created) throw new ApiError(400, UNIT_CONVERT_SAVE_MESSAGES.taken);
      return ok(created, SAVE_MESSAGES.created);
    }
    if (body.version === undefined) throw new ApiError(400, SAVE_MESSAGES.versionRequired);
    const [updated] = await db
      .update(convert)
      .set({ ...row, updatedBy: by, updatedTime: new Date(), version: sql`${convert.version} + 1` })
      .where(and(eq(convert.id, body.id as number), eq(convert.version, body.version)))
      .returning({ id: convert.id, version: convert.version });
    if (updated) return ok(updated, SAVE_MESSAGES.updated);
    const [exists] = await db.select({ id: convert.id }).from(convert).where(eq(convert.id, body.id as number)).limit(1);
    if (!exists) throw new ApiError(404, SAVE_MESSAGES.notFound('单位换算'));
    throw versionConflict();
  });
};
