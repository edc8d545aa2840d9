/**
 * The contract statuses on the list: their labels and tag colours, and the user actions each status
 * allows — a mirror of the gateway's status machine (gateway/src/modules/contract/status-machine.ts,
 * `allowedActions` without the batch `close`), which enforces the same moves. Pure.
 */
import type { StatusItem, TagVariant } from '@srm/design-system';
import type { ContractStatusBody } from '@srm/gateway/api';
import type { AppMessageKey } from '../../../i18n/messages';
import type { AppT } from '../../../i18n/useAppT';

export const CONTRACT_STATUSES = ['draft', 'APPROVING', 'APPROVED', 'SENT', 'SIGN_SALE', 'SIGN_BUY', 'SIGN', 'PIGEONHOLE_E', 'PIGEONHOLE', 'REJECT', 'CANCEL', 'CLOSE'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** A row action of PUT head/status. */
export type ContractAction = ContractStatusBody['action'];

/** The statuses each user action starts from (the gateway's CONTRACT_MOVES), in button order. */
export const ACTION_FROM: Readonly<Record<ContractAction, readonly ContractStatus[]>> = {
  submit: ['draft', 'REJECT'],
  send: ['APPROVED'],
  archiveElectronic: ['SIGN'],
  archive: ['PIGEONHOLE_E'],
  cancel: ['draft', 'APPROVED', 'SENT'],
};

/** The button each action needs (the gateway's ACTION_BUTTONS). */
export const ACTION_BUTTONS: Readonly<Record<ContractAction, string>> = {
  submit: 'contract:submit',
  send: 'contract:edit',
  cancel: 'contract:edit',
  archiveElectronic: 'contract:edit',
  archive: 'contract:edit',
};

const ACTIONS = Object.keys(ACTION_FROM) as ContractAction[];

/** The user actions a contract in `status` allows, in button order; none for an unknown status. */
export function allowedActions(status: string): ContractAction[] {
  return ACTIONS.filter((action) => (ACTION_FROM[action] as readonly string[]).includes(status));
}

/** The actions whose buttons the user holds. */
export function ownedActions(hasButton: (code: string) => boolean): ContractAction[] {
  return ACTIONS.filter((action) => hasButton(ACTION_BUTTONS[action]));
}

/**
 * The tag colour of a status, by its group: being prepared (draft, rejected) grey, in progress
 * (approving, sent, waiting for a seal) blue, done (approved, sealed, archived) green, ended (void,
 * closed) red.
 */
export function statusTone(status: ContractStatus): TagVariant {
  switch (status) {
    case 'draft':
    case 'REJECT':
      return 'info';
    case 'APPROVING':
    case 'SENT':
    case 'SIGN_BUY':
    case 'SIGN_SALE':
      return 'primary';
    case 'APPROVED':
    case 'SIGN':
    case 'PIGEONHOLE_E':
    case 'PIGEONHOLE':
      return 'success';
    case 'CANCEL':
    case 'CLOSE':
      return 'danger';
  }
}

/** The statuses as StatusTag items (label in the current language, colour by group). */
export function statusItems(t: AppT): StatusItem[] {
  return CONTRACT_STATUSES.map((status) => ({ dictItemCode: status, dictItemName: t(`contract.status.${status}` as AppMessageKey), color: statusTone(status) }));
}

export const actionLabelKey = (action: ContractAction) => `contract.action.${action}` as AppMessageKey;
