/**
 * A signed contract's seal submission and execution status (spec 02 §7, /purchase/api/v1/contract/head;
 * the rules are in execution-rules.ts):
 *
 * - PUT signet/submit {id, version} (button contract:signet): submits an APPROVED or SENT contract to the
 *   electronic seal system: seal state → inProcess; an APPROVED one is sent to the supplier first
 *   (APPROVED → SENT, the status machine's `send`, with its status-log line). One row locked within
 *   the caller's scope (404 otherwise), 409 on a stale version, 422 in any other status or while the
 *   seal is under way. The version goes up by one.
 * - PUT exe-status {ids, exeStatus} (button contract:exe): EXECUTING or EXECUTION_COMPLETE on signed
 *   contracts (SIGN, PIGEONHOLE_E, PIGEONHOLE), forward only; all or nothing: a contract missing or out of
 *   scope (404) or refused (422, named) refuses the whole batch.
 * - PUT signet/supplier-seal {id, version} (button contract:supplier-seal, a supplier's user only: 403
 *   仅供应商账号可以盖章 otherwise): the supplier seals its contract in the browser, the same move as the
 *   seal system's SIGN_BUY report (execution-rules.ts supplierSealPlan): SENT → SIGN_BUY, or SIGN_SALE →
 *   SIGN with the seal approved; a status-log line with source user and the supplier's account. Its
 *   own contracts only (404 otherwise), 409 on a stale version, 422 in any other status.
 * - markSealedByCallback(tx, contractId, status): the seal callback's side effect on the seal state (a
 *   SEAL callback applied with status SIGN sets seal_status 'approved'). To be called by callback.ts in
 *   its transaction, right after it applied a SEAL callback (its `apply` branch).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { ContractExeStatusBodySchema, ContractSealSubmitBodySchema } from '../../api/contract-actions.js';
import type { ContractExeStatusResult, ContractSealSubmitResult, ContractSupplierSealResult, Envelope } from '../../api/index.js';
import { dataScopeFor } from '../../core/access.js';
import { ApiError, ok, PERMISSION_DENIED_CODE, versionConflict } from '../../core/envelope.js';
import { accessOf } from '../../core/permissions.js';
import { scopedById } from '../../core/list/query.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysUser } from '../../db/schema.js';
import { conContractHead, conContractStatusLog } from '../../db/tables/contract.js';
import { EXE_STATUS_LABELS, EXECUTION_MESSAGES, exeStatusRefusal, sealSubmitPlan, supplierSealPlan, type ExeStatus } from './execution-rules.js';
import { CONTRACT_HEAD_BASE, CONTRACT_MENUS, contractHeadResource } from './head.js';
import { nextStatus, type ContractStatus } from './status-machine.js';

export const SEAL_BUTTONS = { signet: 'contract:signet', exe: 'contract:exe', supplierSeal: 'contract:supplier-seal' } as const;

export const SEAL_ROUTE_MESSAGES = {
  notFound: '合同不存在',
  idsRequired: '请选择合同',
  submitted: (contractNo: string) => `合同${contractNo}已提交签章`,
  supplierSealed: (contractNo: string) => `合同${contractNo}已盖章`,
  exeChanged: (count: number, to: ExeStatus) => `已将${count}个合同的执行状态改为“${EXE_STATUS_LABELS[to]}”`,
} as const;

export const contractSealRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  async function accountOf(userId: number): Promise<string> {
    const [user] = await db.select({ account: sysUser.account }).from(sysUser).where(eq(sysUser.id, userId));
    return user?.account ?? String(userId);
  }

  app.put(
    `${CONTRACT_HEAD_BASE}/signet/submit`,
    { schema: { body: ContractSealSubmitBodySchema }, config: { permission: SEAL_BUTTONS.signet } },
    async (request): Promise<Envelope<ContractSealSubmitResult>> => {
      const access = accessOf(request);
      const { id, version } = request.body;
      const actor = await accountOf(access.userId);
      const scope = dataScopeFor(access, CONTRACT_MENUS.list);
      const result = await db.transaction(async (tx): Promise<ContractSealSubmitResult & { contractNo: string }> => {
        const [contract] = await tx
          .select({ id: conContractHead.id, contractNo: conContractHead.contractNo, status: conContractHead.status, sealStatus: conContractHead.sealStatus, version: conContractHead.version })
          .from(conContractHead)
          .where(scopedById(contractHeadResource, [id], scope))
          .for('update');
        if (!contract) throw new ApiError(404, SEAL_ROUTE_MESSAGES.notFound);
        if (contract.version !== version) throw versionConflict();
        const from = contract.status as ContractStatus;
        const plan = sealSubmitPlan(contract.contractNo, from, contract.sealStatus);
        if (!plan.ok) throw new ApiError(422, plan.message);
        const to = plan.send ? (nextStatus(from, 'send') as ContractStatus) : from;
        const [updated] = await tx
          .update(conContractHead)
          .set({ status: to, sealStatus: 'inProcess', version: sql`${conContractHead.version} + 1`, updatedTime: sql`now()`, updatedBy: actor })
          .where(eq(conContractHead.id, contract.id))
          .returning({ version: conContractHead.version });
        if (plan.send) await tx.insert(conContractStatusLog).values({ contractId: contract.id, fromStatus: from, toStatus: to, source: 'user', actor });
        return { id: contract.id, contractNo: contract.contractNo, status: to, sealStatus: 'inProcess', version: updated!.version };
      });
      const { contractNo, ...change } = result;
      return ok(change, SEAL_ROUTE_MESSAGES.submitted(contractNo));
    },
  );

  app.put(
    `${CONTRACT_HEAD_BASE}/signet/supplier-seal`,
    { schema: { body: ContractSealSubmitBodySchema }, config: { permission: SEAL_BUTTONS.supplierSeal } },
    async (request): Promise<Envelope<ContractSupplierSealResult>> => {
      const access = accessOf(request);
      if (access.supplierSn === undefined) throw new ApiError(403, EXECUTION_MESSAGES.supplierOnly, PERMISSION_DENIED_CODE);
      const { id, version } = request.body;
      const actor = await accountOf(access.userId);
      const scope = dataScopeFor(access, CONTRACT_MENUS.list);
      const result = await db.transaction(async (tx) => {
        const [contract] = await tx
          .select({ id: conContractHead.id, contractNo: conContractHead.contractNo, status: conContractHead.status, sealStatus: conContractHead.sealStatus, version: conContractHead.version })
          .from(conContractHead)
          .where(scopedById(contractHeadResource, [id], scope))
          .for('update');
        if (!contract) throw new ApiError(404, SEAL_ROUTE_MESSAGES.notFound);
        if (contract.version !== version) throw versionConflict();
        const from = contract.status as ContractStatus;
        const plan = supplierSealPlan(contract.contractNo, from);
        if (!plan.ok) throw new ApiError(422, plan.message);
        const sealStatus = plan.sealStatus ?? contract.sealStatus;
        const [updated] = await tx
          .update(conContractHead)
          .set({ status: plan.to, sealStatus, version: sql`${conContractHead.version} + 1`, updatedTime: sql`now()`, updatedBy: actor })
          .where(eq(conContractHead.id, contract.id))
          .returning({ version: conContractHead.version });
        await tx.insert(conContractStatusLog).values({ contractId: contract.id, fromStatus: from, toStatus: plan.to, source: 'user', actor });
        return { change: { id: contract.id, status: plan.to, sealStatus, version: updated!.version }, contractNo: contract.contractNo };
      });
      return ok(result.change, SEAL_ROUTE_MESSAGES.supplierSealed(result.contractNo));
    },
  );

  app.put(`${CONTRACT_HEAD_BASE}/exe-status`, { schema: { body: ContractExeStatusBodySchema }, config: { permission: SEAL_BUTTONS.exe } }, async (request): Promise<Envelope<ContractExeStatusResult>> => {
    const access = accessOf(request);
    const ids = [...new Set(request.body.ids)];
    const to = request.body.exeStatus;
    if (ids.length === 0) throw new ApiError(400, SEAL_ROUTE_MESSAGES.idsRequired);
    const actor = await accountOf(access.userId);
    const scope = dataScopeFor(access, CONTRACT_MENUS.list);
    const updated = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: conContractHead.id, contractNo: conContractHead.contractNo, status: conContractHead.status, exeStatus: conContractHead.exeStatus })
        .from(conContractHead)
        .where(scopedById(contractHeadResource, ids, scope))
        .orderBy(asc(conContractHead.id))
        .for('update');
      if (rows.length !== ids.length) throw new ApiError(404, SEAL_ROUTE_MESSAGES.notFound);
      for (const row of rows) {
        const refusal = exeStatusRefusal(row.contractNo, row.status as ContractStatus, row.exeStatus as ExeStatus | null, to);
        if (refusal !== null) throw new ApiError(422, refusal);
      }
      await tx
        .update(conContractHead)
        .set({ exeStatus: to, version: sql`${conContractHead.version} + 1`, updatedTime: sql`now()`, updatedBy: actor })
        .where(inArray(conContractHead.id, ids));
      return rows.length;
    });
    return ok({ updated, exeStatus: to }, SEAL_ROUTE_MESSAGES.exeChanged(updated, to));
  });
};
