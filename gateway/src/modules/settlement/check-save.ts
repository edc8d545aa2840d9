/**
 * Writing an account check (issue 25, part S1):
 *
 * - GET …/checkable-shipments?supplierSn=&orgCode=&categoryCode=&pickNo=&checkId= : accepted shipments in
 *   the caller's scope with what is left of their accepted quantity, the price and the deduction.
 * - POST …/save (reconciliation:add / reconciliation:edit): head and lines in one transaction. Each
 *   shipment is locked (`select … for update`, in id order), then Σ of the other checks' valid lines + this
 *   line must fit its accepted quantity: concurrent saves on one shipment queue on the lock and exactly
 *   the ones that fit succeed. A line without a quantity takes all that is left (a split takes less).
 * - GET …/detail?id= : head, lines and the actions its status allows.
 * - DELETE …?ids= (reconciliation:edit): new checks only, all or nothing.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Envelope } from '../../api/index.js';
import { AccountCheckSaveBodySchema, CheckableShipmentsQuerySchema, type AccountCheckDetail, type AccountCheckSaveBody, type AccountCheckSaved, type CheckableShipment } from '../../api/settlement-check.js';
import { dataScopeFor, type DataScopeFilter, type UserAccess } from '../../core/access.js';
import { ApiError, ok, permissionDenied } from '../../core/envelope.js';
import { scopedById, whereOf } from '../../core/list/query.js';
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import { accessOf, hasPermission } from '../../core/permissions.js';
import { IdsBody, IdsQuery, IdTextParams } from '../../core/schemas.js';
import { nextSerial } from '../../core/serial/index.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysCategory, sysOrg } from '../../db/schema.js';
import { supSupplier } from '../../db/tables/lookups.js';
import { purPickShipping } from '../../db/tables/pick.js';
import { stlAccountCheckHead, stlAccountCheckLine, type AccountCheckStatus } from '../../db/tables/settlement.js';
import { leftToCheck, lineFigures, plannedCheckQuantities, QUANTITY_SCALE, quantityText, unitsAt } from './check-figures.js';
import { accountOf, checkedByOthers, checkShippingScope, lockCheck, readCheck, refreshCheckTotals, shipmentRows, type ShipmentRow, type Tx } from './check-common.js';
import { CHECK_BASE, CHECK_MENUS, checkHeadResource } from './check-list.js';
import { CHECK_MESSAGES } from './check-message-texts.js';
import { allowedCheckActions, isCheckDeletable, isCheckEditable } from './check-status-machine.js';

/** The serial rule of account check numbers (DZ + 6 digits). */
export const CHECK_NO_RULE = 'ACCOUNT_CHECK_NO';

const bad = (message: string) => new ApiError(400, message);

/** The checkable-shipment answer of a shipment row, with `others` the quantity the other checks hold. */
export function checkableOf(row: ShipmentRow, others: bigint): CheckableShipment {
  const s = row.shipping;
  const left = leftToCheck(unitsAt(s.acceptedQuantity, QUANTITY_SCALE), others);
  const figures = lineFigures({ quantity: quantityText(left), contractPrice: row.contractPrice, deductPrice: s.deductPrice, pricingPrice: row.pricingPrice, taxRate: row.taxRate });
  return {
    shippingId: s.id,
    shippingNo: s.shippingNo,
    pickId: s.pickId,
    pickNo: s.pickNo,
    pickMaterialId: s.pickMaterialId,
    contractId: row.contractId,
    contractNo: s.contractNo,
    contractLineId: row.contractLineId,
    orgCode: s.orgCode,
    categoryCode: s.categoryCode,
    supplierSn: s.supplierSn,
    supplierName: s.supplierName,
    matCode: s.matCode,
    matName: s.matName,
    unitCode: row.unitCode,
    plateNo: s.plateNo,
    shippingDate: s.shippingDate,
    netWeight: s.netWeight,
    deductWeightRate: s.deductWeightRate,
    acceptedQuantity: quantityText(unitsAt(s.acceptedQuantity, QUANTITY_SCALE)),
    checkedQuantity: quantityText(others),
    leftQuantity: quantityText(left),
    contractPrice: figures.contractPrice,
    deductPrice: figures.deductPrice,
    price: figures.price,
    priceSource: figures.priceSource,
    taxRate: figures.taxRate,
    reconciliation: s.reconciliation,
  };
}

/** Accepted shipments (receive status 1) in the caller's scope. */
export function acceptedInScope(scope: DataScopeFilter, ...more: (SQL | undefined)[]) {
  return and(whereOf(checkShippingScope, [], scope), eq(purPickShipping.receiveStatus, 1), isNotNull(purPickShipping.acceptedQuantity), ...more);
}

async function namesOf(tx: Tx, body: AccountCheckSaveBody) {
  const [supplier] = await tx.select({ name: supSupplier.name }).from(supSupplier).where(eq(supSupplier.sn, body.supplierSn)).limit(1);
  if (!supplier) throw bad(CHECK_MESSAGES.supplierUnknown(body.supplierSn));
  const [org] = await tx.select({ name: sysOrg.orgName }).from(sysOrg).where(eq(sysOrg.orgCode, body.orgCode)).limit(1);
  const [category] = await tx.select({ name: sysCategory.categoryName }).from(sysCategory).where(eq(sysCategory.categoryCode, body.categoryCode)).limit(1);
  return { supplierName: supplier.name, orgName: org?.name ?? null, categoryName: category?.name ?? null };
}

/** Writes the check of `body` (a new one, or an edit of one in new or rejected) and answers its id, number and version. */
export async function saveCheck(db: Pick<AppDatabase, 'transaction'>, access: UserAccess, body: AccountCheckSaveBody, actor: string): Promise<AccountCheckSaved> {
  const isCreate = body.id === undefined || body.id === null;
  if (!hasPermission(access, isCreate ? CHECK_MENUS.add : CHECK_MENUS.edit)) throw permissionDenied();
  if (!isCreate && body.version === undefined) throw bad(SAVE_MESSAGES.versionRequired);
  if (body.periodStart && body.periodEnd && body.periodEnd < body.periodStart) throw bad(CHECK_MESSAGES.periodDates);
  const scope = dataScopeFor(access, CHECK_MENUS.list);
  return db.transaction(async (tx) => {
    const existing = isCreate ? undefined : await lockCheck(tx, body.id as number, scope, body.version);
    if (existing && !isCheckEditable(existing.status)) throw new ApiError(422, CHECK_MESSAGES.notEditable(existing.checkNo, existing.status));
    if (existing && (existing.orgCode !== body.orgCode || existing.categoryCode !== body.categoryCode || existing.supplierSn !== body.supplierSn)) throw bad(CHECK_MESSAGES.otherParty);
    const ids = [...new Set(body.lines.map((line) => line.shippingId))].sort((a, b) => a - b);
    const rows = await shipmentRows(tx, and(scopedById(checkShippingScope, ids, scope)), { lock: true });
    const byId = new Map(rows.map((row) => [row.shipping.id, row]));
    const missing = ids.find((id) => !byId.has(id));
    if (missing !== undefined) throw new ApiError(404, CHECK_MESSAGES.shippingNotFound(missing));
    for (const { shipping } of rows) {
      if (shipping.receiveStatus !== 1 || shipping.acceptedQuantity === null) throw bad(CHECK_MESSAGES.shippingNotAccepted(shipping.shippingNo));
      if (shipping.orgCode !== body.orgCode || shipping.categoryCode !== body.categoryCode || shipping.supplierSn !== body.supplierSn) throw bad(CHECK_MESSAGES.shippingOtherParty(shipping.shippingNo));
    }
    const others = await checkedByOthers(tx, ids, existing?.id ?? 0);
    const planned = plannedCheckQuantities(
      body.lines.map((line) => {
        const { shipping } = byId.get(line.shippingId)!;
        return { shippingId: shipping.id, shippingNo: shipping.shippingNo, quantity: line.quantity ? unitsAt(line.quantity, QUANTITY_SCALE) : null, accepted: unitsAt(shipping.acceptedQuantity, QUANTITY_SCALE), checkedByOthers: others.get(shipping.id) ?? 0n };
      }),
    );
    if (!planned.ok) throw bad(planned.problem);
    const names = await namesOf(tx, body);
    const headValues = { periodStart: body.periodStart ?? null, periodEnd: body.periodEnd ?? null, remark: body.remark ?? null, updatedBy: actor, updatedTime: new Date() };
    let headId: number;
    let checkNo: string;
    if (existing) {
      headId = existing.id;
      checkNo = existing.checkNo;
      await tx.update(stlAccountCheckHead).set({ ...headValues, version: sql`${stlAccountCheckHead.version} + 1` }).where(eq(stlAccountCheckHead.id, headId));
      await tx.delete(stlAccountCheckLine).where(eq(stlAccountCheckLine.headId, headId));
    } else {
      checkNo = await nextSerial(tx, CHECK_NO_RULE, { orgCode: body.orgCode });
      const [created] = await tx
        .insert(stlAccountCheckHead)
        .values({ ...headValues, ...names, checkNo, orgCode: body.orgCode, categoryCode: body.categoryCode, supplierSn: body.supplierSn, createdBy: actor })
        .returning({ id: stlAccountCheckHead.id });
      headId = created!.id;
    }
    await tx.insert(stlAccountCheckLine).values(
      body.lines.map((line, index) => {
        const row = byId.get(line.shippingId)!;
        const s = row.shipping;
        const figures = lineFigures({ quantity: quantityText(planned.quantities[index]!), contractPrice: row.contractPrice, deductPrice: s.deductPrice, pricingPrice: row.pricingPrice, taxRate: row.taxRate });
        return {
          headId,
          lineNo: index + 1,
          shippingId: s.id,
          shippingNo: s.shippingNo,
          pickId: s.pickId,
          pickNo: s.pickNo,
          pickMaterialId: s.pickMaterialId,
          contractId: row.contractId,
          contractNo: s.contractNo,
          contractLineId: row.contractLineId,
          matCode: s.matCode,
          matName: s.matName,
          unitCode: row.unitCode,
          quantity: figures.quantity,
          contractPrice: figures.contractPrice,
          deductPrice: figures.deductPrice,
          price: figures.price,
          priceSource: figures.priceSource,
          taxRate: figures.taxRate,
          amount: figures.amount,
          taxAmount: figures.taxAmount,
          remark: line.remark ?? null,
          createdBy: actor,
          updatedBy: actor,
        };
      }),
    );
    await refreshCheckTotals(tx, headId);
    const [saved] = await tx.select({ version: stlAccountCheckHead.version }).from(stlAccountCheckHead).where(eq(stlAccountCheckHead.id, headId));
    return { id: headId, checkNo, version: saved!.version };
  });
}

/** A check's head, lines and allowed actions. */
export async function checkDetail(db: Pick<AppDatabase, 'select'>, id: number, scope: DataScopeFilter): Promise<AccountCheckDetail> {
  const head = await readCheck(db, id, scope);
  const lines = await db.select().from(stlAccountCheckLine).where(eq(stlAccountCheckLine.headId, head.id)).orderBy(asc(stlAccountCheckLine.lineNo));
  return {
    head: { ...head, createdTime: head.createdTime.toISOString(), updatedTime: head.updatedTime.toISOString(), confirmedTime: head.confirmedTime?.toISOString() ?? null, settledTime: head.settledTime?.toISOString() ?? null },
    lines,
    actions: allowedCheckActions(head.status),
  };
}

export const checkSaveRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  const read = { permission: CHECK_MENUS.list };

  app.get(`${CHECK_BASE}/checkable-shipments`, { schema: { querystring: CheckableShipmentsQuerySchema }, config: read }, async (request): Promise<Envelope<CheckableShipment[]>> => {
    const scope = dataScopeFor(accessOf(request), CHECK_MENUS.list);
    const q = request.query;
    const rows = await shipmentRows(
      db,
      acceptedInScope(
        scope,
        q.supplierSn ? eq(purPickShipping.supplierSn, q.supplierSn) : undefined,
        q.orgCode ? eq(purPickShipping.orgCode, q.orgCode) : undefined,
        q.categoryCode ? eq(purPickShipping.categoryCode, q.categoryCode) : undefined,
        q.pickNo?.trim() ? eq(purPickShipping.pickNo, q.pickNo.trim()) : undefined,
      ),
    );
    const others = await checkedByOthers(db, rows.map((row) => row.shipping.id), q.checkId ? Number(q.checkId) : 0);
    return ok(rows.map((row) => checkableOf(row, others.get(row.shipping.id) ?? 0n)).filter((row) => unitsAt(row.leftQuantity, QUANTITY_SCALE) > 0n).slice(0, 500));
  });

  app.post(`${CHECK_BASE}/save`, { schema: { body: AccountCheckSaveBodySchema }, config: read }, async (request): Promise<Envelope<AccountCheckSaved>> => {
    const access = accessOf(request);
    const isCreate = request.body.id === undefined || request.body.id === null;
    const saved = await saveCheck(db, access, request.body, await accountOf(db, access.userId));
    return ok(saved, isCreate ? SAVE_MESSAGES.created : SAVE_MESSAGES.updated);
  });

  app.get(`${CHECK_BASE}/detail`, { schema: { querystring: IdTextParams }, config: read }, async (request): Promise<Envelope<AccountCheckDetail>> =>
    ok(await checkDetail(db, Number(request.query.id), dataScopeFor(accessOf(request), CHECK_MENUS.list))),
  );

  app.delete(CHECK_BASE, { schema: { querystring: IdsQuery, body: IdsBody }, config: { permission: CHECK_MENUS.edit } }, async (request): Promise<Envelope<{ deleted: number }>> => {
    const body = request.body as number[] | { ids: number[] } | null | undefined;
    const fromQuery = request.query.ids === undefined ? [] : [request.query.ids].flat().flatMap((item) => item.split(',')).filter((item) => item !== '').map(Number);
    const ids = [...new Set([...fromQuery, ...(Array.isArray(body) ? body : (body?.ids ?? []))])];
    if (ids.length === 0 || ids.some((id) => !Number.isSafeInteger(id) || id < 1)) throw bad(SAVE_MESSAGES.idsRequired);
    const scope = dataScopeFor(accessOf(request), CHECK_MENUS.list);
    await db.transaction(async (tx) => {
      const checks = await tx.select({ id: stlAccountCheckHead.id, checkNo: stlAccountCheckHead.checkNo, status: stlAccountCheckHead.status }).from(stlAccountCheckHead).where(scopedById(checkHeadResource, ids, scope)).orderBy(asc(stlAccountCheckHead.id)).for('update');
      if (checks.length !== ids.length) throw new ApiError(404, SAVE_MESSAGES.someMissing('对账单'));
      const locked = checks.find((check) => !isCheckDeletable(check.status as AccountCheckStatus));
      if (locked) throw new ApiError(422, CHECK_MESSAGES.notDeletable(locked.checkNo, locked.status));
      await tx.delete(stlAccountCheckHead).where(inArray(stlAccountCheckHead.id, ids));
    });
    return ok({ deleted: ids.length }, SAVE_MESSAGES.deleted);
  });
};
