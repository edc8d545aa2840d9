/**
 * Saving a shipment (issue 24; CONTRACT "Quantities"), shared by POST pick-shipping/save and the
 * import: in the caller's transaction, the pick line and its head are locked, the pick must be
 * confirmed, not closed, its shipping not finished and the line open; Σ shipped of the line's live
 * shipments stays within its planned quantity (超出提货计划数量); net = gross − tare exact; the quality
 * results are judged by master data (quality-deduction.ts). The line's shipped quantity and the head's
 * totals (refreshPickTotals) follow. An accepted or closed shipment is not edited.
 */
import { isDateText, isPlateNo } from '@srm/rules';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ShippingSaveBody, ShippingSaved } from '../../api/pick-shipping.js';
import type { DataScopeFilter } from '../../core/access.js';
import { ApiError, versionConflict } from '../../core/envelope.js';
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import { scopedById } from '../../core/list/query.js';
import type { AppDatabase } from '../../db/connection.js';
import { mstMaterialIndex, mstQualityIndex } from '../../db/tables/master.js';
import { purPickHead, purPickMaterial, purPickShipping, purPickShippingQuality, purPickVehicle } from '../../db/tables/pick.js';
import { shippableLeft, shippedQuantityOf, storedUnits, toText, weightsOf } from './acceptance-rules.js';
import { refreshPickTotals } from './pick-totals.js';
import { judgeQualities, type IndexRule, type MaterialRule } from './quality-deduction.js';
import { pickHeadInScope, shippingResource } from './shipping-list.js';
import { SHIPPING_MESSAGES } from './shipping-message-texts.js';

/** The caller's transaction (a drizzle transaction is a database too; the seed passes its own). */
export type PickTx = AppDatabase;

export interface ShipmentWriter {
  /** The caller's scope on shipping:list. */
  scope: DataScopeFilter;
  /** Who writes (created_by / updated_by). */
  actor: string;
}

const bad = (message: string) => new ApiError(400, message);

/** The shipment number FY + yyyymmdd (Asia/Shanghai) + the id on 6 digits, unique as the id. */
const SHIPPING_NO = sql`'FY' || to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(${purPickShipping.id}::text, 6, '0')`;

/** The line's shipped quantity: Σ of its live (not closed) shipments. */
export async function refreshLineShipped(tx: PickTx, pickMaterialId: number): Promise<void> {
  await tx.execute(sql`
    update pur_pick_material m set shipped_quantity = coalesce((
      select sum(s.shipped_quantity) from pur_pick_shipping s where s.pick_material_id = m.id and s.shipping_status <> 'CLOSE'
    ), 0), updated_time = now()
    where m.id = ${pickMaterialId}`);
}

/** The seeded and master rules of `codes` for material `matCode`. */
async function rulesOf(tx: PickTx, matCode: string, codes: readonly string[]): Promise<{ indices: Map<string, IndexRule>; overrides: Map<string, MaterialRule> }> {
  if (codes.length === 0) return { indices: new Map(), overrides: new Map() };
  const [indices, overrides] = await Promise.all([
    tx
      .select({
        indexCode: mstQualityIndex.indexCode,
        indexName: mstQualityIndex.indexName,
        standardMin: mstQualityIndex.standardMin,
        standardMax: mstQualityIndex.standardMax,
        deductType: mstQualityIndex.deductType,
        deductStep: mstQualityIndex.deductStep,
        deductValue: mstQualityIndex.deductValue,
      })
      .from(mstQualityIndex)
      .where(inArray(mstQualityIndex.indexCode, [...codes])),
    tx
      .select({ indexCode: mstMaterialIndex.indexCode, standardMin: mstMaterialIndex.standardMin, standardMax: mstMaterialIndex.standardMax, deductStep: mstMaterialIndex.deductStep, deductValue: mstMaterialIndex.deductValue })
      .from(mstMaterialIndex)
      .where(and(eq(mstMaterialIndex.matCode, matCode), inArray(mstMaterialIndex.indexCode, [...codes]))),
  ]);
  return { indices: new Map(indices.map((row) => [row.indexCode, row])), overrides: new Map(overrides.map((row) => [row.indexCode, row])) };
}

/** The checks of the body alone (plate, dates, quantity, weights): its problem, or the parsed figures. */
function checkBody(body: ShippingSaveBody) {
  if (!isPlateNo(body.plateNo.trim())) throw bad(SHIPPING_MESSAGES.plateInvalid);
  if (!isDateText(body.shippingDate) || (body.arrivalDate != null && !isDateText(body.arrivalDate))) throw bad(SHIPPING_MESSAGES.dateInvalid);
  if (body.arrivalDate != null && body.arrivalDate < body.shippingDate) throw bad(SHIPPING_MESSAGES.arrivalBeforeShipping);
  const shipped = shippedQuantityOf(body.shippedQuantity);
  if (shipped === null) throw bad(SHIPPING_MESSAGES.quantityInvalid);
  const weights = weightsOf(body.grossWeight, body.tareWeight);
  if (!weights.ok) throw bad(weights.problem);
  return { shipped, weights };
}

/** Saves one shipment in `tx` (see the module's comment). */
export async function saveShipment(tx: PickTx, body: ShippingSaveBody, { scope, actor }: ShipmentWriter): Promise<ShippingSaved> {
  const { shipped, weights } = checkBody(body);
  const isUpdate = body.id !== undefined;
  let previousLine: number | undefined;
  let previousPick: number | undefined;
  if (isUpdate) {
    const [existing] = await tx.select().from(purPickShipping).where(scopedById(shippingResource, [body.id as number], scope)).for('update');
    if (!existing) throw new ApiError(404, SAVE_MESSAGES.notFound(shippingResource.label));
    if (body.version === undefined) throw bad(SAVE_MESSAGES.versionRequired);
    if (existing.version !== body.version) throw versionConflict();
    if (existing.receiveStatus !== 0 || existing.shippingStatus === 'SHIPPING_DONE' || existing.shippingStatus === 'CLOSE') throw bad(SHIPPING_MESSAGES.notEditable(existing.shippingNo));
    previousLine = existing.pickMaterialId;
    previousPick = existing.pickId;
  }

  const [found] = await tx
    .select({ line: purPickMaterial, head: purPickHead })
    .from(purPickMaterial)
    .innerJoin(purPickHead, eq(purPickHead.id, purPickMaterial.pickId))
    .where(and(eq(purPickMaterial.id, body.pickMaterialId), pickHeadInScope(scope)))
    .for('update');
  if (!found) throw new ApiError(404, SAVE_MESSAGES.notFound('提货单明细'));
  const { line, head } = found;
  if (head.status === 'closed') throw bad(SHIPPING_MESSAGES.pickClosed(head.pickNo));
  if (head.status !== 'confirmed') throw bad(SHIPPING_MESSAGES.pickNotConfirmed(head.pickNo));
  if (head.shippingStatus === 'SHIPPING_DONE' || head.shippingStatus === 'CLOSE') throw bad(SHIPPING_MESSAGES.pickFinished(head.pickNo));
  if (line.lineStatus !== 'open') throw bad(SHIPPING_MESSAGES.lineNotOpen(head.pickNo, line.lineNo));

  const [others] = await tx
    .select({ total: sql<string>`coalesce(sum(${purPickShipping.shippedQuantity}), 0)` })
    .from(purPickShipping)
    .where(and(eq(purPickShipping.pickMaterialId, line.id), ne(purPickShipping.shippingStatus, 'CLOSE'), isUpdate ? ne(purPickShipping.id, body.id as number) : undefined));
  const left = shippableLeft(storedUnits(line.plannedQuantity), storedUnits(others?.total));
  if (shipped > left) throw bad(SHIPPING_MESSAGES.overPlanned(toText(left)));

  if (body.vehicleId != null) {
    const [vehicle] = await tx.select({ id: purPickVehicle.id }).from(purPickVehicle).where(and(eq(purPickVehicle.id, body.vehicleId), eq(purPickVehicle.pickId, head.id)));
    if (!vehicle) throw bad(SHIPPING_MESSAGES.vehicleNotOfPick);
  }

  const { indices, overrides } = await rulesOf(tx, line.matCode, [...new Set(body.qualities.map((quality) => quality.indexCode.trim()))]);
  const judged = judgeQualities(body.qualities, indices, overrides);
  if (!judged.ok) throw bad(judged.problem);

  const now = new Date();
  const values = {
    pickId: head.id,
    pickNo: head.pickNo,
    pickMaterialId: line.id,
    contractNo: head.contractNo,
    orgCode: head.orgCode,
    categoryCode: head.categoryCode,
    supplierSn: head.supplierSn,
    supplierName: head.supplierName,
    matCode: line.matCode,
    matName: line.matName,
    vehicleId: body.vehicleId ?? null,
    plateNo: body.plateNo.trim(),
    driverName: body.driverName?.trim() || null,
    shippingDate: body.shippingDate,
    arrivalDate: body.arrivalDate ?? null,
    shippedQuantity: toText(shipped),
    grossWeight: weights.gross,
    tareWeight: weights.tare,
    netWeight: weights.net,
    deductWeightRate: judged.deductWeightRate,
    deductPrice: judged.deductPrice,
    shippingStatus: weights.net === null ? ('NEW' as const) : ('SHIPPING' as const),
    remark: body.remark ?? null,
    updatedBy: actor,
    updatedTime: now,
  };
  let saved: ShippingSaved;
  if (isUpdate) {
    const [row] = await tx
      .update(purPickShipping)
      .set({ ...values, version: sql`${purPickShipping.version} + 1` })
      .where(eq(purPickShipping.id, body.id as number))
      .returning({ id: purPickShipping.id, shippingNo: purPickShipping.shippingNo, version: purPickShipping.version });
    saved = row as ShippingSaved;
    await tx.delete(purPickShippingQuality).where(eq(purPickShippingQuality.shippingId, saved.id));
  } else {
    const [inserted] = await tx
      .insert(purPickShipping)
      .values({ ...values, shippingNo: `tmp-${randomUUID()}`, createdBy: actor })
      .returning({ id: purPickShipping.id });
    const [row] = await tx
      .update(purPickShipping)
      .set({ shippingNo: SHIPPING_NO })
      .where(eq(purPickShipping.id, (inserted as { id: number }).id))
      .returning({ id: purPickShipping.id, shippingNo: purPickShipping.shippingNo, version: purPickShipping.version });
    saved = row as ShippingSaved;
  }
  if (judged.results.length > 0) {
    await tx.insert(purPickShippingQuality).values(judged.results.map((result) => ({ ...result, shippingId: saved.id, createdBy: actor, updatedBy: actor })));
  }
  await refreshLineShipped(tx, line.id);
  if (previousLine !== undefined && previousLine !== line.id) await refreshLineShipped(tx, previousLine);
  await refreshPickTotals(tx, head.id);
  if (previousPick !== undefined && previousPick !== head.id) await refreshPickTotals(tx, previousPick);
  return saved;
}
