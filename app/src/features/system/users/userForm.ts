/**
 * The 编辑 dialog of 用户管理 as data: the editable fields of a system user (spec 01 §3), the form
 * values of a user, and the body of POST /system/user/update from what was typed. Pure.
 */
import type { Gender, SysUserDetail, UpdateSysUserBody } from '@srm/gateway/api';
import type { FieldDefinition, FormValues } from '@srm/design-system';
import type { AppT } from '../../../i18n/useAppT';
import { genderItems } from '../shared/labels';

/** The gateway's limits (UpdateBody in gateway/src/modules/system/users.ts). */
export const USER_FIELD_LIMITS = { userName: 50, employeeCode: 32, text: 100 } as const;

/** `isSelf`: the signed-in user cannot disable themself, so 状态 is read only for them. */
export function userEditFields(t: AppT, isSelf: boolean): FieldDefinition[] {
  return [
    { prop: 'account', label: t('system.user.account'), isReadOnly: true, span: 12 },
    { prop: 'userName', label: t('system.user.userName'), required: true, span: 12, props: { maxLength: USER_FIELD_LIMITS.userName } },
    { prop: 'employeeCode', label: t('system.user.employeeCode'), span: 12, props: { maxLength: USER_FIELD_LIMITS.employeeCode } },
    {
      prop: 'gender',
      label: t('system.user.gender'),
      type: 'radio',
      span: 12,
      options: genderItems(t).map((item) => ({ value: String(item.dictItemCode), label: item.dictItemName })),
    },
    { prop: 'companyDesc', label: t('system.user.companyDesc'), span: 12, props: { maxLength: USER_FIELD_LIMITS.text } },
    { prop: 'deptDesc', label: t('system.user.deptDesc'), span: 12, props: { maxLength: USER_FIELD_LIMITS.text } },
    { prop: 'jobDesc', label: t('system.user.jobDesc'), span: 12, props: { maxLength: USER_FIELD_LIMITS.text } },
    { prop: 'enabled', label: t('system.user.enabled'), type: 'switch', span: 12, isDisabled: isSelf },
  ];
}

/** The form values of a user. */
export function toEditValues(user: SysUserDetail): FormValues {
  return {
    account: user.account,
    userName: user.userName,
    employeeCode: user.employeeCode ?? '',
    gender: String(user.gender),
    companyDesc: user.companyDesc ?? '',
    deptDesc: user.deptDesc ?? '',
    jobDesc: user.jobDesc ?? user.positionDesc ?? '',
    enabled: user.enabled === 1,
  };
}

const text = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  const trimmed = String(value).trim();
  return trimmed === '' ? null : trimmed;
};

const GENDERS: readonly Gender[] = [0, 1, 2];

/**
 * The update body: the user's id and version (409 when someone saved in between), every editable
 * field, texts trimmed with '' as null (spec 01 §5), gender as 0/1/2 and 状态 as 1/0.
 */
export function toUpdateBody(user: Pick<SysUserDetail, 'id' | 'version' | 'gender'>, values: FormValues): UpdateSysUserBody {
  const raw = values['gender'];
  const gender = raw === null || raw === undefined || raw === '' ? Number.NaN : Number(raw);
  return {
    id: user.id,
    version: user.version,
    userName: text(values['userName']) ?? '',
    employeeCode: text(values['employeeCode']),
    gender: GENDERS.includes(gender as Gender) ? (gender as Gender) : user.gender,
    companyDesc: text(values['companyDesc']),
    deptDesc: text(values['deptDesc']),
    jobDesc: text(values['jobDesc']),
    enabled: values['enabled'] === true || values['enabled'] === 1 ? 1 : 0,
  };
}
