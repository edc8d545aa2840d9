/**
 * Messages of the system area's menu-org-admin editing (issue 21) in the catalogue (core/message-catalogue.ts):
 * the key and English twin of each Chinese text its routes throw. Imported by the system area's index.ts.
 * 菜单不存在, 组织不存在 and 新增成功 / 修改成功 / 删除成功 are catalogued already (message-texts.ts,
 * core/list/routes.ts).
 */
import { registerMessages, type MessageEntry } from '../../core/message-catalogue.js';

export const MENU_ORG_ADMIN_MESSAGE_TEXTS: readonly MessageEntry[] = [
  { key: 'system.menuParentNotFound', zh: '上级菜单不存在', en: 'The parent menu does not exist' },
  { key: 'system.menuParentIsButton', zh: '按钮下不能添加菜单或按钮', en: 'Nothing can be added under a button' },
  { key: 'system.menuButtonAtTop', zh: '按钮须添加在页面下', en: 'A button must be added under a page' },
  { key: 'system.menuCodeTaken', zh: /^菜单编码 (.+) 已存在$/, en: 'Menu code {1} already exists' },
  { key: 'system.menuHasChildren', zh: '该菜单下还有子菜单或按钮，请先删除它们', en: 'This menu still has menus or buttons under it; delete them first' },
  {
    key: 'system.menuAssigned',
    zh: /^该菜单已分配给角色：(.+)，请先在角色管理中取消分配$/,
    en: 'This menu is assigned to the roles {1}; take it off them in Role management first',
  },
];

registerMessages(MENU_ORG_ADMIN_MESSAGE_TEXTS);
