import type { Category, DictMap, LoginInfo, Org } from '@srm/gateway/api';
import type { Locale } from '@srm/design-system';
import { visitedTabsAtom } from './tabs';
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { localiseDictionaries, localiseMenus } from '../i18n/localNames';

export const TOKEN_STORAGE_KEY = 'srm.token';
export const LOCALE_STORAGE_KEY = 'srm.locale';

/** The access token, kept across reloads. */
export const tokenAtom = atomWithStorage<string | null>(TOKEN_STORAGE_KEY, null, undefined, { getOnInit: true });

/** The signed-in user, their roles, orgs, menus and categories, as the gateway returned them. */
export const loginInfoAtom = atom<LoginInfo | null>(null);

/** The UI language: zh-CN by default. */
export const localeAtom = atomWithStorage<Locale>(LOCALE_STORAGE_KEY, 'zh-CN', undefined, { getOnInit: true });

/**
 * What the guard loads after the user info (spec 01 §2.2, in this order): button permissions, the
 * organisation list, the category list and the dictionaries. `token` says which sign-in it belongs to:
 * the session is ready when it equals the current token.
 */
export interface SessionData {
  token: string;
  /** Button permission codes (menuType 2) the user holds. */
  buttons: string[];
  /** The user's orgs kept by spec 01 §5 "Org retention" (online level-6 companies). */
  orgs: Org[];
  categories: Category[];
  dictionaries: DictMap;
  /** Steps after the user info that failed (the session still opens, with those lists empty). */
  failedSteps: string[];
}

export const sessionDataAtom = atom<SessionData | null>(null);

/** True once the guard has loaded everything for the current token. */
export const sessionReadyAtom = atom((get) => {
  const token = get(tokenAtom);
  const data = get(sessionDataAtom);
  return Boolean(token && data && data.token === token && get(loginInfoAtom));
});

/** The user's menu tree (roots have parentId 0; buttons are leaves with menuType 2), named in the current language. */
export const menuListAtom = atom((get) => localiseMenus(get(loginInfoAtom)?.menuList ?? [], get(localeAtom)));

/** The dictionaries the guard loaded (spec 01 §2.2), their items named in the current language. */
export const dictionariesAtom = atom((get) => localiseDictionaries(get(sessionDataAtom)?.dictionaries, get(localeAtom)));

/** The button permission codes as a set, for `role`-style checks. */
export const buttonCodesAtom = atom((get) => new Set(get(sessionDataAtom)?.buttons ?? []));

/** Signs in: keeps the token and the user's information together. */
/**
 * Why the guard signed the user out (the refused token's message), until the next sign-in. Whichever
 * redirect reaches /login first (the guard's, or the signed-out one it races with while the login
 * page loads) carries it, so the message is never lost.
 */
export const signedOutNoticeAtom = atom<string | null>(null);

export const signInAtom = atom(null, (_get, set, info: LoginInfo) => {
  set(signedOutNoticeAtom, null);
  set(tokenAtom, info.accessToken);
  set(loginInfoAtom, info);
});

/** Forgets the session (after logout, or when the token is no longer accepted). */
export const signOutAtom = atom(null, (_get, set) => {
  set(tokenAtom, null);
  set(loginInfoAtom, null);
  set(sessionDataAtom, null);
  set(visitedTabsAtom, []);
});
