/**
 * The user's common functions, one list shared by the header's 常用功能 popover, its configuration
 * dialog and the dashboard's quick-start card. Loaded once per store (an async atom); every change
 * bumps the revision so all of them show the list the gateway now holds.
 */
import type { ShortMenu } from '@srm/gateway/api';
import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import { localiseMenus } from '../i18n/localNames';
import { currentUserIdAtom } from '../messages/messageAtoms';
import { localeAtom } from '../state/session';
import { compositeShortMenus, listShortMenus, removeShortMenu, saveShortMenus } from './api';
import { canAddShortMenu, compositeBody } from './shortcutRules';

/** Bumped after a change: the list loads again. */
export const shortMenusRevisionAtom = atom(0);

const shortMenusLoadAtom = atom(async (get): Promise<ShortMenu[] | null> => {
  get(shortMenusRevisionAtom);
  const userId = get(currentUserIdAtom);
  if (userId === null) return null;
  try {
    return await listShortMenus(userId);
  } catch {
    // The layer showed the gateway's message (spec 01 §8); nothing to list.
    return null;
  }
});

const shortMenusLoadedAtom = unwrap(shortMenusLoadAtom, (previous) => previous ?? null);

/** The user's common functions by sortNumber, named in the current language; null before the first load (or after a failed one). */
export const shortMenusAtom = atom((get) => {
  const list = get(shortMenusLoadedAtom);
  return list === null ? null : localiseMenus(list, get(localeAtom));
});

/** What adding came to: `tooMany` when 15 are already there (refused before any call). */
export type AddOutcome = 'added' | 'tooMany';

/** Adds one menu (POST saveShortMenu) unless the user already has 15. Rejects when the gateway refuses. */
export const addShortMenuAtom = atom(null, async (get, set, menuId: number): Promise<AddOutcome> => {
  const userId = get(currentUserIdAtom);
  if (userId === null) throw new Error('not signed in');
  if (!canAddShortMenu(get(shortMenusAtom)?.length ?? 0)) return 'tooMany';
  await saveShortMenus({ userId, menuIds: [menuId] });
  set(shortMenusRevisionAtom, (revision) => revision + 1);
  return 'added';
});

/** Removes one menu (DELETE removeShortMenu). */
export const removeShortMenuAtom = atom(null, async (get, set, menuId: number) => {
  const userId = get(currentUserIdAtom);
  if (userId === null) throw new Error('not signed in');
  await removeShortMenu({ userId, menuId });
  set(shortMenusRevisionAtom, (revision) => revision + 1);
});

/** Replaces the whole list with the chosen menus in order (POST composite). */
export const configureShortMenusAtom = atom(null, async (get, set, menuIds: readonly number[]) => {
  const userId = get(currentUserIdAtom);
  if (userId === null) throw new Error('not signed in');
  await compositeShortMenus(compositeBody(userId, menuIds));
  set(shortMenusRevisionAtom, (revision) => revision + 1);
});
