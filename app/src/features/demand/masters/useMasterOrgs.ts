import type { Org } from '@srm/gateway/api';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { loginInfoAtom, sessionDataAtom } from '../../../state/session';

/** The companies the user acts for (the session's orgs, else the login's online level-6 orgs), with `extra` (a stored row's org) when missing. */
export function useMasterOrgs(extra?: { orgCode: string; orgName: string | null }): Org[] {
  const session = useAtomValue(sessionDataAtom);
  const login = useAtomValue(loginInfoAtom);
  return useMemo(() => {
    const orgs = session?.orgs ?? (login?.orgList ?? []).filter((org) => org.isOnline === 1 && org.level === 6);
    if (!extra || orgs.some((org) => org.orgCode === extra.orgCode)) return orgs;
    return [...orgs, { orgCode: extra.orgCode, orgName: extra.orgName ?? extra.orgCode } as Org];
  }, [session, login, extra]);
}
