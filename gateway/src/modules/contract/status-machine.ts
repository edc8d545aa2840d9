/**
 * The contract status machine (docs/domain.md, "Contracts"; spec 02 §4), pure: which move each action
 * or callback makes, from which statuses. The routes apply a move as a conditional update
 * (`WHERE status IN (fromStatuses(event))`), so two racing requests cannot both move a contract.
 *
 *   draft → APPROVING → APPROVED → SENT → SIGN_SALE / SIGN_BUY → SIGN → PIGEONHOLE_E → PIGEONHOLE
 *   APPROVING → REJECT → (edit) → APPROVING
 *   draft / APPROVED / SENT → CANCEL
 *   SIGN_SALE / SIGN_BUY / SIGN → CLOSE (batch-close)
 *
 * The OA approval and the seal system report by callback. A callback is forward only: one that repeats
 * the current status, or reports a status the contract has already passed, changes nothing and is
 * answered OK; one that cannot be reached from the current status is a conflict, recorded for review.
 */
import { DICTIONARY_BY_CODE } from '../system/dictionary-data.js';
import { CONTRACT_STATUSES } from './head.js';

export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** What moves a contract: a user's action, or (marked in CALLBACK_EVENTS) a report of OA or the seal system. */
export type ContractEvent =
  | 'submit'
  | 'approve'
  | 'reject'
  | 'send'
  | 'supplierSeal'
  | 'buyerSeal'
  | 'archiveElectronic'
  | 'archive'
  | 'cancel'
  | 'close';

interface Move {
  from: readonly ContractStatus[];
  to: ContractStatus;
}

/** Every move of the machine: the statuses an event may start from, and where it leads. */
export const CONTRACT_MOVES: Readonly<Record<ContractEvent, Move>> = {
  // Submitted for OA approval: a new contract, or one edited after a rejection.
  submit: { from: ['draft', 'REJECT'], to: 'APPROVING' },
  approve: { from: ['APPROVING'], to: 'APPROVED' },
  reject: { from: ['APPROVING'], to: 'REJECT' },
  // Sent to the supplier for sealing.
  send: { from: ['APPROVED'], to: 'SENT' },
  // The sale side (the supplier) and the buy side seal in either order. The status names whose turn it is
  // (spec 02 §4): SIGN_BUY "buyer to seal" once the supplier has sealed, SIGN_SALE "seller to seal".
  supplierSeal: { from: ['SENT', 'SIGN_SALE'], to: 'SIGN_BUY' },
  buyerSeal: { from: ['SENT', 'SIGN_BUY'], to: 'SIGN_SALE' },
  archiveElectronic: { from: ['SIGN'], to: 'PIGEONHOLE_E' },
  archive: { from: ['PIGEONHOLE_E'], to: 'PIGEONHOLE' },
  cancel: { from: ['draft', 'APPROVED', 'SENT'], to: 'CANCEL' },
  close: { from: ['SIGN_SALE', 'SIGN_BUY', 'SIGN'], to: 'CLOSE' },
};

/** The statuses as the screens name them: the items of the contractStatus dictionary (spec 02 §4). */
export const CONTRACT_STATUS_LABELS: Readonly<Record<ContractStatus, string>> = Object.fromEntries(
  DICTIONARY_BY_CODE.get('contractStatus')?.items ?? [],
) as Record<ContractStatus, string>;

/** The actions as their buttons name them. */
export const CONTRACT_EVENT_LABELS: Readonly<Record<ContractEvent, string>> = {
  submit: '提交审批',
  approve: '审批通过',
  reject: '审批驳回',
  send: '发送供应商',
  supplierSeal: '供应商盖章',
  buyerSeal: '采购方盖章',
  archiveElectronic: '电子归档',
  archive: '纸质归档',
  cancel: '作废',
  close: '关闭',
};

/** The events only OA and the seal system report (never a user's button). */
export const CALLBACK_EVENTS: ReadonlySet<ContractEvent> = new Set(['approve', 'reject', 'supplierSeal', 'buyerSeal']);

/** Statuses a contract can still be edited in. */
export const EDITABLE_STATUSES: readonly ContractStatus[] = ['draft', 'REJECT'];

export function isContractStatus(value: string): value is ContractStatus {
  return (CONTRACT_STATUSES as readonly string[]).includes(value);
}

/**
 * Where `event` takes a contract in status `from`, or null when the machine forbids it. The second seal
 * completes the signing: a supplier seal on SIGN_SALE, or a buyer seal on SIGN_BUY, leads to SIGN.
 */
export function nextStatus(from: ContractStatus, event: ContractEvent): ContractStatus | null {
  const move = CONTRACT_MOVES[event];
  if (!move.from.includes(from)) return null;
  if (event === 'supplierSeal' && from === 'SIGN_SALE') return 'SIGN';
  if (event === 'buyerSeal' && from === 'SIGN_BUY') return 'SIGN';
  return move.to;
}

/** The statuses `event` may start from: the `status IN (…)` of its conditional update. */
export function fromStatuses(event: ContractEvent): readonly ContractStatus[] {
  return CONTRACT_MOVES[event].from;
}

/** The user actions a contract in `status` allows (what the detail view shows as buttons). */
export function allowedActions(status: ContractStatus): ContractEvent[] {
  return (Object.keys(CONTRACT_MOVES) as ContractEvent[]).filter((event) => !CALLBACK_EVENTS.has(event) && nextStatus(status, event) !== null);
}

/** Whether `to` can be reached from `from` by any number of moves made of `events` (at least one). */
function reachable(from: ContractStatus, to: ContractStatus, events: readonly ContractEvent[]): boolean {
  const seen = new Set<ContractStatus>([from]);
  const queue: ContractStatus[] = [from];
  while (queue.length > 0) {
    const current = queue.shift() as ContractStatus;
    for (const event of events) {
      const next = nextStatus(current, event);
      if (next === null) continue;
      if (next === to) return true;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return false;
}

const ALL_EVENTS = Object.keys(CONTRACT_MOVES) as ContractEvent[];
const CALLBACKS = ALL_EVENTS.filter((event) => CALLBACK_EVENTS.has(event));

/**
 * What a callback reporting `reported` does to a contract in `current`:
 * - `apply`: `reported` is ahead and reachable by callback moves alone (a lost intermediate report, such
 *   as the first seal, does not block the second);
 * - `repeat`: the contract is already there;
 * - `late`: the contract has already passed `reported` (a SIGN_SALE after SIGN, an approval after the
 *   contract was sent or cancelled);
 * - `conflict`: neither (an approval of a rejected contract, a seal of a draft): nothing changes, and the
 *   callback is recorded as a conflict.
 */
export type CallbackOutcome = 'apply' | 'repeat' | 'late' | 'conflict';

export function classifyCallback(current: ContractStatus, reported: ContractStatus): CallbackOutcome {
  if (current === reported) return 'repeat';
  if (reachable(current, reported, CALLBACKS)) return 'apply';
  if (reachable(reported, current, ALL_EVENTS)) return 'late';
  return 'conflict';
}
