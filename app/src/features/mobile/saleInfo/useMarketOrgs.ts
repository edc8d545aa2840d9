import type { Org } from '@srm/gateway/api';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { loginInfoAtom, sessionDataAtom } from '../../../state/session';

/**
 * The companies the user acts for (the session's orgs, else the login's online level-6 orgs), with a
 * stored row's company when it is missing: the 所属公司 choices of the market pages' searches and dialogs.
 */
export function useMarketOrgs(extra?: { orgCode: string; orgName: string | null }): Org[] {
  const session = useAtomValue(sessionDataAtom);
  const login = useAtomValue(loginInfoAtom);
  return useMemo(() => {
    const orgs = session?.orgs ?? (login?.orgList ?? []).filter((org) => org.isOnline === 1 && org.level === 6);
    if (!extra || orgs.some((org) => org.orgCode === extra.orgCode)) return orgs;
    return [...orgs, { orgCode: extra.orgCode, orgName: extra.orgName ?? extra.orgCode } as Org];
  }, [session, login, extra]);
}
