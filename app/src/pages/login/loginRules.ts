import type { AppMessageKey } from '../../i18n/messages';

export interface LoginValues {
  account: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, AppMessageKey>>;

/** Spec 01 §5: username required (请输入用户名); password at least 6 characters (密码不能少于6为数字). */
export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (values.account.trim() === '') errors.account = 'login.accountRequired';
  if (values.password.length < 6) errors.password = 'login.passwordTooShort';
  return errors;
}

/** What is sent: the account name trimmed, the password as typed. */
export function toLoginBody(values: LoginValues): LoginValues {
  return { account: values.account.trim(), password: values.password };
}

/** Where to go after sign-in: the redirect query when it is a path inside this app, else the root. */
export function redirectTarget(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/login')) return '/';
  return redirect;
}
