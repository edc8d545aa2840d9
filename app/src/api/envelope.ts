import type { Envelope } from '@srm/gateway/contract';
import { appZhCN } from '../i18n/messages';

/** An error the app can show as it is: a Chinese message, and what the gateway said. */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status, when there was a response. */
    readonly status?: number,
    /** The envelope's code (40301 permission denied, 403 session revoked …). */
    readonly code?: number,
    readonly requestId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

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
  return new ApiError(body?.message || appZhCN['error.system'], status, body?.code, body?.requestId);
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
    return new ApiError(appZhCN['error.other'], response.status);
  }
  if (failure.code === 'ECONNABORTED' || failure.code === 'ETIMEDOUT') return new ApiError(appZhCN['error.timeout']);
  if (failure.code === 'ERR_NETWORK') return new ApiError(appZhCN['error.network']);
  return new ApiError(appZhCN['error.other']);
}
