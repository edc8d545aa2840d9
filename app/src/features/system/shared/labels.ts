/**
 * Labels of the spec's fixed enumerations (spec 01 §3) for the system pages, as StatusTag items in
 * the current language. Pure: the view passes its translate function.
 */
import type { StatusItem } from '@srm/design-system';
import type { AppMessageKey } from '../../../i18n/messages';
import type { AppT } from '../../../i18n/useAppT';

type Tone = 'success' | 'default' | 'warning' | 'primary' | 'danger';

const items = (t: AppT, entries: readonly (readonly [code: string | number, key: AppMessageKey, tone: Tone])[]): StatusItem[] =>
  entries.map(([dictItemCode, key, color]) => ({ dictItemCode, dictItemName: t(key), color }));

export const genderItems = (t: AppT) =>
  items(t, [
    [0, 'system.gender.0', 'default'],
    [1, 'system.gender.1', 'default'],
    [2, 'system.gender.2', 'default'],
  ]);

export const enabledItems = (t: AppT) =>
  items(t, [
    [1, 'system.enabled.1', 'success'],
    [0, 'system.enabled.0', 'danger'],
  ]);

export const onlineItems = (t: AppT) =>
  items(t, [
    [1, 'system.online.1', 'success'],
    [0, 'system.online.0', 'default'],
  ]);

export const yesNoItems = (t: AppT) =>
  items(t, [
    [1, 'system.yes', 'primary'],
    [0, 'system.no', 'default'],
  ]);

export const menuTypeItems = (t: AppT) =>
  items(t, [
    [1, 'system.menuType.1', 'primary'],
    [2, 'system.menuType.2', 'warning'],
  ]);

export const hiddenItems = (t: AppT) =>
  items(t, [
    [0, 'system.hidden.0', 'default'],
    [1, 'system.hidden.1', 'warning'],
  ]);

export const buyTypeItems = (t: AppT) =>
  items(t, [
    ['1', 'system.buyType.1', 'default'],
    ['2', 'system.buyType.2', 'primary'],
  ]);

const ORG_LEVEL_KEYS: Readonly<Record<number, AppMessageKey>> = {
  3: 'system.orgLevel.3',
  4: 'system.orgLevel.4',
  6: 'system.orgLevel.6',
  7: 'system.orgLevel.7',
};

/** 公司（6）: the level's name and number; an unnamed level shows its number only. */
export function orgLevelLabel(t: AppT, level: number): string {
  const key = ORG_LEVEL_KEYS[level];
  return key ? `${t(key)}（${level}）` : String(level);
}

/** 系统管理员（管理员） for an admin role; the plain name otherwise. */
export function roleLabel(t: AppT, role: { roleName: string; roleCode: string; roleType: 1 | 2 }): string {
  const suffix = role.roleType === 1 ? t('system.user.roleTypeSuffix', { type: t('system.roleType.1') }) : '';
  return `${role.roleName}${suffix}`;
}
