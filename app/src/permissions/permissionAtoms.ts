import { atom } from 'jotai';
import { loginInfoAtom, sessionDataAtom } from '../state/session';
import { collectCodes, type OwnedCodes } from './permissionRules';

/**
 * The codes the signed-in user owns: button codes from the menu tree (menuType 2) and from the
 * loaded button list, menu codes from the menu tree. Read-only over state/session.ts.
 */
export const ownedCodesAtom = atom<OwnedCodes>((get) => collectCodes(get(loginInfoAtom)?.menuList, get(sessionDataAtom)?.buttons ?? []));

/**
 * The org codes the user may act for (spec 01 §5 "Org retention": online level-6 orgs): the loaded
 * session's orgs, or the login's org list retained the same way before that has loaded.
 */
export const userOrgCodesAtom = atom<ReadonlySet<string>>((get) => {
  const loaded = get(sessionDataAtom)?.orgs;
  const orgs = loaded ?? (get(loginInfoAtom)?.orgList ?? []).filter((org) => org.isOnline === 1 && org.level === 6);
  return new Set(orgs.map((org) => org.orgCode));
});
