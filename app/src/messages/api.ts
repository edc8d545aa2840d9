import type { MessagePageBody, PageData, ReadAllMessagesBody, SysMessage } from '@srm/gateway/api';
import { request } from '../api/http';

/*
 * Message calls (spec 01 §7.6): page the user's notices and to-dos, mark one read, mark all read.
 * Failures show the gateway's message (spec 01 §8: notice loads show the server message).
 */

/** POST /system/message/page: newest first, 3 per page unless `size` says otherwise. */
export function pageMessages(body: MessagePageBody): Promise<PageData<SysMessage>> {
  return request<PageData<SysMessage>>({ url: '/system/message/page', data: body });
}

/** PUT /system/message/read/:id: marks one of the user's own messages read. */
export function markMessageRead(id: number): Promise<null> {
  return request<null>({ method: 'PUT', url: `/system/message/read/${id}` });
}

/** PUT /system/message/readAll: marks all of the user's (notices, with msgType 2) read; answers how many. */
export function markAllMessagesRead(body: ReadAllMessagesBody): Promise<number> {
  return request<number>({ method: 'PUT', url: '/system/message/readAll', data: body });
}
