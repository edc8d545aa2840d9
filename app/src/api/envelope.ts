import type { Envelope } from '@srm/gateway/api';
import { appZhCN, type AppMessageKey } from '../i18n/messages';

/** An error the app can show as it is: a Chinese message, and what the gateway said. */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status, when there was a response. */
    readonly status?: number,
    /** The envelope's code (40301 permission denied, 403 session revoked …). */
    readonly code?: number,
    readonly requestId?: string,
    /** The catalogue key when the message is one of the app's own (timeout, 系统错误 …), so it can be shown in English. */
    readonly messageKey?: AppMessageKey,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /**
   * Whether the call layer already showed this failure (a 5 s message, or the session handling):
   * a caller that catches it shows nothing more.
   */
  shown = false;

  /** No, invalid or expired token: the user has to sign in again. */
  get isUnauthenticated(): boolean {
    return this.status === 401;
  }
}

interface LegacySuccess {
  resultCode?: string;
}

/** Spec 01 §8: success when resultCode is 0000, or code is 200 or 00000, and success is not false. */
export function isSuccessEnvelope(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const envelope = body as Omit<Partial<Envelope<unknown>>, 'code'> & LegacySuccess & { code?: number | string };
  if (envelope.success === false) return false;
  return envelope.resultCode === '0000' || envelope.code === 200 || envelope.code === '200' || envelope.code === '00000';
}

/** The error for an envelope that did not succeed. */
export function envelopeError(body: Partial<Envelope<unknown>> | undefined, status?: number): ApiError {
  if (body?.message) return new ApiError(body.message, status, body.code, body.requestId);
  return new ApiError(appZhCN['error.system'], status, body?.code, body?.requestId, 'error.system');
}

export interface TransportFailure {
  /** axios's error code: ECONNABORTED / ETIMEDOUT for a timeout, ERR_NETWORK without a response. */
  code?: string;
  response?: { status: number; data?: unknown };
}

/** Maps a failed request to the message of spec 01 §8 (the gateway's own message wins). */
export function transportError(failure: TransportFailure): ApiError {
  const { response } = failure;
  if (response) {
    const body = response.data as Partial<Envelope<unknown>> | undefined;
    if (body && typeof body === 'object' && typeof body.message === 'string' && body.message) {
      return envelopeError(body, response.status);
    }
    const code = body && typeof body === 'object' ? body.code : undefined;
    return new ApiError(appZhCN['error.other'], response.status, code, undefined, 'error.other');
  }
  if (failure.code === 'ECONNABORTED' || failure.code === 'ETIMEDOUT') return catalogueError('error.timeout');
  if (failure.code === 'ERR_NETWORK') return catalogueError('error.network');
  return catalogueError('error.other');
}

function catalogueError(key: AppMessageKey): ApiError {
  return new ApiError(appZhCN[key], undefined, undefined, undefined, key);
}
