/**
 * The 移动端用户 list as data (GET .../purm_pc/user/page): columns, search fields (手机号 only for a
 * holder of mobile:user:detail, since a filter on a masked field is refused), the dictionaries'
 * names and tags (appUserType, appUserStatus), which rows 启用/停用 applies to, and the phone check
 * of 按手机号查询. Pure.
 */
import type { ProColumn, SearchField, StatusItem } from '@srm/design-system';
import { validate, type ValidationLocale } from '@srm/design-system/validation';
import type { AppUserRow, DictMap, Org } from '@srm/gateway/api';
import { dictName, dictOptions, orgOptions } from '../../../api/dictionaryChoices';
import type { AppT } from '../../../i18n/useAppT';
import { dictStatusItems } from '../saleInfo/saleInfoList';

export const APP_USER_TABLE_ID = 'mobile-user';

/** The page's buttons (gateway menu seed). */
export const APP_USER_BUTTONS = {
  detail: 'mobile:user:detail',
  edit: 'mobile:user:edit',
  bind: 'mobile:user:bind',
  status: 'mobile:user:status',
  bank: 'mobile:user:bank',
} as const;

/** The dictionaries the page reads (migration 0043). */
export const MOBILE_USER_DICTIONARIES = { userType: 'appUserType', status: 'appUserStatus', bindState: 'bindState' } as const;

/** The status tag: the appUserStatus dictionary's names (1 正常 green, 0 停用 grey). */
export function appUserStatusItems(dictionaries: DictMap | undefined): StatusItem[] {
  return dictStatusItems(dictionaries, MOBILE_USER_DICTIONARIES.status);
}

/** 省份/城市 as one text ("河南省 郑州市"), '' without either. */
export function placeText(row: Pick<AppUserRow, 'province' | 'city'>): string {
  return [row.province, row.city].filter((part) => part !== null && part !== '').join(' ');
}

/** The company's name, else its code. */
export const orgText = (row: { orgCode: string; orgName: string | null }) => row.orgName || row.orgCode;

export function appUserColumns(t: AppT, dictionaries: DictMap | undefined): ProColumn<AppUserRow>[] {
  return [
    { key: 'phone', title: t('supplier.mobile'), valueType: 'code', fixed: 'left' },
    { key: 'userName', title: t('system.user.userName'), sortable: true },
    { key: 'userType', title: t('mobile.user.userType'), render: (value) => dictName(dictionaries, MOBILE_USER_DICTIONARIES.userType, value) },
    { key: 'orgName', title: t('mobile.sale.org'), wide: true, render: (_value, row) => orgText(row) },
    { key: 'province', title: t('mobile.user.place'), render: (_value, row) => placeText(row) },
    { key: 'status', title: t('system.user.enabled'), valueType: 'status', options: appUserStatusItems(dictionaries) },
    { key: 'boundCount', title: t('mobile.user.boundCount'), valueType: 'number' },
    { key: 'registeredTime', title: t('mobile.user.registeredTime'), valueType: 'datetime', sortable: true },
    { key: 'lastLoginTime', title: t('mobile.user.lastLoginTime'), valueType: 'datetime', sortable: true },
  ];
}

/** `userName.contains`, `userType`, `status`, `orgCode` (equals), and `phone.contains` with mobile:user:detail. */
export function appUserSearchFields(t: AppT, dictionaries: DictMap | undefined, orgs: readonly Org[], canSeePhone: boolean): SearchField[] {
  return [
    ...(canSeePhone ? [{ prop: 'phone', label: t('supplier.mobile') }] : []),
    { prop: 'userName', label: t('system.user.userName') },
    { prop: 'userType', label: t('mobile.user.userType'), type: 'select', options: dictOptions(dictionaries, MOBILE_USER_DICTIONARIES.userType) },
    { prop: 'status', label: t('system.user.enabled'), type: 'select', options: dictOptions(dictionaries, MOBILE_USER_DICTIONARIES.status) },
    { prop: 'orgCode', label: t('mobile.sale.org'), type: 'select', options: orgOptions(orgs) },
  ];
}

/** The status 启用/停用 sets: a disabled user (0) is enabled, an active one (1) disabled. */
export const toggledStatus = (row: Pick<AppUserRow, 'status'>): 0 | 1 => (row.status === 1 ? 0 : 1);

/** The number typed into 按手机号查询, trimmed, and its problem (手机号有误) or null. */
export function phoneLookupProblem(phone: string, locale: ValidationLocale): string | null {
  return validate('mobile', phone.trim(), locale) ?? null;
}
