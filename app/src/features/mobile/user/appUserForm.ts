/**
 * The dialogs of 移动端用户 as data: 编辑 (姓名, 身份证号, 用户类型, 所属公司, 备注 → user/save), 银行卡
 * (所属公司, 开户行, 户名, 银行账号, 默认账户 → user-bank/save) and 绑定供应商 (供应商, 备注 →
 * user/binding): each draft, its check before anything is sent (the design system's validation rules:
 * 身份证号有误, 银行账号须为纯数字) and the body. The gateway checks again. Pure.
 */
import { validate, type ValidationLocale } from '@srm/design-system/validation';
import type { AppUserBank, AppUserRow, AppUserSaveBody, AppUserType, UserBankSaveBody, UserBindingBody } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';

const blank = (value: string) => value.trim() === '';
const textOrNull = (value: string) => (blank(value) ? null : value.trim());

// ---- 编辑 ------------------------------------------------------------------------------------------

export interface AppUserDraft {
  userName: string;
  idCard: string;
  userType: string;
  orgCode: string;
  remark: string;
}

export function appUserDraftOf(row: AppUserRow): AppUserDraft {
  return { userName: row.userName, idCard: row.idCard ?? '', userType: row.userType, orgCode: row.orgCode, remark: row.remark ?? '' };
}

/** The draft's first problem (请填写姓名, 身份证号有误, 请选择用户类型和所属公司), or null. */
export function appUserDraftProblem(draft: AppUserDraft, t: AppT, locale: ValidationLocale): string | null {
  if (blank(draft.userName)) return t('mobile.user.nameRequired');
  if (!blank(draft.idCard)) {
    const idCard = validate('idCard', draft.idCard.trim().toUpperCase(), locale);
    if (idCard) return idCard;
  }
  if (!draft.userType || !draft.orgCode) return t('mobile.user.typeOrgRequired');
  return null;
}

/** user/save's body: the row's id and version (409 when someone saved in between). */
export function toAppUserSaveBody(draft: AppUserDraft, row: Pick<AppUserRow, 'id' | 'version'>): AppUserSaveBody {
  return {
    id: row.id,
    version: row.version,
    userName: draft.userName.trim(),
    idCard: textOrNull(draft.idCard)?.toUpperCase() ?? null,
    userType: draft.userType as AppUserType,
    orgCode: draft.orgCode,
    remark: textOrNull(draft.remark),
  };
}

// ---- 银行卡 ----------------------------------------------------------------------------------------

/** The gateway's length of an account number (digits). */
export const ACCOUNT_NO_MIN = 6;
export const ACCOUNT_NO_MAX = 32;

export interface UserBankDraft {
  orgCode: string;
  bankName: string;
  accountName: string;
  accountNo: string;
  isDefault: boolean;
}

/** The draft of a stored card, or of a new one at `orgCode` (the user's name as 户名). */
export function userBankDraftOf(bank: AppUserBank | undefined, orgCode: string, userName: string): UserBankDraft {
  if (!bank) return { orgCode, bankName: '', accountName: userName, accountNo: '', isDefault: false };
  return { orgCode: bank.orgCode, bankName: bank.bankName, accountName: bank.accountName, accountNo: bank.accountNo, isDefault: bank.isDefault === 1 };
}

/** The draft's first problem (请选择所属公司, 请填写开户行, 请填写户名, 银行账号须为纯数字, its length), or null. */
export function userBankDraftProblem(draft: UserBankDraft, t: AppT, locale: ValidationLocale): string | null {
  if (!draft.orgCode) return t('mobile.sale.orgRequired');
  if (blank(draft.bankName)) return t('mobile.user.bankNameRequired');
  if (blank(draft.accountName)) return t('mobile.user.accountNameRequired');
  const accountNo = draft.accountNo.trim();
  const digits = validate('bankAccount', accountNo, locale);
  if (digits) return digits;
  if (accountNo.length < ACCOUNT_NO_MIN || accountNo.length > ACCOUNT_NO_MAX) return t('mobile.user.accountNoLength', { min: ACCOUNT_NO_MIN, max: ACCOUNT_NO_MAX });
  return null;
}

/** user-bank/save's body: without `bank` a new card, with it the card's id and version. */
export function toUserBankSaveBody(draft: UserBankDraft, appUserId: number, bank?: Pick<AppUserBank, 'id' | 'version'>): UserBankSaveBody {
  return {
    ...(bank ? { id: bank.id, version: bank.version } : {}),
    appUserId,
    orgCode: draft.orgCode,
    bankName: draft.bankName.trim(),
    accountName: draft.accountName.trim(),
    accountNo: draft.accountNo.trim(),
    isDefault: draft.isDefault ? 1 : 0,
  };
}

// ---- 绑定供应商 ------------------------------------------------------------------------------------

/** user/binding's body, or null without a supplier (请选择供应商). */
export function toUserBindingBody(appUserId: number, supplierSn: string, remark: string): UserBindingBody | null {
  if (!supplierSn) return null;
  return { appUserId, supplierSn, remark: textOrNull(remark) };
}
