/**
 * Customer balances (客户余额, issue 25; spec 02 §7 execution cust-bal), /purchase/api/v1/execution/cust-bal:
 *
 * - POST page and POST list (filters, paging and sort in the body, the list engine's rules: an unknown
 *   filter key is a 400 in Chinese), GET page and custom-page as every list; scope menu
 *   settlement:cust-bal with org and category (a supplier user sees none). Export is a download task
 *   replaying …/cust-bal/page.
 * - GET get?id= and GET {id}: one balance; POST save (settlement:cust-bal:add / :edit) with the
 *   customer's name from sys_customer when not given, one row per org and customer; DELETE ?ids=
 *   (settlement:cust-bal:delete), all or nothing.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { CustBalSaveBodySchema } from '../../api/settlement-invoice.js';
import type { Envelope } from '../../api/index.js';
import { dataScopeFor } from '../../core/access.js';
import { ApiError, ok, permissionDenied } from '../../core/envelope.js';
import { parseFilters } from '../../core/list/filters.js';
import { fetchPage, parsePageRequest, scopedById } from '../../core/list/query.js';
import { registerListReads, SAVE_MESSAGES } from '../../core/list/routes.js';
import { accessOf, hasPermission } from '../../core/permissions.js';
import { IdsQuery, IdTextParams } from '../../core/schemas.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysCustomer } from '../../db/tables/lookups.js';
import { stlCustBal as bal } from '../../db/tables/settlement.js';
import { accountOf, orgNameOf, requireInScope, scopedRow } from './invoice-common.js';
import { CUST_BAL_BASE, CUST_BAL_MENUS, custBalResource } from './invoice-list.js';
import { INVOICE_MESSAGES } from './invoice-message-texts.js';
import { cents, money } from './invoice-rules.js';
import { idsOfQuery } from './prepayment.js';

type CustBalRow = typeof bal.$inferSelect;
const ListBody = Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]);

export const custBalRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  const scopeOf = (request: Parameters<typeof accessOf>[0]) => dataScopeFor(accessOf(request), CUST_BAL_MENUS.list);
  registerListReads(app, CUST_BAL_BASE, db, custBalResource, CUST_BAL_MENUS.list);

  for (const path of ['page', 'list']) {
    app.post(`${CUST_BAL_BASE}/${path}`, { schema: { body: ListBody }, config: { permission: CUST_BAL_MENUS.list } }, async (request) => {
      const input = (request.body as Record<string, unknown> | null) ?? {};
      return ok(await fetchPage(db, custBalResource, parseFilters(input, custBalResource.fields), parsePageRequest(input, custBalResource), scopeOf(request)));
    });
  }

  const one = async (request: Parameters<typeof accessOf>[0], id: number) => ok(await scopedRow<CustBalRow>(db, custBalResource, id, scopeOf(request), INVOICE_MESSAGES.custBalNotFound));
  app.get(`${CUST_BAL_BASE}/get`, { schema: { querystring: IdTextParams }, config: { permission: CUST_BAL_MENUS.list } }, (request) => one(request, Number(request.query.id)));
  app.get(`${CUST_BAL_BASE}/:id`, { schema: { params: IdTextParams }, config: { permission: CUST_BAL_MENUS.list } }, (request) => one(request, Number(request.params.id)));

  app.post(`${CUST_BAL_BASE}/save`, { schema: { body: CustBalSaveBodySchema }, config: { permission: CUST_BAL_MENUS.list } }, async (request): Promise<Envelope<{ id: number; version: number }>> => {
    const body = request.body;
    const access = accessOf(request);
    const isCreate = body.id === undefined || body.id === null;
    if (!hasPermission(access, isCreate ? CUST_BAL_MENUS.add : CUST_BAL_MENUS.edit)) throw permissionDenied();
    if (!isCreate && body.version === undefined) throw new ApiError(400, SAVE_MESSAGES.versionRequired);
    if (body.effectiveStart && body.effectiveEnd && body.effectiveEnd < body.effectiveStart) throw new ApiError(400, INVOICE_MESSAGES.effectiveDates);
    const scope = scopeOf(request);
    requireInScope(scope, { orgCode: body.orgCode, categoryCode: body.categoryCode, supplierSn: '' });
    const actor = await accountOf(db, access.userId);
    const saved = await db.transaction(async (tx) => {
      const existing = isCreate ? undefined : await scopedRow<CustBalRow>(tx, custBalResource, body.id as number, scope, INVOICE_MESSAGES.custBalNotFound, { lock: true, version: body.version });
      const [customer] = await tx.select({ name: sysCustomer.partyName }).from(sysCustomer).where(eq(sysCustomer.custNumber, body.custNumber)).limit(1);
      if (!customer) throw new ApiError(400, INVOICE_MESSAGES.customerUnknown(body.custNumber));
      const [taken] = await tx
        .select({ id: bal.id })
        .from(bal)
        .where(and(eq(bal.orgCode, body.orgCode), eq(bal.custNumber, body.custNumber), existing ? ne(bal.id, existing.id) : undefined))
        .limit(1);
      if (taken) throw new ApiError(409, INVOICE_MESSAGES.custBalRepeated(body.orgCode, body.custNumber));
      const values = {
        orgCode: body.orgCode,
        orgName: await orgNameOf(tx, body.orgCode),
        categoryCode: body.categoryCode,
        custNumber: body.custNumber,
        custName: body.custName?.trim() || customer.name,
        balance: money(cents(body.balance)),
        creditLimit: money(cents(body.creditLimit)),
        creditStatus: body.creditStatus,
        effectiveStart: body.effectiveStart ?? null,
        effectiveEnd: body.effectiveEnd ?? null,
        remark: body.remark?.trim() || null,
        updatedBy: actor,
        updatedTime: new Date(),
      };
      const [row] = existing
        ? await tx.update(bal).set({ ...values, version: sql`${bal.version} + 1` }).where(eq(bal.id, existing.id)).returning({ id: bal.id, version: bal.version })
        : await tx.insert(bal).values({ ...values, createdBy: actor }).returning({ id: bal.id, version: bal.version });
      return row!;
    });
    return ok(saved, isCreate ? SAVE_MESSAGES.created : SAVE_MESSAGES.updated);
  });

  app.delete(CUST_BAL_BASE, { schema: { querystring: IdsQuery }, config: { permission: CUST_BAL_MENUS.remove } }, async (request): Promise<Envelope<{ deleted: number }>> => {
    const ids = idsOfQuery(request.query.ids);
    await db.transaction(async (tx) => {
      const deleted = await tx.delete(bal).where(and(inArray(bal.id, ids), scopedById(custBalResource, ids, scopeOf(request)))).returning({ id: bal.id });
      if (deleted.length !== ids.length) throw new ApiError(404, SAVE_MESSAGES.someMissing('客户余额'));
    });
    return ok({ deleted: ids.length }, SAVE_MESSAGES.deleted);
  });
};
