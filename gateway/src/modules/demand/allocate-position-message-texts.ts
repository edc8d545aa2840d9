/**
 * 库位分配's messages in the catalogue (core/message-catalogue.ts): the key and English twin of every
 * Chinese text its routes answer with. 组织 X 不存在 and 物料 X 不存在 are catalogued by the month plan.
 */
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import { registerMessages, type MessageEntry } from '../../core/message-catalogue.js';
import { ALLOCATE_POSITION_MESSAGES as M } from './allocate-position-rules.js';

export const ALLOCATE_POSITION_MESSAGE_TEXTS: readonly MessageEntry[] = [
  { key: 'demand.position.overCapacity', zh: /^分配数量 (\S+) 超过库位容量 (\S+)$/, en: 'The allocated quantity {1} exceeds the position capacity {2}' },
  { key: 'demand.position.storeUnknown', zh: /^仓库 (\S+) 不存在或不属于该组织$/, en: 'Store {1} does not exist or does not belong to this organisation' },
  { key: 'demand.position.exists', zh: /^库位 (\S+) 已存在$/, en: 'Position {1} already exists' },
  { key: 'demand.position.synchSubmitted', zh: M.synchSubmitted, en: 'Sent to the storage system; see the interface log for the result' },
  { key: 'demand.position.synchNotConfigured', zh: M.synchNotConfigured, en: 'Queued for the storage system; it is sent once the sync address is configured' },
  { key: 'list.notFound', zh: SAVE_MESSAGES.notFound('库位分配'), en: 'The position does not exist or you may not see it' },
  { key: 'list.someMissing', zh: SAVE_MESSAGES.someMissing('库位分配'), en: 'Some positions do not exist or you may not delete them; nothing was deleted' },
];

registerMessages(ALLOCATE_POSITION_MESSAGE_TEXTS);
