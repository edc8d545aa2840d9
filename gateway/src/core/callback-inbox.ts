/**
 * The stored-first, idempotent path of every callback from OA and the seal system (README "Add a
 * business area" step 5), shared by the areas: the contract callback (contract/callback.ts, its change
 * and rebate approvals) and the supplier admission (supplier/admission.ts).
 *
 * - `callbackSecretMatches`: the caller proves itself with the configured secret (constant time).
 * - `storeCallbackFirst`: inside the caller's transaction, after it has locked the document, the
 *   callback is written under its unique key (`bizType:bizKey[:round]:status`) before anything else; a
 *   repeat finds the row of its first arrival and gets undefined, so it changes nothing.
 * - `settleCallback`: records what the callback did (applied, late or conflict) and the document's
 *   status it found, in the same transaction.
 *
 * The inbox is the table con_contract_callback (migration 0014), whose contract_id is null for a
 * callback about something other than a contract.
 */
import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/connection.js';
import { conContractCallback } from '../db/tables/contract.js';

export type CallbackTransaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];
export type CallbackOutcome = 'applied' | 'late' | 'conflict';

/** The header a caller sends its secret in. */
export const CALLBACK_SECRET_HEADER = 'x-callback-secret';

/** Constant-time comparison of the given secret with the configured one. */
export function callbackSecretMatches(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface CallbackEntry {
  /** Unique per report: `bizType:bizKey:status`, with the approval round where a document is decided again. */
  callbackKey: string;
  bizType: string;
  bizKey: string;
  status: string;
  /** The contract it is about, when it is about one. */
  contractId?: number | null;
}

/** Stores the callback first; the id of the new row, or undefined when this very callback came before. */
export async function storeCallbackFirst(tx: CallbackTransaction, entry: CallbackEntry): Promise<number | undefined> {
  const [stored] = await tx
    .insert(conContractCallback)
    .values({ ...entry, contractId: entry.contractId ?? null, outcome: 'pending' })
    .onConflictDoNothing({ target: conContractCallback.callbackKey })
    .returning({ id: conContractCallback.id });
  return stored?.id;
}

/** Records what the stored callback `id` did, and the status the document had. */
export async function settleCallback(tx: CallbackTransaction, id: number, outcome: CallbackOutcome, fromStatus: string): Promise<void> {
  await tx.update(conContractCallback).set({ outcome, fromStatus }).where(eq(conContractCallback.id, id));
}
