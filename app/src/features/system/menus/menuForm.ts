/**
 * The 新增/编辑 form of 菜单管理 as pure data: a draft from the menu (or the parent it is added under),
 * what is missing, and the body each save sends. A button has no path; a blank English name or path
 * is sent as null.
 */
import type { AdminMenu, MenuAddBody, MenuUpdateBody } from '@srm/gateway/api';

export interface MenuDraft {
  menuCode: string;
  menuName: string;
  menuNameEn: string;
  menuType: 1 | 2;
  pathUrl: string;
  sortNumber: number;
  hidden: 0 | 1;
}

/** The same rule as the gateway's MenuAddBodySchema. */
export const MENU_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9:_.-]*$/;

/** A draft of the menu being edited, or of a new one under `parent` (a button when the parent is a page under a page). */
export function menuDraftOf(menu: AdminMenu | undefined, parent?: AdminMenu): MenuDraft {
  if (menu) {
    return {
      menuCode: menu.menuCode,
      menuName: menu.menuName,
      menuNameEn: menu.menuNameEn ?? '',
      menuType: menu.menuType,
      pathUrl: menu.pathUrl ?? '',
      sortNumber: menu.sortNumber,
      hidden: menu.hidden,
    };
  }
  const siblings = parent?.children ?? [];
  const nextSort = siblings.reduce((max, sibling) => Math.max(max, sibling.sortNumber), 0) + 1;
  return {
    menuCode: parent ? `${parent.menuCode}:` : '',
    menuName: '',
    menuNameEn: '',
    menuType: 1,
    pathUrl: '',
    sortNumber: nextSort,
    hidden: 0,
  };
}

/** Whether the draft can be sent: a valid code and a name. */
export function menuDraftComplete(draft: MenuDraft): boolean {
  return MENU_CODE_PATTERN.test(draft.menuCode.trim()) && draft.menuName.trim() !== '';
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

export function menuAddBodyOf(draft: MenuDraft, parent: AdminMenu | undefined): MenuAddBody {
  return {
    parentId: parent?.id ?? 0,
    menuCode: draft.menuCode.trim(),
    menuName: draft.menuName.trim(),
    menuNameEn: orNull(draft.menuNameEn),
    menuType: parent ? draft.menuType : 1,
    pathUrl: draft.menuType === 1 || !parent ? orNull(draft.pathUrl) : null,
    sortNumber: draft.sortNumber,
    hidden: draft.hidden,
  };
}

export function menuUpdateBodyOf(draft: MenuDraft, menu: AdminMenu): MenuUpdateBody {
  return {
    id: menu.id,
    version: menu.version,
    menuName: draft.menuName.trim(),
    menuNameEn: orNull(draft.menuNameEn),
    ...(menu.menuType === 1 ? { pathUrl: orNull(draft.pathUrl) } : {}),
    sortNumber: draft.sortNumber,
    hidden: draft.hidden,
  };
}
