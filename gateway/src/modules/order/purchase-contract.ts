/**
 * POST order/purchase/createContract {id, version} (order:purchase:contract; issue 26, part G1): an
 * audited (or later) order whose contractStatus is none or failed becomes a contract draft
 * (purchase-contract-draft.ts), linked back (contractId, contractNo, contractStatus created). A failure
 * (the supplier no longer 合格, missing data, a database conflict) is not a 5xx: the order records
 * contractStatus failed, the reason and contractRetryCount + 1, and the answer is 422 with the Chinese
 * reason; calling again retries. The audit callback tries once by itself (tryCreateContract).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import { PurchaseOrderMoveBodySchema, type PurchaseOrderContractCreated } from '../../api/order-purchase.js';
import type { Envelope } from '../../api/index.js';
import type { DataScopeFilter } from '../../core/access.js';
import { ApiError, ok } from '../../core/envelope.js';
import { accessOf } from '../../core/permissions.js';
import type { AppDatabase } from '../../db/connection.js';
import { matPurchaseOrder as orderTable } from '../../db/tables/order.js';
import { supplierStandingProblem } from '../lookups/supplier-standing.js';
import { ORDER_MENUS, PURCHASE_ORDER_BASE } from './order-paths.js';
import { contractDraftProblem, writeContractDraft } from './purchase-contract-draft.js';
import { PURCHASE_MESSAGES } from './purchase-message-texts.js';
import { accountOf, linesOf, lockOrder, purchaseScope } from './purchase-routes.js';
import { PURCHASE_CONTRACTABLE } from './purchase-status-machine.js';

export type ContractAttempt = { created: PurchaseOrderContractCreated } | { problem: string };

/**
 * One attempt at the contract of order `id` (in `scope` with `version` when a user asks; unscoped for
 * the callback). Refusals of the request itself (not found, stale, wrong status, already created)
 * throw; a failed attempt is recorded on the order and returned as `problem`.
 */
export async function tryCreateContract(db: AppDatabase, id: number, scope: DataScopeFilter | undefined, version: number | undefined, actor: string): Promise<ContractAttempt> {
  return db.transaction(async (tx): Promise<ContractAttempt> => {
    const order = await lockOrder(tx, id, scope ?? { orgCodes: 'all', categoryCodes: 'all' }, version);
    if (order.contractStatus === 'created') throw new ApiError(422, PURCHASE_MESSAGES.contractExists(order.orderNo, order.contractNo ?? ''));
    if (!PURCHASE_CONTRACTABLE.includes(order.status)) throw new ApiError(422, PURCHASE_MESSAGES.contractNotAllowed(order.orderNo, order.status));
    const lines = await linesOf(tx, order.id);
    let problem = (await supplierStandingProblem(tx, order.supplierSn, false)) ?? contractDraftProblem(order, lines) ?? undefined;
    if (problem === undefined) {
      try {
        // A savepoint: a conflict while writing the draft undoes the draft only, and is recorded below.
        const draft = await tx.transaction((inner) => writeContractDraft(inner, order, lines, actor));
        const [updated] = await tx
          .update(orderTable)
          .set({ contractId: draft.contractId, contractNo: draft.contractNo, contractStatus: 'created', contractMessage: null, updatedBy: actor, updatedTime: new Date(), version: sql`${orderTable.version} + 1` })
          .where(eq(orderTable.id, order.id))
          .returning({ version: orderTable.version });
        return { created: { id: order.id, contractId: draft.contractId, contractNo: draft.contractNo, version: updated!.version } };
      } catch {
        problem = PURCHASE_MESSAGES.contractConflict;
      }
    }
    await tx
      .update(orderTable)
      .set({ contractStatus: 'failed', contractMessage: problem, contractRetryCount: sql`${orderTable.contractRetryCount} + 1`, updatedBy: actor, updatedTime: new Date(), version: sql`${orderTable.version} + 1` })
      .where(eq(orderTable.id, order.id));
    return { problem };
  });
}

export const purchaseContractRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  app.post(
    `${PURCHASE_ORDER_BASE}/createContract`,
    { schema: { body: PurchaseOrderMoveBodySchema }, config: { permission: ORDER_MENUS.purchaseContract } },
    async (request): Promise<Envelope<PurchaseOrderContractCreated>> => {
      const actor = await accountOf(db, accessOf(request).userId);
      const attempt = await tryCreateContract(db, request.body.id, purchaseScope(request), request.body.version, actor);
      if ('problem' in attempt) throw new ApiError(422, PURCHASE_MESSAGES.contractFailed(attempt.problem));
      return ok(attempt.created, PURCHASE_MESSAGES.contractCreated);
    },
  );
};
