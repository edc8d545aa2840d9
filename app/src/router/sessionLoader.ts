import type { Category, DictMap, HiddenMaterialCheck, LoginInfo, Org } from '@srm/gateway/api';
import { EMPTY_HIDDEN_MATERIAL } from '../state/hiddenMaterial';
import type { SessionData } from '../state/session';

/** Where each step of the session load comes from (the gateway in the app, fakes in tests). */
export interface SessionSources {
  userInfo(token: string): Promise<LoginInfo>;
  buttons(userId: number): Promise<string[]>;
  categories(userId: number): Promise<Category[]>;
  dictionaries(): Promise<DictMap>;
  /** The hidden-material check (spec 01 §2.2 item 5). */
  hiddenMaterial(): Promise<HiddenMaterialCheck>;
}

export type SessionStep = 'userInfo' | 'menus' | 'buttons' | 'orgs' | 'categories' | 'dictionaries' | 'hiddenMaterial';

/** The order of spec 01 §2.2 step 1, then the hidden-material check of item 5. */
export const SESSION_STEPS: readonly SessionStep[] = ['userInfo', 'menus', 'buttons', 'orgs', 'categories', 'dictionaries', 'hiddenMaterial'];

/** Spec 01 §5 "Org retention": only online level-6 orgs are kept in the user's orgs. */
export function retainedOrgs(orgs: readonly Org[]): Org[] {
  return orgs.filter((org) => org.isOnline === 1 && org.level === 6);
}

export interface LoadedSession {
  info: LoginInfo;
  data: SessionData;
  /** Empty lists when the check could not be loaded. */
  hiddenMaterial: HiddenMaterialCheck;
}

/**
 * Loads a session in the order of spec 01 §2.2: user info, menus, button permissions, orgs, categories,
 * dictionaries, then the hidden-material check (item 5). The user info (which carries the menus and
 * orgs) comes first and is required: its failure rejects, and the guard then resets the token. The
 * later calls need only the user's id, so they are sent together, in that order, instead of one round
 * trip after another (on a phone link each round trip is a few hundred milliseconds before the first
 * page). A later step that fails leaves its list empty, is named in `failedSteps` and is reported to
 * `onFailure`, so a flaky dictionary or hidden-material call does not lock the user out. `known` is the
 * login info the sign-in just returned for this token: it is used instead of asking again.
 */
export async function loadSession(
  token: string,
  sources: SessionSources,
  known?: LoginInfo | null,
  onStep?: (step: SessionStep) => void,
  onFailure?: (step: SessionStep, error: unknown) => void,
): Promise<LoadedSession> {
  onStep?.('userInfo');
  const info = known && known.accessToken === token ? known : await sources.userInfo(token);
  const userId = info.sysUserInfo.id;
  const failures: { step: SessionStep; error: unknown }[] = [];
  const attempt = <T>(step: SessionStep, run: () => Promise<T>, fallback: T): Promise<T> => {
    onStep?.(step);
    return run().catch((error: unknown) => {
      failures.push({ step, error });
      return fallback;
    });
  };

  onStep?.('menus');
  const buttonsLoad = attempt('buttons', () => sources.buttons(userId), [] as string[]);
  onStep?.('orgs');
  const orgs = retainedOrgs(info.orgList);
  const categoriesLoad = attempt('categories', () => sources.categories(userId), info.categoryList);
  const dictionariesLoad = attempt('dictionaries', () => sources.dictionaries(), {} as DictMap);
  const hiddenMaterialLoad = attempt('hiddenMaterial', () => sources.hiddenMaterial(), EMPTY_HIDDEN_MATERIAL);
  const [buttons, categories, dictionaries, hiddenMaterial] = await Promise.all([buttonsLoad, categoriesLoad, dictionariesLoad, hiddenMaterialLoad]);
  // Failures are named and reported in the steps' order, whichever answered first.
  failures.sort((a, b) => SESSION_STEPS.indexOf(a.step) - SESSION_STEPS.indexOf(b.step));
  for (const { step, error } of failures) onFailure?.(step, error);
  const failedSteps = failures.map(({ step }) => step);
  return { info, data: { token, buttons, orgs, categories, dictionaries, failedSteps }, hiddenMaterial };
}

/** The query parameter that carries a one-time window ticket (spec 01 §2.4 'open in new window'). */
export const TICKET_PARAM = 'ticket';

/** The window ticket a visit carries (`?ticket=`), or null. */
export function ticketInSearch(search: string): string | null {
  return new URLSearchParams(search).get(TICKET_PARAM)?.trim() || null;
}

/** The query without its ticket (`?a=1` or ''), the other parameters kept. */
export function searchWithoutTicket(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(TICKET_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The address without its ticket (other query parameters and the hash kept), to replace the visited one. */
export function withoutTicket(location: { pathname: string; search: string; hash?: string }): string {
  return `${location.pathname}${searchWithoutTicket(location.search)}${location.hash ?? ''}`;
}
