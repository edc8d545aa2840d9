/**
 * A buyer's moves of a contract's status (spec 02 §7, /purchase/api/v1/contract/head), each a move of
 * the status machine (status-machine.ts) applied in one transaction to a row locked within the
 * caller's org and category scope, with a line in the status log:
 *
 * - PUT status {id, version, action}: submit (button contract:submit), send, cancel, archiveElectronic,
 *   archive (contract:edit). A stale version is a 409; a move the status forbids a 422 naming both.
 * - PUT batch-close {ids} or {query, excludeIds?} (contract:close): all or nothing; any contract that
 *   cannot be closed (or is out of scope) refuses the whole batch, naming it. A query (the list's body,
 *   for the whole result selected) closes the in-scope contracts it matches (core/list/ids.ts).
 * - GET status-log?id= (contract:list): the contract's status history and its callbacks, oldest first.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { ContractStatusBodySchema, type ContractStatusBody } from '../../api/contract.js';
import type { ContractStatusChange, ContractStatusTimeline, Envelope } from '../../api/index.js';
import { dataScopeFor } from '../../core/access.js';
import { ApiError, ok, permissionDenied, versionConflict } from '../../core/envelope.js';
import { accessOf } from '../../core/permissions.js';
import { batchIds, BatchSelectionSchema } from '../../core/list/ids.js';
import { scopedById } from '../../core/list/query.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysUser } from '../../db/schema.js';
import { conContractCallback, conContractHead, conContractStatusLog } from '../../db/tables/contract.js';
import { CONTRACT_HEAD_BASE, CONTRACT_MENUS, contractHeadResource } from './head.js';
import { CONTRACT_EVENT_LABELS, CONTRACT_STATUS_LABELS, nextStatus, type ContractEvent, type ContractStatus } from './status-machine.js';
import { IdTextParams } from '../../core/schemas.js';

/** A buyer's move of PUT status: the actions of its body schema (api/contract.ts ContractStatusBodySchema). */
export type ContractUserAction = ContractStatusBody['action'];

/** The button each user action needs. */
export const ACTION_BUTTONS = {
  submit: 'contract:submit',
  send: CONTRACT_MENUS.edit,
  cancel: CONTRACT_MENUS.edit,
  archiveElectronic: CONTRACT_MENUS.edit,
  archive: CONTRACT_MENUS.edit,
} as const satisfies Record<ContractUserAction, string> & Partial<Record<ContractEvent, string>>;

export const STATUS_MESSAGES = {
  notFound: '合同不存在',
  forbiddenMove: (contractNo: string, status: ContractStatus, event: ContractEvent) =>
    `合同${contractNo}当前状态为“${CONTRACT_STATUS_LABELS[status]}”，不能${CONTRACT_EVENT_LABELS[event]}`,
  idsRequired: '请选择要关闭的合同',
  closed: (count: number) => `已关闭${count}个合同`,
} as const;

const IdQuery = IdTextParams;

export const contractStatusRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  async function accountOf(userId: number): Promise<string> {
    const [user] = await db.select({ account: sysUser.account }).from(sysUser).where(eq(sysUser.id, userId));
    return user?.account ?? String(userId);
  }

  app.put(`${CONTRACT_HEAD_BASE}/status`, { schema: { body: ContractStatusBodySchema }, config: { permission: CONTRACT_MENUS.list } }, async (request): Promise<Envelope<ContractStatusChange>> => {
    const access = accessOf(request);
    const { id, version, action } = request.body;
    if (!access.codes.has(ACTION_BUTTONS[action])) throw permissionDenied();
    const actor = await accountOf(access.userId);
    const scope = dataScopeFor(access, CONTRACT_MENUS.list);
    const change = await db.transaction(async (tx): Promise<ContractStatusChange> => {
      const [contract] = await tx
        .select({ id: conContractHead.id, contractNo: conContractHead.contractNo, status: conContractHead.status, version: conContractHead.version })
        .from(conContractHead)
        .where(scopedById(contractHeadResource, [id], scope))
        .for('update');
      if (!contract) throw new ApiError(404, STATUS_MESSAGES.notFound);
      if (contract.version !== version) throw versionConflict();
      const from = contract.status as ContractStatus;
      const to = nextStatus(from, action);
      if (to === null) throw new ApiError(422, STATUS_MESSAGES.forbiddenMove(contract.contractNo, from, action));
      const [updated] = await tx
        .update(conContractHead)
        .set({ status: to, version: sql`${conContractHead.version} + 1`, updatedTime: sql`now()`, updatedBy: actor })
        .where(eq(conContractHead.id, contract.id))
        .returning({ version: conContractHead.version });
      await tx.insert(conContractStatusLog).values({ contractId: contract.id, fromStatus: from, toStatus: to, source: 'user', actor });
      return { id: contract.id, status: to, version: updated!.version };
    });
    return ok(change);
  });

  app.put(`${CONTRACT_HEAD_BASE}/batch-close`, { schema: { body: BatchSelectionSchema }, config: { permission: 'contract:close' } }, async (request): Promise<Envelope<{ closed: number }>> => {
    const access = accessOf(request);
    const scope = dataScopeFor(access, CONTRACT_MENUS.list);
    const ids = await batchIds(db, contractHeadResource, request.body, scope);
    if (ids.length === 0) throw new ApiError(400, STATUS_MESSAGES.idsRequired);
    const actor = await accountOf(access.userId);
    const closed = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: conContractHead.id, contractNo: conContractHead.contractNo, status: conContractHead.status })
        .from(conContractHead)
        .where(scopedById(contractHeadResource, ids, scope))
        .orderBy(asc(conContractHead.id))
        .for('update');
      // All or nothing: a contract missing or out of scope, or one that cannot be closed, refuses the batch.
      if (rows.length !== ids.length) throw new ApiError(404, STATUS_MESSAGES.notFound);
      const refused = rows.find((row) => nextStatus(row.status as ContractStatus, 'close') === null);
      if (refused) throw new ApiError(422, STATUS_MESSAGES.forbiddenMove(refused.contractNo, refused.status as ContractStatus, 'close'));
      await tx
        .update(conContractHead)
        .set({ status: 'CLOSE', version: sql`${conContractHead.version} + 1`, updatedTime: sql`now()`, updatedBy: actor })
        .where(inArray(conContractHead.id, ids));
      await tx.insert(conContractStatusLog).values(rows.map((row) => ({ contractId: row.id, fromStatus: row.status, toStatus: 'CLOSE', source: 'user' as const, actor })));
      return rows.length;
    });
    return ok({ closed }, STATUS_MESSAGES.closed(closed));
  });

  app.get(`${CONTRACT_HEAD_BASE}/status-log`, { schema: { querystring: IdQuery }, config: { permission: CONTRACT_MENUS.list } }, async (request): Promise<Envelope<ContractStatusTimeline>> => {
    const id = Number(request.query.id);
    const scope = dataScopeFor(accessOf(request), CONTRACT_MENUS.list);
    const [contract] = await db.select({ id: conContractHead.id }).from(conContractHead).where(scopedById(contractHeadResource, [id], scope));
    if (!contract) throw new ApiError(404, STATUS_MESSAGES.notFound);
    const changes = await db
      .select({ fromStatus: conContractStatusLog.fromStatus, toStatus: conContractStatusLog.toStatus, source: conContractStatusLog.source, actor: conContractStatusLog.actor, time: conContractStatusLog.createdTime })
      .from(conContractStatusLog)
      .where(eq(conContractStatusLog.contractId, id))
      .orderBy(asc(conContractStatusLog.id));
    const callbacks = await db
      .select({ bizType: conContractCallback.bizType, status: conContractCallback.status, outcome: conContractCallback.outcome, fromStatus: conContractCallback.fromStatus, time: conContractCallback.receivedTime })
      .from(conContractCallback)
      .where(eq(conContractCallback.contractId, id))
      .orderBy(asc(conContractCallback.id));
    return ok({
      changes: changes.map((change) => ({ ...change, time: change.time.toISOString() })),
      callbacks: callbacks.map((callback) => ({ ...callback, outcome: callback.outcome === 'pending' ? 'applied' : callback.outcome, time: callback.time.toISOString() })),
    });
  });
};
