import type { Org } from '@srm/gateway/api';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { loginInfoAtom, sessionDataAtom } from './session';

/**
 * The companies the user acts for: the session's orgs (spec 01 §5 "Org retention"), else the login's
 * online level-6 orgs. With `extra` (a stored row's company), that company is added when it is missing,
 * so a dialog editing a row of another company still shows it. The 所属公司 choices of the pages'
 * searches and dialogs (demand masters, the mobile market and user pages).
 */
export function useUserCompanies(extra?: { orgCode: string; orgName: string | null }): Org[] {
  const session = useAtomValue(sessionDataAtom);
  const login = useAtomValue(loginInfoAtom);
  return useMemo(() => {
    const orgs = session?.orgs ?? (login?.orgList ?? []).filter((org) => org.isOnline === 1 && org.level === 6);
    if (!extra || orgs.some((org) => org.orgCode === extra.orgCode)) return orgs;
    return [...orgs, { orgCode: extra.orgCode, orgName: extra.orgName ?? extra.orgCode } as Org];
  }, [session, login, extra]);
}
