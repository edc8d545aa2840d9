import type { Category, DictMap, LoginInfo, Org } from '@srm/gateway/contract';
import type { SessionData } from '../state/session';

/** Where each step of the session load comes from (the gateway in the app, fakes in tests). */
export interface SessionSources {
  userInfo(token: string): Promise<LoginInfo>;
  buttons(userId: number): Promise<string[]>;
  categories(userId: number): Promise<Category[]>;
  dictionaries(): Promise<DictMap>;
}

export type SessionStep = 'userInfo' | 'menus' | 'buttons' | 'orgs' | 'categories' | 'dictionaries';

/** The order of spec 01 §2.2 step 1. */
export const SESSION_STEPS: readonly SessionStep[] = ['userInfo', 'menus', 'buttons', 'orgs', 'categories', 'dictionaries'];

/** Spec 01 §5 "Org retention": only online level-6 orgs are kept in the user's orgs. */
export function retainedOrgs(orgs: readonly Org[]): Org[] {
  return orgs.filter((org) => org.isOnline === 1 && org.level === 6);
}

export interface LoadedSession {
  info: LoginInfo;
  data: SessionData;
}

/**
 * Loads a session in the order of spec 01 §2.2: user info, menus, button permissions, orgs, categories,
 * dictionaries. The user info (which carries the menus and orgs) is required: its failure rejects, and
 * the guard then resets the token. A later step that fails leaves its list empty and is named in
 * `failedSteps`, so a flaky dictionary call does not lock the user out. `known` is the login info the
 * sign-in just returned for this token: it is used instead of asking again.
 */
export async function loadSession(
  token: string,
  sources: SessionSources,
  known?: LoginInfo | null,
  onStep?: (step: SessionStep) => void,
): Promise<LoadedSession> {
  onStep?.('userInfo');
  const info = known && known.accessToken === token ? known : await sources.userInfo(token);
  const userId = info.sysUserInfo.id;
  const failedSteps: string[] = [];
  const attempt = async <T>(step: SessionStep, run: () => Promise<T>, fallback: T): Promise<T> => {
    onStep?.(step);
    try {
      return await run();
    } catch {
      failedSteps.push(step);
      return fallback;
    }
  };

  onStep?.('menus');
  const buttons = await attempt('buttons', () => sources.buttons(userId), [] as string[]);
  onStep?.('orgs');
  const orgs = retainedOrgs(info.orgList);
  const categories = await attempt('categories', () => sources.categories(userId), info.categoryList);
  const dictionaries = await attempt('dictionaries', () => sources.dictionaries(), {} as DictMap);
  return { info, data: { token, buttons, orgs, categories, dictionaries, failedSteps } };
}
