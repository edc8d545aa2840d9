/**
 * A contract's messages to the ERP (spec 02 §7; issue 8), sent through the interface outbox
 * (core/outbox): each call writes its message in the transaction of its change and answers at once;
 * the job delivers it with retries, and the sync timeline shows every attempt.
 *
 * - GET /purchase/api/v1/contract/handleSync/sendHandleSync?id= (button contract:sync): the contract
 *   (head and lines) to EBS; only a signed or archived contract (SIGN, PIGEONHOLE_E, PIGEONHOLE), and
 *   not while an earlier message of the contract is still PENDING (409). Once EBS accepts it the
 *   contract is synched (spec 02 §4 sync status).
 * - PUT /purchase/api/v1/contract/head/updateEbsPoStatus {id, ebsPoStatus} and …/batch {ids, ebsPoStatus}
 *   (contract:sync): records the EBS purchase-order status on the contracts (a batch is all or nothing)
 *   and sends one message each.
 * - POST /purchase/api/v1/contract/handleSync/resend {logId} (contract:sync): a new round of attempts
 *   for a message that ended in ERROR (or is still PENDING); a successful one is refused (422).
 * - GET /purchase/api/v1/contract/head/sync-log?id= (contract:list): the sync timeline, messages newest
 *   first, each with its attempts oldest first.
 *
 * Every call reads and locks the contract within the caller's org and category scope on the contract
 * list, as the status routes do: another org's contract is not found (404).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { ContractEbsPoStatusBatchBodySchema, ContractEbsPoStatusBodySchema, ContractSyncResendBodySchema } from '../../api/contract.js';
import type { ContractEbsPoStatusBatchResult, ContractEbsPoStatusResult, ContractSyncLog, ContractSyncSubmitted, ContractSyncTimeline, Envelope } from '../../api/index.js';
import { dataScopeFor, type DataScopeFilter } from '../../core/access.js';
import { ApiError, ok } from '../../core/envelope.js';
import { scopedById } from '../../core/list/query.js';
import type { Outbox } from '../../core/outbox/outbox.js';
import { accessOf } from '../../core/permissions.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysUser } from '../../db/schema.js';
import { conContractHead, conContractLine } from '../../db/tables/contract.js';
import { sysInterfaceAttempt, sysInterfaceLog } from '../../db/tables/interface-log.js';
import { CONTRACT_HEAD_BASE, CONTRACT_MENUS, contractHeadResource } from './head.js';
import { CONTRACT_STATUS_LABELS, type ContractStatus } from './status-machine.js';
import { IdTextParams } from '../../core/schemas.js';

export const CONTRACT_SYNC_BUTTON = 'contract:sync';
export const CONTRACT_SYNC_BASE = '/purchase/api/v1/contract/handleSync';

/** The outbox bizTypes of a contract's messages (bizKey the contractNo, bizId the contract id). */
export const CONTRACT_SYNC_BIZ_TYPES = {
  contract: 'CONTRACT_SYNC',
  ebsPoStatus: 'EBS_PO_STATUS',
} as const;
const CONTRACT_BIZ_TYPES = Object.values(CONTRACT_SYNC_BIZ_TYPES);

/** The statuses a contract may be sent to the ERP in: signed, or archived. */
export const SYNCABLE_STATUSES: readonly ContractStatus[] = ['SIGN', 'PIGEONHOLE_E', 'PIGEONHOLE'];

export const SYNC_MESSAGES = {
  notFound: '合同不存在',
  logNotFound: '同步记录不存在',
  submitted: '同步任务已提交',
  notSyncable: (contractNo: string, status: string) => `合同${contractNo}当前状态为“${CONTRACT_STATUS_LABELS[status as ContractStatus] ?? status}”，不能同步`,
  syncing: (contractNo: string) => `合同${contractNo}正在同步，请稍后`,
  alreadySucceeded: '该同步记录已成功，无需重发',
  resent: '已重新提交同步',
  idsRequired: '请选择要更新的合同',
  poStatusUpdated: '已更新EBS订单状态',
  poStatusBatchUpdated: (count: number) => `已更新${count}个合同的EBS订单状态`,
} as const;

export interface ErpSyncRoutesOptions {
  db: AppDatabase;
  outbox: Outbox;
}

const IdQuery = IdTextParams;

export const contractErpSyncRoutes: FastifyPluginAsyncTypebox<ErpSyncRoutesOptions> = async (app, { db, outbox }) => {
  // A contract that EBS accepted is synched.
  outbox.onSuccess(CONTRACT_SYNC_BIZ_TYPES.contract, async (tx, message) => {
    if (message.bizId === null) return;
    await tx.update(conContractHead).set({ syncStatus: 'synched' }).where(eq(conContractHead.id, message.bizId));
  });

  async function accountOf(userId: number): Promise<string> {
    const [user] = await db.select({ account: sysUser.account }).from(sysUser).where(eq(sysUser.id, userId));
    return user?.account ?? String(userId);
  }

  /** The contract, if the caller's scope holds it. */
  async function contractInScope(id: number, scope: DataScopeFilter | undefined): Promise<{ id: number; contractNo: string } | undefined> {
    const [contract] = await db
      .select({ id: conContractHead.id, contractNo: conContractHead.contractNo })
      .from(conContractHead)
      .where(scopedById(contractHeadResource, [id], scope));
    return contract;
  }

  app.get(
    `${CONTRACT_SYNC_BASE}/sendHandleSync`,
    { schema: { querystring: IdQuery }, config: { permission: CONTRACT_SYNC_BUTTON } },
    async (request): Promise<Envelope<ContractSyncSubmitted>> => {
      const access = accessOf(request);
      const id = Number(request.query.id);
      const actor = await accountOf(access.userId);
      const scope = dataScopeFor(access, CONTRACT_MENUS.list);
      const logId = await db.transaction(async (tx) => {
        // The row lock makes the pending check and the new message one step: two clicks give one message.
        const [contract] = await tx.select().from(conContractHead).where(scopedById(contractHeadResource, [id], scope)).for('update');
        if (!contract) throw new ApiError(404, SYNC_MESSAGES.notFound);
        if (!SYNCABLE_STATUSES.includes(contract.status as ContractStatus)) throw new ApiError(422, SYNC_MESSAGES.notSyncable(contract.contractNo, contract.status));
        const [pending] = await tx
          .select({ id: sysInterfaceLog.id })
          .from(sysInterfaceLog)
          .where(and(inArray(sysInterfaceLog.bizType, CONTRACT_BIZ_TYPES), eq(sysInterfaceLog.bizId, contract.id), eq(sysInterfaceLog.state, 'PENDING')))
          .limit(1);
        if (pending) throw new ApiError(409, SYNC_MESSAGES.syncing(contract.contractNo));
        const lines = await tx.select().from(conContractLine).where(eq(conContractLine.headId, contract.id)).orderBy(asc(conContractLine.lineNo));
        return outbox.enqueue(tx, {
          system: 'EBS',
          bizType: CONTRACT_SYNC_BIZ_TYPES.contract,
          bizKey: contract.contractNo,
          bizId: contract.id,
          payload: { contractId: contract.id, contractNo: contract.contractNo, head: contract, lines },
          createdBy: actor,
        });
      });
      await outbox.dispatch([logId]);
      return ok({ logId }, SYNC_MESSAGES.submitted);
    },
  );

  /** Records the PO status on contracts locked in scope (all or nothing) and writes one message each. */
  async function updatePoStatus(ids: number[], ebsPoStatus: string, actor: string, scope: DataScopeFilter | undefined) {
    const result = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: conContractHead.id, contractNo: conContractHead.contractNo })
        .from(conContractHead)
        .where(scopedById(contractHeadResource, ids, scope))
        .orderBy(asc(conContractHead.id))
        .for('update');
      if (rows.length !== ids.length) throw new ApiError(404, SYNC_MESSAGES.notFound);
      const updated = await tx
        .update(conContractHead)
        .set({ ebsPoStatus, version: sql`${conContractHead.version} + 1`, updatedTime: sql`now()`, updatedBy: actor })
        .where(inArray(conContractHead.id, ids))
        .returning({ id: conContractHead.id, version: conContractHead.version });
      const logIds: number[] = [];
      for (const row of rows) {
        logIds.push(
          await outbox.enqueue(tx, {
            system: 'EBS',
            bizType: CONTRACT_SYNC_BIZ_TYPES.ebsPoStatus,
            bizKey: row.contractNo,
            bizId: row.id,
            payload: { contractId: row.id, contractNo: row.contractNo, ebsPoStatus },
            createdBy: actor,
          }),
        );
      }
      return { updated, logIds };
    });
    await outbox.dispatch(result.logIds);
    return result;
  }

  app.put(
    `${CONTRACT_HEAD_BASE}/updateEbsPoStatus`,
    { schema: { body: ContractEbsPoStatusBodySchema }, config: { permission: CONTRACT_SYNC_BUTTON } },
    async (request): Promise<Envelope<ContractEbsPoStatusResult>> => {
      const access = accessOf(request);
      const { id, ebsPoStatus } = request.body;
      const actor = await accountOf(access.userId);
      const { updated, logIds } = await updatePoStatus([id], ebsPoStatus.trim(), actor, dataScopeFor(access, CONTRACT_MENUS.list));
      return ok({ id, ebsPoStatus: ebsPoStatus.trim(), version: updated[0]?.version ?? 0, logId: logIds[0] ?? 0 }, SYNC_MESSAGES.poStatusUpdated);
    },
  );

  app.put(
    `${CONTRACT_HEAD_BASE}/updateEbsPoStatus/batch`,
    { schema: { body: ContractEbsPoStatusBatchBodySchema }, config: { permission: CONTRACT_SYNC_BUTTON } },
    async (request): Promise<Envelope<ContractEbsPoStatusBatchResult>> => {
      const access = accessOf(request);
      const ids = [...new Set(request.body.ids)];
      if (ids.length === 0) throw new ApiError(400, SYNC_MESSAGES.idsRequired);
      const actor = await accountOf(access.userId);
      const { logIds } = await updatePoStatus(ids, request.body.ebsPoStatus.trim(), actor, dataScopeFor(access, CONTRACT_MENUS.list));
      return ok({ updated: ids.length, logIds }, SYNC_MESSAGES.poStatusBatchUpdated(ids.length));
    },
  );

  app.post(
    `${CONTRACT_SYNC_BASE}/resend`,
    { schema: { body: ContractSyncResendBodySchema }, config: { permission: CONTRACT_SYNC_BUTTON } },
    async (request): Promise<Envelope<ContractSyncSubmitted>> => {
      const { logId } = request.body;
      const scope = dataScopeFor(accessOf(request), CONTRACT_MENUS.list);
      const [message] = await db
        .select({ bizId: sysInterfaceLog.bizId })
        .from(sysInterfaceLog)
        .where(and(eq(sysInterfaceLog.id, logId), inArray(sysInterfaceLog.bizType, CONTRACT_BIZ_TYPES)));
      // A message of a contract out of the caller's scope is not there for the caller.
      if (!message || message.bizId === null || !(await contractInScope(message.bizId, scope))) throw new ApiError(404, SYNC_MESSAGES.logNotFound);
      const outcome = await db.transaction((tx) => outbox.resend(tx, logId));
      if (outcome === 'missing') throw new ApiError(404, SYNC_MESSAGES.logNotFound);
      if (outcome === 'succeeded') throw new ApiError(422, SYNC_MESSAGES.alreadySucceeded);
      await outbox.dispatch([logId]);
      return ok({ logId }, SYNC_MESSAGES.resent);
    },
  );

  app.get(
    `${CONTRACT_HEAD_BASE}/sync-log`,
    { schema: { querystring: IdQuery }, config: { permission: CONTRACT_MENUS.list } },
    async (request): Promise<Envelope<ContractSyncTimeline>> => {
      const id = Number(request.query.id);
      const scope = dataScopeFor(accessOf(request), CONTRACT_MENUS.list);
      // One snapshot for the contract and its messages: the outbox marks a message SUCCESS and the contract
      // synched in one transaction, and separate reads could see the one without the other.
      const timeline = await db.transaction(
        async (tx): Promise<ContractSyncTimeline> => {
          const [contract] = await tx
            .select({ id: conContractHead.id, syncStatus: conContractHead.syncStatus, ebsPoStatus: conContractHead.ebsPoStatus })
            .from(conContractHead)
            .where(scopedById(contractHeadResource, [id], scope));
          if (!contract) throw new ApiError(404, SYNC_MESSAGES.notFound);
          const messages = await tx
            .select({
              id: sysInterfaceLog.id,
              system: sysInterfaceLog.system,
              bizType: sysInterfaceLog.bizType,
              bizKey: sysInterfaceLog.bizKey,
              state: sysInterfaceLog.state,
              attempts: sysInterfaceLog.attempts,
              nextAttemptTime: sysInterfaceLog.nextAttemptTime,
              lastError: sysInterfaceLog.lastError,
              response: sysInterfaceLog.response,
              createdBy: sysInterfaceLog.createdBy,
              createdTime: sysInterfaceLog.createdTime,
              updatedTime: sysInterfaceLog.updatedTime,
            })
            .from(sysInterfaceLog)
            .where(and(inArray(sysInterfaceLog.bizType, CONTRACT_BIZ_TYPES), eq(sysInterfaceLog.bizId, id)))
            .orderBy(desc(sysInterfaceLog.id));
          const tries =
            messages.length === 0
              ? []
              : await tx
                  .select()
                  .from(sysInterfaceAttempt)
                  .where(
                    inArray(
                      sysInterfaceAttempt.logId,
                      messages.map((message) => message.id),
                    ),
                  )
                  .orderBy(asc(sysInterfaceAttempt.logId), asc(sysInterfaceAttempt.attemptNo));
          const logs: ContractSyncLog[] = messages.map((message) => ({
            ...message,
            // While PENDING: when the next attempt is due (or the running attempt's lease ends).
            nextAttemptTime: message.state === 'PENDING' ? (message.nextAttemptTime?.toISOString() ?? null) : null,
            createdTime: message.createdTime.toISOString(),
            updatedTime: message.updatedTime.toISOString(),
            attemptList: tries
              .filter((attempt) => attempt.logId === message.id)
              .map((attempt) => ({
                attemptNo: attempt.attemptNo,
                time: attempt.attemptTime.toISOString(),
                httpStatus: attempt.httpStatus,
                ok: attempt.ok,
                error: attempt.error,
                durationMs: attempt.durationMs,
              })),
          }));
          return { syncStatus: contract.syncStatus, ebsPoStatus: contract.ebsPoStatus, logs };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      return ok(timeline);
    },
  );
};
