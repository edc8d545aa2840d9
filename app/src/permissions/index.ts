export { Permission, type PermissionProps } from './Permission';
export { usePermission, useOwnedCodes, useShowRoles, showNoPermission, type PermissionState } from './usePermission';
export { checkOrgs, useCheckOrgs } from './checkOrgs';
export { ownedCodesAtom, userOrgCodesAtom } from './permissionAtoms';
export {
  collectCodes,
  decidePermission,
  filterByShowRoles,
  missingOrgs,
  ownsAny,
  type Codes,
  type OwnedCodes,
  type PermissionDecision,
  type PermissionRule,
} from './permissionRules';
