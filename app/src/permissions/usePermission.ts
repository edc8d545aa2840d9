import { useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { notify } from '../api/events';
import { ownedCodesAtom } from './permissionAtoms';
import { decidePermission, filterByShowRoles, ownsAny, type Codes, type PermissionDecision, type PermissionRule } from './permissionRules';

export interface PermissionState extends PermissionDecision {
  /**
   * Wraps a press handler: when the press is intercepted (perMessage without the role) it shows
   * 您暂无此权限 instead of calling the handler.
   */
  guard: <A extends unknown[]>(handler?: (...args: A) => void) => (...args: A) => void;
}

/** Shows 您暂无此权限 for 5 s (spec 01 §6 perMessage, §8). */
export function showNoPermission(): void {
  notify('error', 'error.noPermission');
}

/** The decision for one element: `const { visible, disabled, guard } = usePermission({ role: 'contract:add' })`. */
export function usePermission(rule: PermissionRule): PermissionState {
  const owned = useAtomValue(ownedCodesAtom);
  // Cheap (a few set lookups): computed on every render, so inline `role` arrays need no memo.
  const decision = decidePermission(rule, owned);
  const { intercept } = decision;
  const guard = useCallback(
    <A extends unknown[]>(handler?: (...args: A) => void) =>
      (...args: A) => {
        if (intercept) showNoPermission();
        else handler?.(...args);
      },
    [intercept],
  );
  return { ...decision, guard };
}

/** `hasRole('contract:add')` / `hasMenu('contract')` checks of the current user, for non-element logic. */
export function useOwnedCodes(): { hasRole: (codes: Codes) => boolean; hasMenu: (codes: Codes) => boolean } {
  const owned = useAtomValue(ownedCodesAtom);
  return useMemo(
    () => ({ hasRole: (codes: Codes) => ownsAny(codes, owned.buttons), hasMenu: (codes: Codes) => ownsAny(codes, owned.menus) }),
    [owned],
  );
}

/** Batch-operation items limited by `showRoles` (spec 01 §6): only those the user may see. */
export function useShowRoles<T extends { showRoles?: Codes | undefined }>(items: readonly T[]): T[] {
  const owned = useAtomValue(ownedCodesAtom);
  return useMemo(() => filterByShowRoles(items, owned), [items, owned]);
}
