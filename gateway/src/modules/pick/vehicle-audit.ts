/**
 * Vehicle changes under audit (issue 24; spec 02 §7 pick-vehicle-update-audit and -history):
 *
 * - POST pick-vehicle-update-audit/add (pick:vehicle-change; a supplier user only on its own pick, in the
 *   scope of 提货单): the new plate, driver, mobile and ID number with a reason, pending; one pending
 *   request per vehicle; not on a closed pick;
 * - POST pick-vehicle-update-audit/getPageList (list body) and GET page / custom-page (vehicle:audit);
 * - POST pick-vehicle-update-audit/auditBatch {ids, approved, opinion} (vehicle:audit:approve): pending
 *   ones only, all or nothing; approval applies each change to its vehicle and writes one history row
 *   per changed field, rejection needs an opinion;
 * - GET pick-vehicle-update-history/getListByAuditId?auditId= (vehicle:audit): the history of one request.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Envelope, VehicleAuditBatchResult, VehicleHistoryRow } from '../../api/index.js';
import { VehicleAuditAddBodySchema, VehicleAuditBatchBodySchema } from '../../api/pick-shipping.js';
import { dataScopeFor } from '../../core/access.js';
import { ApiError, ok } from '../../core/envelope.js';
import { parseFilters } from '../../core/list/filters.js';
import { fetchPage, parsePageRequest, scopedById } from '../../core/list/query.js';
import { registerListReads, SAVE_MESSAGES } from '../../core/list/routes.js';
import { accessOf } from '../../core/permissions.js';
import { IdText } from '../../core/schemas.js';
import type { AppDatabase } from '../../db/connection.js';
import { purPickHead, purPickVehicle, purPickVehicleUpdateAudit as audit, purPickVehicleUpdateHistory as history } from '../../db/tables/pick.js';
import { pickHeadInScope, SHIPPING_MENUS, VEHICLE_AUDIT_BASE, VEHICLE_HISTORY_BASE, vehicleAuditResource } from './shipping-list.js';
import { VEHICLE_AUDIT_MESSAGES } from './shipping-message-texts.js';
import type { PickTx } from './shipping-save.js';
import { changedFields, detailsProblem, normaliseDetails, type VehicleDetails } from './vehicle-audit-rules.js';

const PICK_LIST_MENU = 'pick:list';
const bad = (message: string) => new ApiError(400, message);
const AuditIdQuery = Type.Object({ auditId: IdText });

/** Another vehicle of the pick already has the plate. */
async function plateTaken(tx: PickTx, pickId: number, vehicleId: number, plateNo: string): Promise<boolean> {
  const [other] = await tx.select({ id: purPickVehicle.id }).from(purPickVehicle).where(and(eq(purPickVehicle.pickId, pickId), eq(purPickVehicle.plateNo, plateNo), ne(purPickVehicle.id, vehicleId)));
  return other !== undefined;
}

export const vehicleAuditRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  registerListReads(app, VEHICLE_AUDIT_BASE, db, vehicleAuditResource, SHIPPING_MENUS.audit);

  app.post(
    `${VEHICLE_AUDIT_BASE}/getPageList`,
    { schema: { body: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]) }, config: { permission: SHIPPING_MENUS.audit } },
    async (request) => {
      const input = (request.body as Record<string, unknown> | null) ?? {};
      const page = await fetchPage(db, vehicleAuditResource, parseFilters(input, vehicleAuditResource.fields), parsePageRequest(input, vehicleAuditResource), dataScopeFor(accessOf(request), SHIPPING_MENUS.audit));
      return ok(page);
    },
  );

  app.post(`${VEHICLE_AUDIT_BASE}/add`, { schema: { body: VehicleAuditAddBodySchema }, config: { permission: SHIPPING_MENUS.vehicleChange } }, async (request): Promise<Envelope<{ id: number }>> => {
    const access = accessOf(request);
    const body = request.body;
    const wanted = normaliseDetails(body);
    const problem = detailsProblem(wanted);
    if (problem) throw bad(problem);
    const actor = String(access.userId);
    const id = await db.transaction(async (tx) => {
      const [found] = await tx
        .select({ vehicle: purPickVehicle, head: purPickHead })
        .from(purPickVehicle)
        .innerJoin(purPickHead, eq(purPickHead.id, purPickVehicle.pickId))
        .where(and(eq(purPickVehicle.id, body.vehicleId), pickHeadInScope(dataScopeFor(access, PICK_LIST_MENU))))
        .for('update');
      if (!found) throw new ApiError(404, SAVE_MESSAGES.notFound('车辆'));
      const { vehicle, head } = found;
      if (head.status === 'closed') throw bad(VEHICLE_AUDIT_MESSAGES.pickClosed(head.pickNo));
      if (changedFields(vehicle, wanted).length === 0) throw bad(VEHICLE_AUDIT_MESSAGES.noChange);
      if (await plateTaken(tx, head.id, vehicle.id, wanted.plateNo)) throw bad(VEHICLE_AUDIT_MESSAGES.plateTaken(wanted.plateNo));
      const [pending] = await tx.select({ id: audit.id }).from(audit).where(and(eq(audit.vehicleId, vehicle.id), eq(audit.status, 'pending')));
      if (pending) throw bad(VEHICLE_AUDIT_MESSAGES.pending(vehicle.plateNo));
      const [inserted] = await tx
        .insert(audit)
        .values({
          vehicleId: vehicle.id,
          pickId: head.id,
          pickNo: head.pickNo,
          orgCode: head.orgCode,
          categoryCode: head.categoryCode,
          supplierSn: head.supplierSn,
          supplierName: head.supplierName,
          oldPlateNo: vehicle.plateNo,
          ...wanted,
          reason: body.reason.trim(),
          createdBy: actor,
          updatedBy: actor,
        })
        .returning({ id: audit.id });
      return (inserted as { id: number }).id;
    });
    return ok({ id }, VEHICLE_AUDIT_MESSAGES.added);
  });

  app.post(`${VEHICLE_AUDIT_BASE}/auditBatch`, { schema: { body: VehicleAuditBatchBodySchema }, config: { permission: SHIPPING_MENUS.approve } }, async (request): Promise<Envelope<VehicleAuditBatchResult>> => {
    const access = accessOf(request);
    const { ids, approved } = request.body;
    const opinion = request.body.opinion?.trim() || null;
    if (ids.length === 0) throw bad(SAVE_MESSAGES.idsRequired);
    if (!approved && !opinion) throw bad(VEHICLE_AUDIT_MESSAGES.opinionRequired);
    const actor = String(access.userId);
    const status = approved ? ('approved' as const) : ('rejected' as const);
    await db.transaction(async (tx) => {
      const audits = await tx.select().from(audit).where(scopedById(vehicleAuditResource, ids, dataScopeFor(access, SHIPPING_MENUS.audit))).orderBy(asc(audit.id)).for('update');
      if (audits.length !== new Set(ids).size) throw new ApiError(404, SAVE_MESSAGES.someMissing(vehicleAuditResource.label));
      const done = audits.find((row) => row.status !== 'pending');
      if (done) throw bad(VEHICLE_AUDIT_MESSAGES.notPending(done.plateNo));
      const now = new Date();
      if (approved) {
        const vehicles = await tx.select().from(purPickVehicle).where(inArray(purPickVehicle.id, audits.map((row) => row.vehicleId))).orderBy(asc(purPickVehicle.id)).for('update');
        const byId = new Map(vehicles.map((vehicle) => [vehicle.id, vehicle]));
        for (const row of audits) {
          const vehicle = byId.get(row.vehicleId);
          if (!vehicle) throw new ApiError(404, SAVE_MESSAGES.notFound('车辆'));
          const wanted: VehicleDetails = { plateNo: row.plateNo, driverName: row.driverName, driverPhone: row.driverPhone, idCard: row.idCard };
          if (await plateTaken(tx, vehicle.pickId, vehicle.id, wanted.plateNo)) throw bad(VEHICLE_AUDIT_MESSAGES.plateTaken(wanted.plateNo));
          const changes = changedFields(vehicle, wanted);
          if (changes.length > 0) {
            await tx.update(purPickVehicle).set({ ...wanted, updatedBy: actor, updatedTime: now, version: sql`${purPickVehicle.version} + 1` }).where(eq(purPickVehicle.id, vehicle.id));
            await tx.insert(history).values(changes.map((change) => ({ ...change, auditId: row.id, vehicleId: vehicle.id, createdBy: actor })));
            byId.set(vehicle.id, { ...vehicle, ...wanted });
          }
        }
      }
      await tx
        .update(audit)
        .set({ status, auditedBy: actor, auditedTime: now, opinion, updatedBy: actor, updatedTime: now, version: sql`${audit.version} + 1` })
        .where(inArray(audit.id, audits.map((row) => row.id)));
    });
    return ok({ audited: ids.length, status }, approved ? VEHICLE_AUDIT_MESSAGES.approved : VEHICLE_AUDIT_MESSAGES.rejected);
  });

  app.get(`${VEHICLE_HISTORY_BASE}/getListByAuditId`, { schema: { querystring: AuditIdQuery }, config: { permission: SHIPPING_MENUS.audit } }, async (request): Promise<Envelope<VehicleHistoryRow[]>> => {
    const id = Number(request.query.auditId);
    const [found] = await db.select({ id: audit.id }).from(audit).where(scopedById(vehicleAuditResource, [id], dataScopeFor(accessOf(request), SHIPPING_MENUS.audit)));
    if (!found) throw new ApiError(404, SAVE_MESSAGES.notFound(vehicleAuditResource.label));
    const rows = await db
      .select({ id: history.id, auditId: history.auditId, vehicleId: history.vehicleId, fieldName: history.fieldName, oldValue: history.oldValue, newValue: history.newValue, createdTime: history.createdTime, createdBy: history.createdBy })
      .from(history)
      .where(eq(history.auditId, id))
      .orderBy(asc(history.id));
    return ok(rows as unknown as VehicleHistoryRow[]);
  });
};
