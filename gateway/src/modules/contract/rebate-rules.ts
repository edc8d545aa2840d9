/**
 * The pure rules of a company rebate agreement (spec 02 §4 "Rebate state", §7 head/rebate_company):
 * its value (exactly one of a rate, a percentage with at most 4 decimals, and an amount with at most 2)
 * and its moves: new / rejected / withdraw may be edited and submitted (→ inProcess); inProcess may be
 * withdrawn (→ withdraw); approved may be made invalid (→ invalid); only a new one may be deleted.
 * OA decides an agreement in process (`classifyRebateCallback`): APPROVED → approved, REJECT → rejected.
 */
import { rebateValueProblem as valueProblem } from '@srm/rules';
import type { RebateCompanyStatus } from '../../api/index.js';
import { DICTIONARY_BY_CODE } from '../system/dictionary-data.js';
import type { ChangeCallbackVerdict } from './change-rules.js';

export const REBATE_RULE_MESSAGES = {
  oneValue: '返利比例和返利金额须填写且只能填写一项',
  rate: '返利比例须在0到100之间，最多4位小数',
  amount: '返利金额须为非负数，最多2位小数',
} as const;

/** The problem with a rebate's value in the gateway's words, or null when it has exactly one well-formed value. */
export function rebateValueProblem(rate: string | null | undefined, amount: string | null | undefined): string | null {
  const problem = valueProblem(rate, amount);
  return problem === null ? null : REBATE_RULE_MESSAGES[problem];
}

export type RebateAction = 'submit' | 'withdraw' | 'invalid';

export const REBATE_MOVES: Readonly<Record<RebateAction, { from: readonly RebateCompanyStatus[]; to: RebateCompanyStatus }>> = {
  submit: { from: ['new', 'rejected', 'withdraw'], to: 'inProcess' },
  withdraw: { from: ['inProcess'], to: 'withdraw' },
  invalid: { from: ['approved'], to: 'invalid' },
};

export const REBATE_EDITABLE: readonly RebateCompanyStatus[] = ['new', 'rejected', 'withdraw'];
export const REBATE_DELETABLE: readonly RebateCompanyStatus[] = ['new'];

/** Where `action` takes an agreement in `status`, or null when it may not. */
export function nextRebateStatus(status: RebateCompanyStatus, action: RebateAction): RebateCompanyStatus | null {
  return REBATE_MOVES[action].from.includes(status) ? REBATE_MOVES[action].to : null;
}

/** The states as the screens name them: the rebateStatus dictionary. */
export const REBATE_STATUS_LABELS: Readonly<Record<RebateCompanyStatus, string>> = Object.fromEntries(
  DICTIONARY_BY_CODE.get('rebateStatus')?.items ?? [],
) as Record<RebateCompanyStatus, string>;

/** OA's decision on an agreement (the contract callback, bizType REBATE). */
export type RebateDecision = 'APPROVED' | 'REJECT';

/** Where OA's decision takes an agreement in process. */
export const REBATE_DECISIONS: Readonly<Record<RebateDecision, RebateCompanyStatus>> = { APPROVED: 'approved', REJECT: 'rejected' };

/**
 * What OA's report does to an agreement in `status`, as classifyChangeCallback does for a change: only one
 * in process is decided ('apply'); one never submitted (new) cannot have been sent to OA ('conflict');
 * one already decided, withdrawn or past is 'late' (recorded, nothing changes). A withdrawn agreement
 * submitted again is a new round with its own callback keys, so the old round's report stays late.
 */
export function classifyRebateCallback(status: RebateCompanyStatus): ChangeCallbackVerdict {
  if (status === 'inProcess') return 'apply';
  if (status === 'new') return 'conflict';
  return 'late';
}
