/**
 * The response envelope of every /gateway answer (spec 01 §8, architecture "Error contract") and the
 * error type routes throw to answer with a failure.
 */
import type { Envelope, ErrorEnvelope } from '../api/index.js';
import { registerMessages } from './message-catalogue.js';

export const MESSAGES = {
  success: '操作成功',
  badRequest: '请求参数错误',
  sessionExpired: '登录状态已过期，请重新登录',
  /** Access taken away while the token was alive (spec 01 §8: HTTP 403). */
  accessRevoked: '登录状态已过期！',
  permissionDenied: '您暂无此权限',
  versionConflict: '数据已被他人修改，请刷新后重试',
  notFound: '接口不存在',
  systemError: '系统错误',
} as const;

/** Body code of a permission denial, distinct from 403 (a revoked session). */
export const PERMISSION_DENIED_CODE = 40301;

registerMessages([
  { key: 'common.success', zh: MESSAGES.success, en: 'Done' },
  { key: 'common.badRequest', zh: MESSAGES.badRequest, en: 'Bad request' },
  { key: 'common.sessionExpired', zh: MESSAGES.sessionExpired, en: 'Your session has expired, please sign in again' },
  { key: 'common.accessRevoked', zh: MESSAGES.accessRevoked, en: 'Your session has expired!' },
  { key: 'common.permissionDenied', zh: MESSAGES.permissionDenied, en: 'You do not have this permission' },
  { key: 'common.versionConflict', zh: MESSAGES.versionConflict, en: 'Someone else changed this data; please refresh and try again' },
  { key: 'common.notFound', zh: MESSAGES.notFound, en: 'No such API' },
  { key: 'common.systemError', zh: MESSAGES.systemError, en: 'System error' },
]);

export function ok<T>(data: T, message: string = MESSAGES.success): Envelope<T> {
  return { code: 200, success: true, message, data };
}

export function failure(code: number, message: string, requestId?: string): ErrorEnvelope {
  return requestId === undefined
    ? { code, success: false, message, data: null }
    : { code, success: false, message, data: null, requestId };
}

/**
 * A failure with a message the app can show as it is. `code` is the body code and defaults to the
 * HTTP status (40301 for a permission denial).
 */
export class ApiError extends Error {
  readonly code: number;

  constructor(
    readonly httpStatus: number,
    message: string,
    code?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code ?? httpStatus;
  }

  toEnvelope(): ErrorEnvelope {
    return failure(this.code, this.message);
  }
}

export const sessionExpired = () => new ApiError(401, MESSAGES.sessionExpired);
/** HTTP 403 with body code 403: the app clears the token and signs out. */
export const accessRevoked = () => new ApiError(403, MESSAGES.accessRevoked, 403);
/** 409: the row changed since the caller read it (optimistic locking on `version`). */
export const versionConflict = () => new ApiError(409, MESSAGES.versionConflict);
/** HTTP 403 with body code 40301: the app shows the message and stays signed in. */
export const permissionDenied = () => new ApiError(403, MESSAGES.permissionDenied, PERMISSION_DENIED_CODE);
