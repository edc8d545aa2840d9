/**
 * Pricing confirmations (issue 25; spec 02 §7 the contract's account-checking pricing calls) under
 * /purchase/api/v1/account-checking-head:
 *
 * - GET/POST pricingConPage (the list engine; also pricingConPage/page, custom-page), scope menu
 *   reconciliation:list;
 * - POST pricingConfirm {contractLineId, quantity, price, pricingDate} (reconciliation:pricing): a
 *   confirmed price for the contract line in the caller's scope; check lines priced after it take it
 *   (price source `pricing`);
 * - DELETE pricingDelete?ids= (reconciliation:pricing): only confirmations no check line was priced by
 *   (a line of the same contract line with price source `pricing` and that price), all or nothing;
 * - GET queryCheckQuantityTotal?contractLineId= : Σ quantity of the valid lines of non-invalid checks on
 *   the contract line, as far as the caller's scope sees them.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Envelope } from '../../api/index.js';
import { ContractLineQuerySchema, PricingConfirmBodySchema, type CheckQuantityTotal, type PricingConfirmed } from '../../api/settlement-check.js';
import { dataScopeFor } from '../../core/access.js';
import { ApiError, ok } from '../../core/envelope.js';
import { parseFilters } from '../../core/list/filters.js';
import { fetchPage, parsePageRequest, scopedById, whereOf, type ListResource } from '../../core/list/query.js';
import { registerListReads, SAVE_MESSAGES } from '../../core/list/routes.js';
import { accessOf } from '../../core/permissions.js';
import { IdsBody, IdsQuery } from '../../core/schemas.js';
import type { AppDatabase } from '../../db/connection.js';
import { conContractHead, conContractLine } from '../../db/tables/contract.js';
import { stlAccountCheckLine, stlPricingConfirmation as pricing } from '../../db/tables/settlement.js';
import { stlViewAccountCheckLine } from '../../db/tables/settlement-views.js';
import { accountOf } from './check-common.js';
import { priceText, PRICE_SCALE, quantityText, QUANTITY_SCALE, unitsAt } from './check-figures.js';
import { CHECK_BASE, CHECK_MENUS, checkLineResource, pricingResource } from './check-list.js';
import { PRICING_MESSAGES } from './check-message-texts.js';

export const PRICING_BASE = `${CHECK_BASE}/pricingConPage`;

/** Contracts as the reconciliation menu's scope sees them. */
const contractScope: ListResource = {
  label: '合同',
  table: conContractHead,
  id: conContractHead.id,
  fields: { id: { column: conContractHead.id, type: 'integer' } },
  defaultSort: [{ field: 'id', order: 'desc' }],
  scope: { menu: CHECK_MENUS.list, org: conContractHead.orgCode, category: conContractHead.categoryCode, supplier: conContractHead.supplierSn },
};

export const pricingRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  registerListReads(app, PRICING_BASE, db, pricingResource, CHECK_MENUS.list);
  // GET …/pricingConPage itself answers the page too.
  app.get(PRICING_BASE, { config: { permission: CHECK_MENUS.list } }, async (request) => {
    const input = request.query as Record<string, unknown>;
    return ok(await fetchPage(db, pricingResource, parseFilters(input, pricingResource.fields), parsePageRequest(input, pricingResource), dataScopeFor(accessOf(request), CHECK_MENUS.list)));
  });

  app.post(`${CHECK_BASE}/pricingConfirm`, { schema: { body: PricingConfirmBodySchema }, config: { permission: CHECK_MENUS.pricing } }, async (request): Promise<Envelope<PricingConfirmed>> => {
    const access = accessOf(request);
    const actor = await accountOf(db, access.userId);
    const body = request.body;
    const [line] = await db
      .select({ line: conContractLine, head: conContractHead })
      .from(conContractLine)
      .innerJoin(conContractHead, eq(conContractHead.id, conContractLine.headId))
      .where(and(eq(conContractLine.id, body.contractLineId), whereOf(contractScope, [], dataScopeFor(access, CHECK_MENUS.list))));
    if (!line) throw new ApiError(404, PRICING_MESSAGES.contractLineNotFound);
    const [created] = await db
      .insert(pricing)
      .values({
        contractId: line.head.id,
        contractNo: line.head.contractNo,
        contractLineId: line.line.id,
        orgCode: line.head.orgCode,
        categoryCode: line.head.categoryCode,
        supplierSn: line.head.supplierSn,
        supplierName: line.head.supplierName,
        matCode: line.line.matCode,
        matName: line.line.matName,
        quantity: quantityText(unitsAt(body.quantity, QUANTITY_SCALE)),
        price: priceText(unitsAt(body.price, PRICE_SCALE)),
        pricingDate: body.pricingDate,
        status: 'confirmed',
        confirmedBy: actor,
        confirmedTime: new Date(),
        remark: body.remark ?? null,
        createdBy: actor,
        updatedBy: actor,
      })
      .returning({ id: pricing.id, status: pricing.status });
    return ok(created!, PRICING_MESSAGES.confirmed);
  });

  app.delete(`${CHECK_BASE}/pricingDelete`, { schema: { querystring: IdsQuery, body: IdsBody }, config: { permission: CHECK_MENUS.pricing } }, async (request): Promise<Envelope<{ deleted: number }>> => {
    const body = request.body as number[] | { ids: number[] } | null | undefined;
    const fromQuery = request.query.ids === undefined ? [] : [request.query.ids].flat().flatMap((item) => item.split(',')).filter((item) => item !== '').map(Number);
    const ids = [...new Set([...fromQuery, ...(Array.isArray(body) ? body : (body?.ids ?? []))])];
    if (ids.length === 0 || ids.some((id) => !Number.isSafeInteger(id) || id < 1)) throw new ApiError(400, SAVE_MESSAGES.idsRequired);
    const scope = dataScopeFor(accessOf(request), CHECK_MENUS.list);
    await db.transaction(async (tx) => {
      const rows = await tx.select().from(pricing).where(scopedById(pricingResource, ids, scope)).orderBy(asc(pricing.id)).for('update');
      if (rows.length !== ids.length) throw new ApiError(404, SAVE_MESSAGES.someMissing('价格确认'));
      for (const row of rows) {
        const [used] = await tx
          .select({ id: stlAccountCheckLine.id })
          .from(stlAccountCheckLine)
          .where(and(eq(stlAccountCheckLine.contractLineId, row.contractLineId), eq(stlAccountCheckLine.priceSource, 'pricing'), eq(stlAccountCheckLine.price, row.price), ne(stlAccountCheckLine.lineStatus, 'invalid')))
          .limit(1);
        if (used) throw new ApiError(422, PRICING_MESSAGES.used(row.id));
      }
      await tx.delete(pricing).where(inArray(pricing.id, ids));
    });
    return ok({ deleted: ids.length }, SAVE_MESSAGES.deleted);
  });

  app.get(`${CHECK_BASE}/queryCheckQuantityTotal`, { schema: { querystring: ContractLineQuerySchema }, config: { permission: CHECK_MENUS.list } }, async (request): Promise<Envelope<CheckQuantityTotal>> => {
    const contractLineId = Number(request.query.contractLineId);
    const scope = dataScopeFor(accessOf(request), CHECK_MENUS.list);
    const v = stlViewAccountCheckLine;
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${v.quantity}), 0)::numeric(18, 3)::text` })
      .from(v)
      .where(and(eq(v.contractLineId, contractLineId), eq(v.lineStatus, 'valid'), ne(v.status, 'invalid'), whereOf(checkLineResource, [], scope)));
    return ok({ contractLineId, quantity: quantityText(unitsAt(row?.total ?? '0', QUANTITY_SCALE)) });
  });
};
