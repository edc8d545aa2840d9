import type { Locale } from '@srm/design-system';

/** The app's own texts. zh-CN is the source; en must provide every key (a type error otherwise). */
export const appZhCN = {
  'app.title': '采购管理平台',
  'login.title': '采购管理平台',
  'login.subtitle': '饲料原料采购协同平台',
  'login.account': '用户名',
  'login.password': '密码',
  'login.submit': '登录',
  'login.accountRequired': '请输入用户名',
  'login.passwordTooShort': '密码不能少于6为数字',
  'login.language': 'English',
  'guard.loading': '正在加载用户信息…',
  'dashboard.greeting.morning': '早上好',
  'dashboard.greeting.noon': '中午好',
  'dashboard.greeting.afternoon': '下午好',
  'dashboard.greeting.evening': '晚上好',
  'dashboard.welcome': '欢迎使用采购管理平台',
  'shell.logout': '退出登录',
  'shell.defaultUserName': '管理员',
  'notFound.title': '页面不存在',
  'notFound.hint': '请检查您输入的网址是否正确，或点击下面的按钮返回首页。',
  'notFound.home': '返回首页',
  'error.timeout': '网络请求超时，请尝试重新刷新页面！',
  'error.network': '网络请求错误，请尝重新刷新页面！',
  'error.other': '网络异常请重试',
  'error.system': '系统错误',
  'error.sessionExpired': '登录状态已过期，请重新登录',
} as const;

export type AppMessageKey = keyof typeof appZhCN;

export const appEn: Record<AppMessageKey, string> = {
  'app.title': 'Procurement Platform',
  'login.title': 'Procurement Platform',
  'login.subtitle': 'Feed raw-material purchasing, together with suppliers',
  'login.account': 'User name',
  'login.password': 'Password',
  'login.submit': 'Sign in',
  'login.accountRequired': 'Please enter the user name',
  'login.passwordTooShort': 'The password must be at least 6 characters',
  'login.language': '中文',
  'guard.loading': 'Loading your account…',
  'dashboard.greeting.morning': 'Good morning',
  'dashboard.greeting.noon': 'Good noon',
  'dashboard.greeting.afternoon': 'Good afternoon',
  'dashboard.greeting.evening': 'Good evening',
  'dashboard.welcome': 'Welcome to the procurement platform',
  'shell.logout': 'Sign out',
  'shell.defaultUserName': 'Administrator',
  'notFound.title': 'Page not found',
  'notFound.hint': 'Please check the address, or go back to the home page.',
  'notFound.home': 'Home',
  'error.timeout': 'The request timed out; please refresh the page.',
  'error.network': 'Network error; please refresh the page.',
  'error.other': 'Network problem, please try again',
  'error.system': 'System error',
  'error.sessionExpired': 'Your session has expired; please sign in again',
};

export const appCatalogues: Record<Locale, Record<AppMessageKey, string>> = { 'zh-CN': appZhCN, en: appEn };
