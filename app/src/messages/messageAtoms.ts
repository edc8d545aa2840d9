/**
 * The messages state shared by the header badges and the dashboard cards: the unread counts, the
 * pages the cards show, and a revision that every read bumps so all of them load again. Loads are
 * async atoms (one call per store however many components read them), unwrapped so a reload keeps
 * showing the previous value until the new one arrives.
 */
import type { PageData, SysMessage } from '@srm/gateway/api';
import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import { loginInfoAtom } from '../state/session';
import { markAllMessagesRead, markMessageRead, pageMessages } from './api';
import { MSG_TYPE, needsMarking, noticeQuery, pageAfterShrink, todoQuery, unreadQuery, type TodoTab } from './messageRules';

/** The signed-in user's id, or null. */
export const currentUserIdAtom = atom((get) => get(loginInfoAtom)?.sysUserInfo.id ?? null);

/** Bumped after messages were marked read: counts and pages load again. */
export const messagesRevisionAtom = atom(0);

export interface UnreadCounts {
  notices: number;
  todos: number;
}

const unreadCountsLoadAtom = atom(async (get): Promise<UnreadCounts | null> => {
  get(messagesRevisionAtom);
  const userId = get(currentUserIdAtom);
  if (userId === null) return null;
  try {
    const [notices, todos] = await Promise.all([pageMessages(unreadQuery(userId, MSG_TYPE.notice)), pageMessages(unreadQuery(userId, MSG_TYPE.todo))]);
    return { notices: notices.total, todos: todos.total };
  } catch {
    // The layer showed the message; the badges stay empty.
    return null;
  }
});

/** The unread notices and to-dos of the header badges and the notices card (null before the first load). */
export const unreadCountsAtom = unwrap(unreadCountsLoadAtom, (previous) => previous ?? null);

/** The notices card's page (1-based). */
export const noticePageAtom = atom(1);
/** The to-do card's tab and the page of each tab. */
export const todoTabAtom = atom<TodoTab>('todo');
export const todoPagesAtom = atom<Record<TodoTab, number>>({ todo: 1, done: 1 });

async function loadPage(first: (page: number) => Parameters<typeof pageMessages>[0], page: number): Promise<PageData<SysMessage> | null> {
  try {
    const answer = await pageMessages(first(page));
    const fallback = pageAfterShrink(page, answer.total, answer.result.length);
    return fallback === null ? answer : await pageMessages(first(fallback));
  } catch {
    return null;
  }
}

const noticesLoadAtom = atom(async (get) => {
  get(messagesRevisionAtom);
  const userId = get(currentUserIdAtom);
  if (userId === null) return null;
  return loadPage((page) => noticeQuery(userId, page), get(noticePageAtom));
});

/** The page of unread notices the notices card shows (its `page` is the page really shown). */
export const noticesAtom = unwrap(noticesLoadAtom, (previous) => previous ?? null);

const todosLoadAtom = atom(async (get) => {
  get(messagesRevisionAtom);
  const userId = get(currentUserIdAtom);
  if (userId === null) return null;
  const tab = get(todoTabAtom);
  const page = await loadPage((n) => todoQuery(userId, tab, n), get(todoPagesAtom)[tab]);
  return page ? { tab, ...page } : null;
});

/** The page of the current to-do tab. */
export const todosAtom = unwrap(todosLoadAtom, (previous) => previous ?? null);

/**
 * Marks one message read (when it is unread) and reloads the counts and pages. Resolves when the
 * gateway answered; rejects with the layer's ApiError (its message already shown).
 */
export const markReadAtom = atom(null, async (_get, set, message: Pick<SysMessage, 'id' | 'readStatus'>) => {
  if (!needsMarking(message)) return;
  await markMessageRead(message.id);
  set(messagesRevisionAtom, (revision) => revision + 1);
});

/** Marks every unread notice of the user read (the notices card's 全部已读) and reloads. */
export const markAllNoticesReadAtom = atom(null, async (get, set) => {
  const userId = get(currentUserIdAtom);
  if (userId === null) return;
  await markAllMessagesRead({ userId, msgType: MSG_TYPE.notice });
  set(noticePageAtom, 1);
  set(messagesRevisionAtom, (revision) => revision + 1);
});
