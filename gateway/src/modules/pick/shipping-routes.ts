/**
 * Shipments (issue 24; spec 02 §7 pick-shipping) under /purchase/api/v1/purchase/pick-shipping:
 *
 * - GET page, GET/POST custom-page (and the export): the list engine, scope menu shipping:list;
 * - GET detail?id= → ShippingDetail (the shipment and its quality results);
 * - POST getPickShippingByMaterialAllocationIds {pickMaterialIds} → the shipments of those pick lines;
 * - POST save (shipping:add without id, shipping:edit with id and version) → {id, shippingNo, version};
 * - DELETE ?ids= (and deleteByIds; shipping:delete): all or nothing, never an accepted or closed one.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Envelope, ShippingDetail, ShippingQualityRow, ShippingRow, ShippingSaved } from '../../api/index.js';
import { ShippingByMaterialsBodySchema, ShippingSaveBodySchema, type ShippingSaveBody } from '../../api/pick-shipping.js';
import { dataScopeFor } from '../../core/access.js';
import { ApiError, ok, permissionDenied } from '../../core/envelope.js';
import { scopedById } from '../../core/list/query.js';
import { registerListReads, SAVE_MESSAGES } from '../../core/list/routes.js';
import { accessOf, hasPermission } from '../../core/permissions.js';
import { IdsBody, IdsQuery, IdTextParams } from '../../core/schemas.js';
import type { AppDatabase } from '../../db/connection.js';
import { purPickShipping, purPickShippingQuality } from '../../db/tables/pick.js';
import { refreshPickTotals } from './pick-totals.js';
import { SHIPPING_BASE, SHIPPING_MENUS, shippingResource } from './shipping-list.js';
import { SHIPPING_MESSAGES } from './shipping-message-texts.js';
import { refreshLineShipped, saveShipment } from './shipping-save.js';

/** Every field of a shipment row, as the list answers it. */
export const SHIPPING_SELECTION = Object.fromEntries(Object.entries(shippingResource.fields).map(([name, field]) => [name, field.column])) as Record<string, typeof purPickShipping.id>;

const QUALITY_SELECTION = {
  id: purPickShippingQuality.id,
  shippingId: purPickShippingQuality.shippingId,
  indexCode: purPickShippingQuality.indexCode,
  indexName: purPickShippingQuality.indexName,
  value: purPickShippingQuality.value,
  standardMin: purPickShippingQuality.standardMin,
  standardMax: purPickShippingQuality.standardMax,
  deductType: purPickShippingQuality.deductType,
  deductWeightRate: purPickShippingQuality.deductWeightRate,
  deductPrice: purPickShippingQuality.deductPrice,
};

/** The ids of `?ids=1&ids=2`, `?ids=1,2` or a body of ids. */
export function idsOf(query: { ids?: string | string[] | undefined }, body: unknown): number[] {
  const fromBody = Array.isArray(body) ? body : body && typeof body === 'object' && 'ids' in body ? (body as { ids: number[] }).ids : [];
  const fromQuery = query.ids === undefined ? [] : (Array.isArray(query.ids) ? query.ids : [query.ids]).flatMap((item) => item.split(','));
  return [...new Set([...fromQuery.filter((item) => item !== '').map(Number), ...fromBody.map(Number)])];
}

export const shippingRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  registerListReads(app, SHIPPING_BASE, db, shippingResource, SHIPPING_MENUS.list);
  const read = { permission: SHIPPING_MENUS.list };
  const actorOf = (userId: number) => String(userId);

  app.get(`${SHIPPING_BASE}/detail`, { schema: { querystring: IdTextParams }, config: read }, async (request): Promise<Envelope<ShippingDetail>> => {
    const scope = dataScopeFor(accessOf(request), SHIPPING_MENUS.list);
    const id = Number(request.query.id);
    const [shipping] = await db.select(SHIPPING_SELECTION).from(purPickShipping).where(scopedById(shippingResource, [id], scope));
    if (!shipping) throw new ApiError(404, SAVE_MESSAGES.notFound(shippingResource.label));
    const qualities = await db.select(QUALITY_SELECTION).from(purPickShippingQuality).where(eq(purPickShippingQuality.shippingId, id)).orderBy(asc(purPickShippingQuality.indexCode));
    return ok({ shipping: shipping as unknown as ShippingRow, qualities: qualities as ShippingQualityRow[] });
  });

  app.post(
    `${SHIPPING_BASE}/getPickShippingByMaterialAllocationIds`,
    { schema: { body: ShippingByMaterialsBodySchema }, config: read },
    async (request): Promise<Envelope<ShippingRow[]>> => {
      const scope = dataScopeFor(accessOf(request), SHIPPING_MENUS.list);
      const ids = request.body.pickMaterialIds;
      if (ids.length === 0) return ok([]);
      const rows = await db
        .select(SHIPPING_SELECTION)
        .from(purPickShipping)
        .where(scopedById({ ...shippingResource, id: purPickShipping.pickMaterialId }, ids, scope))
        .orderBy(asc(purPickShipping.id));
      return ok(rows as unknown as ShippingRow[]);
    },
  );

  app.post(`${SHIPPING_BASE}/save`, { schema: { body: ShippingSaveBodySchema }, config: read }, async (request): Promise<Envelope<ShippingSaved>> => {
    const access = accessOf(request);
    const body: ShippingSaveBody = request.body;
    if (!hasPermission(access, body.id === undefined ? SHIPPING_MENUS.add : SHIPPING_MENUS.edit)) throw permissionDenied();
    const scope = dataScopeFor(access, SHIPPING_MENUS.list);
    const saved = await db.transaction((tx) => saveShipment(tx, body, { scope, actor: actorOf(access.userId) }));
    return ok(saved, SHIPPING_MESSAGES.saved);
  });

  for (const path of [SHIPPING_BASE, `${SHIPPING_BASE}/deleteByIds`]) {
    app.delete(path, { schema: { querystring: IdsQuery, body: IdsBody }, config: { permission: SHIPPING_MENUS.remove } }, async (request): Promise<Envelope<{ deleted: number }>> => {
      const access = accessOf(request);
      const ids = idsOf(request.query, request.body);
      if (ids.length === 0) throw new ApiError(400, SAVE_MESSAGES.idsRequired);
      const scope = dataScopeFor(access, SHIPPING_MENUS.list);
      await db.transaction(async (tx) => {
        const rows = await tx.select().from(purPickShipping).where(scopedById(shippingResource, ids, scope)).for('update');
        if (rows.length !== ids.length) throw new ApiError(404, SAVE_MESSAGES.someMissing(shippingResource.label));
        const locked = rows.find((row) => row.receiveStatus !== 0 || row.shippingStatus === 'SHIPPING_DONE' || row.shippingStatus === 'CLOSE');
        if (locked) throw new ApiError(400, SHIPPING_MESSAGES.notDeletable(locked.shippingNo));
        await tx.delete(purPickShipping).where(inArray(purPickShipping.id, ids));
        for (const line of new Set(rows.map((row) => row.pickMaterialId))) await refreshLineShipped(tx, line);
        for (const pick of new Set(rows.map((row) => row.pickId))) await refreshPickTotals(tx, pick);
      });
      return ok({ deleted: ids.length }, SAVE_MESSAGES.deleted);
    });
  }
};
