/**
 * OA's decision on a change request, reported through the contract callback (callback.ts) with bizType
 * CHANGE, bizKey the changeNo and status APPROVED or REJECT, on the callback's rules: stored first under
 * its unique key (a repeat changes nothing), forward only (a report on a change already decided is late),
 * in one transaction. The key carries the approval round (the change's submit count), so a change rejected,
 * edited and submitted again can be decided again.
 *
 * APPROVED applies the proposal: the contract's head fields and totals are replaced, its lines are
 * replaced (kept lines keep their executed quantity; removed lines are deleted; new lines are added), its
 * change_version becomes the change's, its version goes up and it is unsynched (the ERP holds the old
 * contract), with a line in the status log. When it can
 * no longer be applied (the contract left SIGN / PIGEONHOLE_E / PIGEONHOLE, another change got there
 * first, or the executed quantities now forbid it), nothing of the contract changes: the change becomes
 * CONFLICT with the reason, and the callback is recorded as a conflict.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { ContractCallbackResult } from '../../api/index.js';
import { ApiError } from '../../core/envelope.js';
import type { AppDatabase } from '../../db/connection.js';
import { conContractChange as change } from '../../db/tables/contract-change.js';
import { conContractHead, conContractLine, conContractStatusLog } from '../../db/tables/contract.js';
import { settleCallback, storeCallbackFirst, type CallbackOutcome } from '../../core/callback-inbox.js';
import { CHANGE_MESSAGES, currentLineColumns } from './change.js';
import { CHANGE_HEAD_FIELDS, CHANGEABLE_CONTRACT_STATUSES, classifyChangeCallback, executedProblems } from './change-rules.js';

type Transaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

export const CHANGE_CALLBACK_TYPE = 'CHANGE';
const ACTOR = `callback:${CHANGE_CALLBACK_TYPE}`;

export const APPROVAL_MESSAGES = {
  staleVersion: '合同已有更新的变更，本变更未生效',
} as const;

export async function applyChangeCallback(tx: Transaction, changeNo: string, reported: 'APPROVED' | 'REJECT'): Promise<ContractCallbackResult> {
  const [found] = await tx.select({ id: change.id, contractId: change.contractId }).from(change).where(eq(change.changeNo, changeNo));
  if (!found) throw new ApiError(404, CHANGE_MESSAGES.notFound);
  // The contract first, then the change: the order every writer of a change locks in.
  const [contract] = await tx.select().from(conContractHead).where(eq(conContractHead.id, found.contractId)).for('update');
  const [current] = await tx.select().from(change).where(eq(change.id, found.id)).for('update');
  if (!contract || !current) throw new ApiError(404, CHANGE_MESSAGES.notFound);

  const stored = await storeCallbackFirst(tx, {
    callbackKey: `${CHANGE_CALLBACK_TYPE}:${changeNo}:${current.submitCount}:${reported}`,
    bizType: CHANGE_CALLBACK_TYPE,
    bizKey: changeNo,
    status: reported,
    contractId: contract.id,
  });
  if (stored === undefined) return { outcome: 'repeat', status: current.status };

  const record = (outcome: CallbackOutcome) => settleCallback(tx, stored, outcome, current.status);

  const verdict = classifyChangeCallback(current.status);
  if (verdict !== 'apply') {
    await record(verdict);
    return { outcome: verdict, status: current.status };
  }

  if (reported === 'REJECT') {
    await tx.update(change).set({ status: 'REJECT', version: sql`${change.version} + 1`, updatedBy: ACTOR, updatedTime: sql`now()` }).where(eq(change.id, current.id));
    await record('applied');
    return { outcome: 'applied', status: 'REJECT' };
  }

  const lines = await tx.select(currentLineColumns).from(conContractLine).where(eq(conContractLine.headId, contract.id)).for('update');
  const proposal = current.proposal;
  const problems: string[] = [];
  if (!CHANGEABLE_CONTRACT_STATUSES.includes(contract.status)) problems.push(CHANGE_MESSAGES.notChangeable(contract.contractNo, contract.status));
  else if (contract.changeVersion + 1 !== current.changeVersion) problems.push(APPROVAL_MESSAGES.staleVersion);
  else problems.push(...executedProblems(lines, proposal.lines));
  if (problems.length > 0) {
    await tx
      .update(change)
      .set({ status: 'CONFLICT', conflictReason: problems.join('；'), version: sql`${change.version} + 1`, updatedBy: ACTOR, updatedTime: sql`now()` })
      .where(eq(change.id, current.id));
    await record('conflict');
    return { outcome: 'conflict', status: 'CONFLICT' };
  }

  // The head: the proposed fields (a field the proposal leaves out keeps its value) and the new totals.
  const head = Object.fromEntries(CHANGE_HEAD_FIELDS.flatMap((field) => (proposal.head[field] === undefined ? [] : [[field, proposal.head[field]]])));
  await tx
    .update(conContractHead)
    .set({
      ...head,
      totalQuantity: proposal.totalQuantity,
      totalAmount: proposal.totalAmount,
      changeVersion: current.changeVersion,
      // The ERP holds the contract as it was: it must be sent again.
      syncStatus: 'unsynched',
      version: sql`${conContractHead.version} + 1`,
      updatedBy: ACTOR,
      updatedTime: sql`now()`,
    })
    .where(eq(conContractHead.id, contract.id));

  // The lines: removed ones go, kept ones are renumbered out of the way (line numbers are unique per
  // contract) and then rewritten in the proposal's order, new ones are added. Executed quantities stay.
  const keptIds = new Set(proposal.lines.flatMap((line) => (line.id === undefined || line.id === null ? [] : [line.id])));
  const removed = lines.filter((line) => !keptIds.has(line.id)).map((line) => line.id);
  if (removed.length > 0) await tx.delete(conContractLine).where(inArray(conContractLine.id, removed));
  await tx.update(conContractLine).set({ lineNo: sql`-${conContractLine.lineNo}` }).where(eq(conContractLine.headId, contract.id));
  for (const line of proposal.lines) {
    const values = {
      lineNo: line.lineNo,
      matCode: line.matCode,
      matName: line.matName,
      quantity: line.quantity,
      unitCode: line.unitCode,
      priceWithTax: line.priceWithTax,
      taxRate: line.taxRate,
      amount: line.amount,
      taxAmount: line.taxAmount,
      amountWithoutTax: line.amountWithoutTax,
      deliveryStart: line.deliveryStart ?? null,
      deliveryEnd: line.deliveryEnd ?? null,
      deliveryAddress: line.deliveryAddress ?? null,
      qualityStandard: line.qualityStandard ?? null,
      remark: line.remark ?? null,
      updatedBy: ACTOR,
    };
    if (line.id === undefined || line.id === null) {
      await tx.insert(conContractLine).values({ ...values, headId: contract.id, createdBy: ACTOR });
    } else {
      await tx
        .update(conContractLine)
        .set({ ...values, version: sql`${conContractLine.version} + 1`, updatedTime: sql`now()` })
        .where(eq(conContractLine.id, line.id));
    }
  }

  await tx.insert(conContractStatusLog).values({
    contractId: contract.id,
    fromStatus: contract.status,
    toStatus: contract.status,
    source: 'callback',
    actor: CHANGE_CALLBACK_TYPE,
    callbackId: stored,
  });
  await tx
    .update(change)
    .set({ status: 'APPROVED', approvedTime: sql`now()`, version: sql`${change.version} + 1`, updatedBy: ACTOR, updatedTime: sql`now()` })
    .where(eq(change.id, current.id));
  await record('applied');
  return { outcome: 'applied', status: 'APPROVED' };
}
