/**
 * Messages of the system area's role-admin editing (issue 21) in the catalogue (core/message-catalogue.ts):
 * the key and English twin of each Chinese text its routes throw. Imported by the system area's index.ts.
 */
import { registerMessages, type MessageEntry } from '../../core/message-catalogue.js';

export const ROLE_ADMIN_MESSAGE_TEXTS: readonly MessageEntry[] = [
  // role-admin.ts ROLE_ADMIN_MESSAGES.
  { key: 'system.role.notFound', zh: '角色不存在', en: 'The role does not exist' },
  { key: 'system.role.codeRequired', zh: '请输入角色编码', en: 'Enter the role code' },
  { key: 'system.role.nameRequired', zh: '请输入角色名称', en: 'Enter the role name' },
  { key: 'system.role.codeTaken', zh: /^角色编码 (.+) 已存在$/, en: 'Role code {1} already exists' },
  { key: 'system.role.codeFixed', zh: '角色编码保存后不能修改', en: 'The role code cannot be changed once saved' },
  {
    key: 'system.role.inUse',
    zh: /^角色 (.+) 已分配给 (\d+) 个用户，请先在用户管理中取消分配后再删除$/,
    en: 'Role {1} is assigned to {2} users; remove it from them under User management before deleting it',
  },
  { key: 'system.role.adminHasAll', zh: '管理员角色拥有全部菜单和按钮，无需分配权限', en: 'An administrator role holds every menu and button; there is nothing to assign' },
  { key: 'system.role.menusSaved', zh: '权限分配成功', en: 'Permissions assigned' },
  // role-scope.ts ROLE_SCOPE_MESSAGES (数据权限).
  { key: 'system.role.adminSeesAll', zh: '管理员角色可查看全部数据，无需设置数据权限', en: 'An administrator role sees all data; there is no data scope to set' },
  {
    key: 'system.role.menuNotHeld',
    zh: /^菜单ID (.+) 未分配给该角色，不能设置数据权限$/,
    en: 'Menu ID {1} is not assigned to the role, so it takes no data scope',
  },
  { key: 'system.role.scopesSaved', zh: '数据权限保存成功', en: 'Data scope saved' },
  // The label of 菜单ID 5、6 不存在 (system.unknownIds).
  { key: 'system.field.menu', zh: '菜单', en: 'menu' },
];

registerMessages(ROLE_ADMIN_MESSAGE_TEXTS);
