import type { LoginInfo } from '@srm/gateway/contract';
import type { Locale } from '@srm/design-system';
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

export const TOKEN_STORAGE_KEY = 'srm.token';
export const LOCALE_STORAGE_KEY = 'srm.locale';

/** The access token, kept across reloads. */
export const tokenAtom = atomWithStorage<string | null>(TOKEN_STORAGE_KEY, null, undefined, { getOnInit: true });

/** The signed-in user, their roles, orgs, menus and categories, as the gateway returned them. */
export const loginInfoAtom = atom<LoginInfo | null>(null);

/** The UI language: zh-CN by default. */
export const localeAtom = atomWithStorage<Locale>(LOCALE_STORAGE_KEY, 'zh-CN', undefined, { getOnInit: true });

/** Signs in: keeps the token and the user's information together. */
export const signInAtom = atom(null, (_get, set, info: LoginInfo) => {
  set(tokenAtom, info.accessToken);
  set(loginInfoAtom, info);
});

/** Forgets the session (after logout, or when the token is no longer accepted). */
export const signOutAtom = atom(null, (_get, set) => {
  set(tokenAtom, null);
  set(loginInfoAtom, null);
});
