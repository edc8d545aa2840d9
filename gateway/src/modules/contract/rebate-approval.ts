/**
 * OA's decision on a company rebate agreement, reported through the contract callback (callback.ts) with
 * bizType REBATE, bizKey the rebateNo and status APPROVED or REJECT, on the callback's rules (as a change's,
 * change-approval.ts): in one transaction the agreement is locked, the callback is stored first under its
 * unique key `REBATE:<rebateNo>:<submitCount>:<status>` (a repeat changes nothing), and only an agreement
 * in process moves (APPROVED → approved, REJECT → rejected); a report on one in any other state is recorded
 * as late (a never-submitted one: conflict) and changes nothing. The key carries the approval round (the
 * agreement's submit count), so an agreement withdrawn or rejected and submitted again is decided again,
 * while a report of the old round stays late.
 */
import { eq, sql } from 'drizzle-orm';
import type { ContractCallbackResult } from '../../api/index.js';
import { ApiError } from '../../core/envelope.js';
import type { AppDatabase } from '../../db/connection.js';
import { conRebateCompany as rebate } from '../../db/tables/contract-change.js';
import { settleCallback, storeCallbackFirst } from '../../core/callback-inbox.js';
import { REBATE_MESSAGES } from './rebate-company.js';
import { classifyRebateCallback, REBATE_DECISIONS, type RebateDecision } from './rebate-rules.js';

type Transaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

export const REBATE_CALLBACK_TYPE = 'REBATE';
const ACTOR = `callback:${REBATE_CALLBACK_TYPE}`;

/** Applies OA's `reported` decision on agreement `rebateNo`; 404 返利协议不存在 when there is none. */
export async function applyRebateCallback(tx: Transaction, rebateNo: string, reported: RebateDecision): Promise<ContractCallbackResult> {
  const [current] = await tx
    .select({ id: rebate.id, status: rebate.status, submitCount: rebate.submitCount })
    .from(rebate)
    .where(eq(rebate.rebateNo, rebateNo))
    .for('update');
  if (!current) throw new ApiError(404, REBATE_MESSAGES.notFound);

  const stored = await storeCallbackFirst(tx, {
    callbackKey: `${REBATE_CALLBACK_TYPE}:${rebateNo}:${current.submitCount}:${reported}`,
    bizType: REBATE_CALLBACK_TYPE,
    bizKey: rebateNo,
    status: reported,
    // Not a contract's callback: an agreement may cover several contracts or none.
    contractId: null,
  });
  if (stored === undefined) return { outcome: 'repeat', status: current.status };

  const verdict = classifyRebateCallback(current.status);
  const outcome = verdict === 'apply' ? 'applied' : verdict;
  const status = verdict === 'apply' ? REBATE_DECISIONS[reported] : current.status;
  if (verdict === 'apply') {
    await tx
      .update(rebate)
      .set({ status, version: sql`${rebate.version} + 1`, updatedBy: ACTOR, updatedTime: sql`now()` })
      .where(eq(rebate.id, current.id));
  }
  await settleCallback(tx, stored, outcome, current.status);
  return { outcome, status };
}
