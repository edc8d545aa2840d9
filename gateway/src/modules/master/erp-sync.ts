/**
 * Master data pulled from the ERP (EBS), through the interface outbox (core/outbox): a sync call writes
 * a request message and answers at once; the outbox POSTs it to the configured ERP endpoint
 * (ERP_SYNC_URL) with retries, and when the ERP accepts it, the answer's records are saved in the same
 * transaction that marks the message SUCCESS (erp-answers.ts checks each record; a bad one is skipped).
 * 接口日志 shows every message and attempt.
 *
 * - POST /system/material/syncMaterial (button master:material:sync): every material;
 *   payload {type: 'MATERIAL'}, answer {success: true, data: {materials: [{matCode, matName,
 *   categoryCode, spec?, unitCode?, status?, taxRateCode?, isLittle?}]}}.
 * - POST /system/material/syncMaterialInfo {matCode} (master:material:sync): one material; payload
 *   {type: 'MATERIAL', matCode}, the same answer.
 * - POST /system/materialsTaxRate/sync (button master:tax-rate:sync): the tax rates; payload
 *   {type: 'TAX_RATE'}, answer {success: true, data: {taxRates: [{matCode, taxRate, effectiveDate}]}}.
 *
 * A material is saved by its code (name, category, spec, unit, status and tax code replaced); one whose
 * category does not exist here is skipped. A tax rate is saved by material and date, for a known
 * material. While a sync of the same kind is still pending, another is refused (409).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Envelope, MasterSyncSubmitted } from '../../api/index.js';
import { MaterialSyncInfoBodySchema } from '../../api/master-sync.js';
import { ApiError, ok } from '../../core/envelope.js';
import type { Outbox } from '../../core/outbox/outbox.js';
import { accessOf } from '../../core/permissions.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysCategory } from '../../db/schema.js';
import { sysInterfaceLog } from '../../db/tables/interface-log.js';
import { sysMaterial } from '../../db/tables/lookups.js';
import { mstMaterialTaxRate } from '../../db/tables/master.js';
import { materialsOf, taxRatesOf } from './erp-answers.js';

export const MASTER_SYNC_BIZ_TYPES = { material: 'MATERIAL_SYNC', taxRate: 'TAX_RATE_SYNC' } as const;
export const MASTER_SYNC_BUTTONS = { material: 'master:material:sync', taxRate: 'master:tax-rate:sync' } as const;

export const MASTER_SYNC_MESSAGES = {
  submitted: '已提交同步，请在接口日志查看结果',
  submittedNotConfigured: '已提交同步；未配置ERP同步地址，配置后自动发送',
  pending: '上一次同步尚未完成，请稍后再试',
} as const;

const stamp = { updatedTime: sql`now()` };

/** Saves the materials of an answer whose category exists here. */
async function saveMaterials(tx: AppDatabase, answer: unknown, by: string): Promise<void> {
  const { records } = materialsOf(answer);
  if (records.length === 0) return;
  const categories = await tx
    .select({ code: sysCategory.categoryCode })
    .from(sysCategory)
    .where(inArray(sysCategory.categoryCode, [...new Set(records.map((record) => record.categoryCode))]));
  const known = new Set(categories.map((row) => row.code));
  const saved = records.filter((record) => known.has(record.categoryCode));
  for (let start = 0; start < saved.length; start += 500) {
    await tx
      .insert(sysMaterial)
      .values(saved.slice(start, start + 500).map((record) => ({ ...record, createdBy: by, updatedBy: by })))
      .onConflictDoUpdate({
        target: sysMaterial.matCode,
        set: {
          matName: sql`excluded.mat_name`,
          categoryCode: sql`excluded.category_code`,
          spec: sql`excluded.spec`,
          unitCode: sql`excluded.unit_code`,
          status: sql`excluded.status`,
          taxRateCode: sql`excluded.tax_rate_code`,
          isLittle: sql`excluded.is_little`,
          updatedBy: sql`excluded.updated_by`,
          ...stamp,
          version: sql`${sysMaterial.version} + 1`,
        },
      });
  }
}

/** Saves the tax rates of an answer for materials that exist here. */
async function saveTaxRates(tx: AppDatabase, answer: unknown, by: string): Promise<void> {
  const { records } = taxRatesOf(answer);
  if (records.length === 0) return;
  const materials = await tx
    .select({ code: sysMaterial.matCode })
    .from(sysMaterial)
    .where(inArray(sysMaterial.matCode, [...new Set(records.map((record) => record.matCode))]));
  const known = new Set(materials.map((row) => row.code));
  const saved = records.filter((record) => known.has(record.matCode));
  for (let start = 0; start < saved.length; start += 500) {
    await tx
      .insert(mstMaterialTaxRate)
      .values(saved.slice(start, start + 500).map((record) => ({ ...record, createdBy: by, updatedBy: by })))
      .onConflictDoUpdate({
        target: [mstMaterialTaxRate.matCode, mstMaterialTaxRate.effectiveDate],
        set: { taxRate: sql`excluded.tax_rate`, updatedBy: sql`excluded.updated_by`, ...stamp, version: sql`${mstMaterialTaxRate.version} + 1` },
      });
  }
}

export const masterSyncRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase; outbox: Outbox }> = async (app, { db, outbox }) => {
  outbox.onSuccess(MASTER_SYNC_BIZ_TYPES.material, (tx, _message, answer) => saveMaterials(tx, answer, 'ERP'));
  outbox.onSuccess(MASTER_SYNC_BIZ_TYPES.taxRate, (tx, _message, answer) => saveTaxRates(tx, answer, 'ERP'));

  /** Writes the request message (refused while one of the same kind and key is pending) and sends it. */
  async function submit(bizType: string, bizKey: string, payload: object, by: string): Promise<Envelope<MasterSyncSubmitted>> {
    const logId = await db.transaction(async (tx) => {
      // One pull of a kind and key at a time: the lock makes two simultaneous calls take turns.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${bizType}:${bizKey}`}))`);
      const [pending] = await tx
        .select({ id: sysInterfaceLog.id })
        .from(sysInterfaceLog)
        .where(and(eq(sysInterfaceLog.bizType, bizType), eq(sysInterfaceLog.bizKey, bizKey), eq(sysInterfaceLog.state, 'PENDING')))
        .limit(1);
      if (pending) throw new ApiError(409, MASTER_SYNC_MESSAGES.pending);
      return outbox.enqueue(tx, { system: 'EBS', bizType, bizKey, payload, createdBy: by });
    });
    await outbox.dispatch([logId]);
    return ok({ logId }, outbox.configured ? MASTER_SYNC_MESSAGES.submitted : MASTER_SYNC_MESSAGES.submittedNotConfigured);
  }

  app.post('/system/material/syncMaterial', { config: { permission: MASTER_SYNC_BUTTONS.material } }, async (request) =>
    submit(MASTER_SYNC_BIZ_TYPES.material, 'ALL', { type: 'MATERIAL' }, String(accessOf(request).userId)),
  );

  app.post('/system/material/syncMaterialInfo', { schema: { body: MaterialSyncInfoBodySchema }, config: { permission: MASTER_SYNC_BUTTONS.material } }, async (request) => {
    const matCode = request.body.matCode.trim();
    return submit(MASTER_SYNC_BIZ_TYPES.material, matCode, { type: 'MATERIAL', matCode }, String(accessOf(request).userId));
  });

  app.post('/system/materialsTaxRate/sync', { config: { permission: MASTER_SYNC_BUTTONS.taxRate } }, async (request) =>
    submit(MASTER_SYNC_BIZ_TYPES.taxRate, 'ALL', { type: 'TAX_RATE' }, String(accessOf(request).userId)),
  );
};
