/**
 * The rules of the dashboard's notices and to-dos and of the header badges (spec 01 §2.4, §2.5, §3
 * "Message/notice", §4 "Notices", §9). Pure.
 */
import type { MessagePageBody, MessageType, SysMessage } from '@srm/gateway/api';
import { formatDate } from '@srm/design-system';

/** msgType 1 is a to-do, 2 a notice (spec 01 §3). */
export const MSG_TYPE = { todo: 1, notice: 2 } as const satisfies Record<string, MessageType>;

/** Dashboard and notice preview page size (spec 01 §9). */
export const MESSAGE_PAGE_SIZE = 3;

/** The to-do card's tabs: handleStatus 0 (to do) and 1 (done). */
export type TodoTab = 'todo' | 'done';

/**
 * The notices card lists the unread notices: marking one read removes it from the list and lowers
 * the count; mark-all-read clears the list (spec 01 §4 "Notices").
 */
export function noticeQuery(userId: number, page: number): MessagePageBody {
  return { userId, page, size: MESSAGE_PAGE_SIZE, msgType: MSG_TYPE.notice, readStatus: 0 };
}

/** The to-do card's list: every to-do of the tab, read or not (unread ones are marked). */
export function todoQuery(userId: number, tab: TodoTab, page: number): MessagePageBody {
  return { userId, page, size: MESSAGE_PAGE_SIZE, msgType: MSG_TYPE.todo, handleStatus: tab === 'todo' ? 0 : 1 };
}

/** What a header badge counts: the unread messages of one type (one row is enough, the total says it). */
export function unreadQuery(userId: number, msgType: MessageType): MessagePageBody {
  return { userId, page: 1, size: 1, msgType, readStatus: 0 };
}

/**
 * The page to ask for again when the one asked for came back empty because the list shrank (the
 * last unread notice of the last page was read): the new last page, or null when there is nothing
 * to fix.
 */
export function pageAfterShrink(requested: number, total: number, rows: number, size = MESSAGE_PAGE_SIZE): number | null {
  if (rows > 0 || requested <= 1) return null;
  const last = Math.max(1, Math.ceil(total / size));
  return last < requested ? last : null;
}

/** Where a message's link leads. */
export type LinkTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string } | { kind: 'none' };

/**
 * A message's or a menu's link: an http(s) address (or `//host/…`) opens in a new window; a path
 * (`/contract/list?id=3`, or `contract/list`) is a route of the app; anything else (empty, another
 * scheme such as `javascript:`) leads nowhere.
 */
export function linkTarget(link: string | null | undefined): LinkTarget {
  const value = link?.trim() ?? '';
  if (!value) return { kind: 'none' };
  if (/^https?:\/\//i.test(value)) return { kind: 'external', url: value };
  if (value.startsWith('//')) return { kind: 'external', url: value };
  if (/^[a-z][a-z\d+.-]*:/i.test(value)) return { kind: 'none' };
  return { kind: 'internal', path: value.startsWith('/') ? value : `/${value}` };
}

/** createdTime as yyyy-MM-dd HH:mm:ss in local time (spec 01 §9). */
export function messageTime(message: Pick<SysMessage, 'createdTime'>): string {
  return formatDate(message.createdTime, 'datetime');
}

/** Whether opening a message should mark it read first (read ones need no call). */
export function needsMarking(message: Pick<SysMessage, 'readStatus'>): boolean {
  return message.readStatus === 0;
}
