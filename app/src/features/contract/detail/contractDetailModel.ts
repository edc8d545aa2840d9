/**
 * The 合同详情 as data: the status timeline built from status-log (every change and every callback,
 * oldest first, newest last), the buttons the action bar shows for a contract and a user, the
 * dictionary names of coded head fields, and the sync timeline's rules. Pure; the view passes its translate function and the user's buttons.
 */
import type { TagVariant } from '@srm/design-system';
import type { ContractDetail, ContractExeStatus, ContractStatusTimeline, ContractSyncLog, DictMap, InterfaceState } from '@srm/gateway/api';
import { dictName } from '../../../api/dictionaryChoices';
import type { AppMessageKey } from '../../../i18n/messages';
import type { AppT } from '../../../i18n/useAppT';
import { ACTION_FROM, CONTRACT_STATUSES, type ContractAction } from '../list/contractStatus';

/** Buttons of the detail page beyond the status moves (seeded under contract:list). */
export const DETAIL_BUTTONS = {
  signet: 'contract:signet',
  exe: 'contract:exe',
  sync: 'contract:sync',
  supplierSeal: 'contract:supplier-seal',
} as const;

/** 盖章 (a supplier's user, its own seal in the browser) is offered while the supplier's seal is awaited (the gateway's supplierSeal move). */
export const SUPPLIER_SEAL_STATUSES: readonly string[] = ['SENT', 'SIGN_SALE'];

/** 提交签章 is offered on a contract approved or sent to the supplier. */
export const SIGNET_STATUSES: readonly string[] = ['APPROVED', 'SENT'];
/** 执行状态 and 同步ERP are offered on a signed (or archived) contract (the gateway's SYNCABLE_STATUSES). */
export const SIGNED_STATUSES: readonly string[] = ['SIGN', 'PIGEONHOLE_E', 'PIGEONHOLE'];

export const EXE_STATUSES = ['EXECUTING', 'EXECUTION_COMPLETE'] as const satisfies readonly ContractExeStatus[];

/** The seal states a contract may be submitted for sealing from (the gateway's SEAL_SUBMITTABLE). */
export const SEAL_SUBMITTABLE: readonly (string | null)[] = [null, 'new', 'rejected', 'notSign', 'autoProcessing'];

/** A button of the detail page's action bar. */
export type DetailAction = ContractAction | 'signet' | 'supplierSeal' | 'exe' | 'sync' | 'edit' | 'print';

const STATUS_ACTIONS = Object.keys(ACTION_FROM) as ContractAction[];

/**
 * The buttons of the action bar, in order: the status moves the gateway allows the caller
 * (`detail.allowedActions`, unknown events left out), 提交签章 (approved or sent and not being sealed,
 * with contract:signet), 盖章 (a supplier's user with contract:supplier-seal, while its seal is awaited), 执行状态 (signed and not complete, with contract:exe), 同步ERP (signed, with contract:sync, no message pending),
 * 编辑 (when editable) and 打印 (always).
 */
export function detailActions(
  detail: Pick<ContractDetail, 'status' | 'allowedActions' | 'editable'> & Partial<Pick<ContractDetail, 'sealStatus' | 'exeStatus'>>,
  hasButton: (code: string) => boolean,
  syncPending = false,
  supplierUser = false,
): DetailAction[] {
  const actions: DetailAction[] = STATUS_ACTIONS.filter((action) => detail.allowedActions.includes(action));
  if (SIGNET_STATUSES.includes(detail.status) && SEAL_SUBMITTABLE.includes(detail.sealStatus ?? null) && hasButton(DETAIL_BUTTONS.signet)) actions.push('signet');
  if (supplierUser && SUPPLIER_SEAL_STATUSES.includes(detail.status) && hasButton(DETAIL_BUTTONS.supplierSeal)) actions.push('supplierSeal');
  if (SIGNED_STATUSES.includes(detail.status) && exeChoices(detail.exeStatus ?? null).length > 0 && hasButton(DETAIL_BUTTONS.exe)) actions.push('exe');
  if (SIGNED_STATUSES.includes(detail.status) && hasButton(DETAIL_BUTTONS.sync) && !syncPending) actions.push('sync');
  if (detail.editable) actions.push('edit');
  actions.push('print');
  return actions;
}

/** The execution statuses the contract can move to: forward only (none → either, EXECUTING → EXECUTION_COMPLETE). */
export function exeChoices(current: string | null): ContractExeStatus[] {
  if (current === null) return [...EXE_STATUSES];
  const at = (EXE_STATUSES as readonly string[]).indexOf(current);
  return at < 0 ? [] : EXE_STATUSES.slice(at + 1);
}

/** What made a change, named after the move: a user's action or a report of OA or the seal system. */
export type TimelineEvent = ContractAction | 'approve' | 'reject' | 'supplierSeal' | 'buyerSeal' | 'seal' | 'signet' | 'close' | 'change';

/** The move that led to `toStatus`, by its target (the gateway's CONTRACT_MOVES). */
export function timelineEvent(toStatus: string, source: 'user' | 'callback'): TimelineEvent {
  switch (toStatus) {
    case 'APPROVING':
      return 'submit';
    case 'APPROVED':
      return 'approve';
    case 'REJECT':
      return 'reject';
    case 'SENT':
      return 'send';
    case 'SIGN_BUY':
      // The supplier's seal: reported by the seal system, or made by the supplier's user in the browser.
      return 'supplierSeal';
    case 'SIGN_SALE':
      return source === 'user' ? 'signet' : 'buyerSeal';
    case 'SIGN':
      return 'seal';
    case 'PIGEONHOLE_E':
      return 'archiveElectronic';
    case 'PIGEONHOLE':
      return 'archive';
    case 'CANCEL':
      return 'cancel';
    case 'CLOSE':
      return 'close';
    default:
      return 'change';
  }
}

export function timelineEventKey(event: TimelineEvent): AppMessageKey {
  return ((STATUS_ACTIONS as readonly string[]).includes(event) ? `contract.action.${event}` : `contract.detail.event.${event}`) as AppMessageKey;
}

/** One line of the status timeline. */
export type StatusTimelineEntry =
  | { kind: 'change'; key: string; time: string; fromStatus: string; toStatus: string; source: 'user' | 'callback'; actor: string | null; event: TimelineEvent }
  | { kind: 'callback'; key: string; time: string; bizType: string; status: string; outcome: ContractStatusTimeline['callbacks'][number]['outcome']; fromStatus: string | null };

const timeOf = (value: string) => {
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? 0 : parsed;
};

/**
 * Every change and every callback in one list, oldest first (newest last). At the same instant a
 * callback comes before the change it caused; otherwise the gateway's order is kept.
 */
export function statusTimeline(log: ContractStatusTimeline | null | undefined): StatusTimelineEntry[] {
  if (!log) return [];
  const entries: (StatusTimelineEntry & { order: number })[] = [
    ...log.callbacks.map((callback, index) => ({ kind: 'callback' as const, key: `callback-${index}`, order: index, ...callback })),
    ...log.changes.map((change, index) => ({
      kind: 'change' as const,
      key: `change-${index}`,
      order: log.callbacks.length + index,
      ...change,
      event: timelineEvent(change.toStatus, change.source),
    })),
  ];
  entries.sort((a, b) => timeOf(a.time) - timeOf(b.time) || a.order - b.order);
  return entries.map(({ order: _order, ...entry }) => entry as StatusTimelineEntry);
}

/** A status's label, or the code itself when it is not a known contract status. */
export function statusLabel(t: AppT, status: string | null | undefined): string {
  if (!status) return '';
  return (CONTRACT_STATUSES as readonly string[]).includes(status) ? t(`contract.status.${status}` as AppMessageKey) : status;
}

/** The head fields the detail shows by their dictionary name (gateway dictionary-data.ts). */
export const DETAIL_DICTIONARIES = {
  purchaseModel: 'purchaseModel',
  priceType: 'priceType',
  pricingPoint: 'pricingPoint',
  deliverType: 'deliverType',
  payMethod: 'payMethod',
  sealStatus: 'sealStatus',
} as const satisfies Partial<Record<keyof ContractDetail, string>>;

/** Those fields of a contract by their dictionary names (a code the dictionary does not know stays as it is). */
export function detailDictNames(
  detail: Partial<Pick<ContractDetail, keyof typeof DETAIL_DICTIONARIES>>,
  dictionaries: DictMap | undefined,
): Record<keyof typeof DETAIL_DICTIONARIES, string> {
  const names = {} as Record<keyof typeof DETAIL_DICTIONARIES, string>;
  for (const [field, dictCode] of Object.entries(DETAIL_DICTIONARIES) as [keyof typeof DETAIL_DICTIONARIES, string][]) {
    names[field] = dictName(dictionaries, dictCode, detail[field]);
  }
  return names;
}

/** The tag colour of an outbox message's state. */
export function syncStateTone(state: InterfaceState): TagVariant {
  switch (state) {
    case 'SUCCESS':
      return 'success';
    case 'ERROR':
      return 'danger';
    case 'PENDING':
      return 'warning';
  }
}

/** 重新发送 is offered on a message that gave up (ERROR). */
export const canResend = (log: Pick<ContractSyncLog, 'state'>) => log.state === 'ERROR';

/** Whether a message of the contract is still being delivered (同步ERP would be refused with 409). */
export const hasPendingSync = (logs: readonly Pick<ContractSyncLog, 'state'>[] | null | undefined) => (logs ?? []).some((log) => log.state === 'PENDING');

/** `2026-11-22T02:41:36.000Z` → `2026-11-22 10:41:36` in the browser's time zone. */
export function formatTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
