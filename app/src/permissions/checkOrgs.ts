import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { notify } from '../api/events';
import { appStore } from '../state/store';
import { userOrgCodesAtom } from './permissionAtoms';
import { missingOrgs, type Codes } from './permissionRules';

/**
 * The organisation check (spec 01 §5): true when every given org code is among the user's orgs;
 * otherwise warns 您暂无该组织的权限 for 5 s and returns false. Usable outside React.
 */
export function checkOrgs(orgCodes: Codes | null | undefined, userOrgCodes: ReadonlySet<string> = appStore.get(userOrgCodesAtom)): boolean {
  if (missingOrgs(orgCodes, userOrgCodes).length === 0) return true;
  notify('warning', 'error.noOrgPermission');
  return false;
}

/** `const checkOrgs = useCheckOrgs(); if (!checkOrgs(row.orgCode)) return;` — follows the session. */
export function useCheckOrgs(): (orgCodes: Codes | null | undefined) => boolean {
  const userOrgCodes = useAtomValue(userOrgCodesAtom);
  return useCallback((orgCodes) => checkOrgs(orgCodes, userOrgCodes), [userOrgCodes]);
}
