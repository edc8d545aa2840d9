/**
 * POST /purchase/api/v1/contract/callback {bizKey, bizType, status} (spec 02 §7): OA reports an
 * approval (APPROVED / REJECT) and the seal system a seal (SIGN_SALE / SIGN_BUY / SIGN) of the contract
 * whose contractNo is `bizKey`; with bizType CHANGE, OA's approval (APPROVED / REJECT) of the change
 * request whose changeNo is `bizKey` (change-approval.ts); with bizType REBATE, OA's approval (APPROVED /
 * REJECT) of the company rebate agreement whose rebateNo is `bizKey` (rebate-approval.ts; unknown: 404
 * 返利协议不存在). CHANGE and REBATE callbacks are keyed by their approval round as well
 * (`bizType:bizKey:submitCount:status`), so a resubmitted one can be decided again.
 *
 * - The caller proves itself with the configured secret in `X-Callback-Secret` (CONTRACT_CALLBACK_SECRET);
 *   without one configured the route refuses every call (503): it is never anonymous.
 * - In one transaction: the contract row is locked, the callback is stored under its unique key
 *   `bizType:bizKey:status` (a repeat finds the row of its first arrival and changes nothing), then
 *   applied as a forward-only move of the status machine (status-machine.ts) with a line in the
 *   status log. A late report (a SIGN_SALE after SIGN) is answered OK and changes nothing; one the
 *   contract cannot reach is recorded as a conflict and answered OK too (the caller must not retry it).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import { ContractCallbackBodySchema, type ContractCallbackBody } from '../../api/contract.js';
import type { ContractCallbackResult, Envelope } from '../../api/index.js';
import { ApiError, ok } from '../../core/envelope.js';
import { PUBLIC } from '../../core/permissions.js';
import type { AppDatabase } from '../../db/connection.js';
import { CALLBACK_SECRET_HEADER, callbackSecretMatches, settleCallback, storeCallbackFirst } from '../../core/callback-inbox.js';
import { conContractHead, conContractStatusLog } from '../../db/tables/contract.js';
import { applyChangeCallback, CHANGE_CALLBACK_TYPE } from './change-approval.js';
import { sealStatusAfterCallback } from './execution-rules.js';
import { applyRebateCallback, REBATE_CALLBACK_TYPE } from './rebate-approval.js';
import { classifyCallback, isContractStatus, type ContractStatus } from './status-machine.js';

/** A seal-system report of SIGN also completes the seal state (seal-routes.ts). */
function sealStatusOf(bizType: string, status: ContractStatus): { sealStatus?: string } {
  const sealStatus = bizType === 'SEAL' ? sealStatusAfterCallback(status) : null;
  return sealStatus === null ? {} : { sealStatus };
}

export const CONTRACT_CALLBACK_PATH = '/purchase/api/v1/contract/callback';
export { CALLBACK_SECRET_HEADER };

export const CALLBACK_MESSAGES = {
  notConfigured: '合同回调未配置，请联系管理员',
  unauthorised: '回调鉴权失败',
  contractNotFound: '合同不存在',
  wrongStatus: '回调状态不正确',
} as const;

/**
 * The statuses each caller may report (CHANGE: OA's decision on a change request, change-approval.ts;
 * REBATE: on a company rebate agreement, rebate-approval.ts).
 */
export const REPORTED_STATUSES: Readonly<Record<ContractCallbackBody['bizType'], readonly ContractStatus[]>> = {
  OA: ['APPROVED', 'REJECT'],
  SEAL: ['SIGN_SALE', 'SIGN_BUY', 'SIGN'],
  CHANGE: ['APPROVED', 'REJECT'],
  REBATE: ['APPROVED', 'REJECT'],
};



export interface ContractCallbackOptions {
  db: AppDatabase;
  /** The shared secret of OA and the seal system; undefined or empty: every callback is refused (503). */
  secret?: string | undefined;
}

export const contractCallbackRoutes: FastifyPluginAsyncTypebox<ContractCallbackOptions> = async (app, { db, secret }) => {
  app.post(
    CONTRACT_CALLBACK_PATH,
    // Public to the permission guard: the caller is a system, checked by its secret below.
    { schema: { body: ContractCallbackBodySchema }, config: { permission: PUBLIC } },
    async (request): Promise<Envelope<ContractCallbackResult>> => {
      if (!secret) throw new ApiError(503, CALLBACK_MESSAGES.notConfigured);
      const given = request.headers[CALLBACK_SECRET_HEADER];
      if (!callbackSecretMatches(typeof given === 'string' ? given : undefined, secret)) throw new ApiError(401, CALLBACK_MESSAGES.unauthorised);

      const { bizKey, bizType, status } = request.body;
      if (!isContractStatus(status) || !REPORTED_STATUSES[bizType].includes(status)) {
        throw new ApiError(400, CALLBACK_MESSAGES.wrongStatus);
      }
      if (bizType === CHANGE_CALLBACK_TYPE) {
        // A change request (bizKey its changeNo): the same stored-first, forward-only path, on the change.
        return ok(await db.transaction((tx) => applyChangeCallback(tx, bizKey, status as 'APPROVED' | 'REJECT')));
      }
      if (bizType === REBATE_CALLBACK_TYPE) {
        // A company rebate agreement (bizKey its rebateNo): the same path, on the agreement.
        return ok(await db.transaction((tx) => applyRebateCallback(tx, bizKey, status as 'APPROVED' | 'REJECT')));
      }

      const result = await db.transaction(async (tx): Promise<ContractCallbackResult> => {
        // The contract row is locked first: callbacks of one contract are applied one at a time.
        const [contract] = await tx
          .select({ id: conContractHead.id, status: conContractHead.status })
          .from(conContractHead)
          .where(eq(conContractHead.contractNo, bizKey))
          .for('update');
        if (!contract) throw new ApiError(404, CALLBACK_MESSAGES.contractNotFound);

        const stored = await storeCallbackFirst(tx, { callbackKey: `${bizType}:${bizKey}:${status}`, bizType, bizKey, status, contractId: contract.id });
        if (stored === undefined) return { outcome: 'repeat', status: contract.status };

        const current = contract.status as ContractStatus;
        const verdict = classifyCallback(current, status);
        if (verdict !== 'apply') {
          // Already there by another report, or passed: nothing to do; unreachable: a conflict.
          const outcome = verdict === 'conflict' ? 'conflict' : 'late';
          await settleCallback(tx, stored, outcome, current);
          return { outcome, status: current };
        }
        await tx
          .update(conContractHead)
          .set({ status, version: sql`${conContractHead.version} + 1`, updatedTime: sql`now()`, updatedBy: `callback:${bizType}`, ...sealStatusOf(bizType, status) })
          .where(eq(conContractHead.id, contract.id));
        await tx.insert(conContractStatusLog).values({
          contractId: contract.id,
          fromStatus: current,
          toStatus: status,
          source: 'callback',
          actor: bizType,
          callbackId: stored,
        });
        await settleCallback(tx, stored, 'applied', current);
        return { outcome: 'applied', status };
      });
      return ok(result);
    },
  );
};
