/**
 * Assembles the LoginInfo answer of sign-in and of getLoginInfoByToken.
 */
import type { LoginInfo } from '../../api/index.js';
import { sessionExpired } from '../../core/envelope.js';
import type { ActiveSession } from '../../core/sessions.js';
import type { AppDatabase } from '../../db/connection.js';
import { findUserInfo, listUserCategories, listUserMenuTree, listUserOrgs, listUserRoles } from './user-access.js';

export async function loadLoginInfo(db: AppDatabase, session: ActiveSession): Promise<LoginInfo> {
  const { userId } = session;
  const [sysUserInfo, roleList, orgList, categoryList] = await Promise.all([
    findUserInfo(db, userId),
    listUserRoles(db, userId),
    listUserOrgs(db, userId),
    listUserCategories(db, userId),
  ]);
  // The session query already checked the user; a row deleted in between ends the session.
  if (!sysUserInfo) throw sessionExpired();
  return {
    accessToken: session.token,
    expiresAt: session.expiresAt.toISOString(),
    sysUserInfo,
    roleList,
    orgList,
    menuList: await listUserMenuTree(db, roleList, sysUserInfo.userType),
    categoryList,
  };
}
