/**
 * The response rules of spec 01 §8 and the architecture's error contract, as decisions: whether a
 * call succeeded, which message to show (for 5 s) and what happens to the session. Pure: http.ts
 * carries the decisions out (the bridge in events.ts, the session effects in session.ts).
 */
import { envelopeError, isSuccessEnvelope, transportError, type ApiError, type TransportFailure } from './envelope';
import type { FeedbackKind, FeedbackText } from './events';

/** Body code of a permission denial: show 您暂无此权限 and stay signed in. */
export const PERMISSION_DENIED_CODE = 40301;
/** Body code of a revoked session: clear the token and sign out. */
export const SESSION_REVOKED_CODE = 403;

/** Per-call options of the response rules. */
export interface CallOptions {
  /**
   * Failure codes the caller handles itself (compared with the body's code or resultCode, and with
   * the HTTP status): no message is shown; the call still rejects.
   */
  allowedCodes?: readonly (number | string)[];
  /** A success message (操作成功 …) shown when the call succeeds; skipped when success is false. */
  successMessage?: FeedbackText;
  /** Show no failure message at all (the caller shows it, e.g. inline). Session rules still apply. */
  silent?: boolean;
  /** Leave 401 and 403 to the caller (the sign-in calls and the guard's own loading). */
  skipSessionRules?: boolean;
}

/**
 * The options of a detail page's own load (GET …/detail?id= and what loads with it): no failure
 * message, since the page shows one failure in place (shell/DetailUnavailable, 不存在或无权查看 and a
 * way back) instead of a toast per call. The session rules still apply.
 */
export const DETAIL_LOAD: CallOptions = { silent: true };

/**
 * - `revoke`: clear the token and identity cookies, go to the SSO logout (or /login?redirect=);
 * - `confirmExpired`: ask whether to sign in again (the 401 dialog).
 */
export type SessionEffect = 'revoke' | 'confirmExpired' | null;

export interface Outcome {
  ok: boolean;
  /** Why it failed (null on success); `shown` is set when a message or a session effect covers it. */
  error: ApiError | null;
  toast: { kind: FeedbackKind; message: FeedbackText } | null;
  session: SessionEffect;
}

type Loose = Record<string, unknown>;

/** The body's code (or its legacy resultCode), as a number when it is numeric. */
export function bodyCodeOf(body: unknown): number | string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const raw = (body as Loose)['code'] ?? (body as Loose)['resultCode'];
  if (typeof raw === 'number') return raw;
  if (typeof raw === 'string' && raw !== '') return /^\d+$/.test(raw) && !raw.startsWith('0') ? Number(raw) : raw;
  return undefined;
}

function isAllowed(options: CallOptions, code: number | string | undefined, status: number | undefined): boolean {
  return (options.allowedCodes ?? []).some((allowed) => (code !== undefined && String(allowed) === String(code)) || (status !== undefined && Number(allowed) === status));
}

const messageOf = (error: ApiError): FeedbackText => (error.messageKey ? { key: error.messageKey } : { text: error.message });

function failure(error: ApiError, code: number | string | undefined, status: number | undefined, options: CallOptions): Outcome {
  if (!options.skipSessionRules) {
    if (status === 401) {
      error.shown = true;
      return { ok: false, error, toast: null, session: 'confirmExpired' };
    }
    if (code === PERMISSION_DENIED_CODE) {
      const quiet = options.silent || isAllowed(options, code, status);
      error.shown = !quiet;
      return { ok: false, error, toast: quiet ? null : { kind: 'error', message: { key: 'error.noPermission' } }, session: null };
    }
    if (status === 403) {
      error.shown = true;
      return { ok: false, error, toast: { kind: 'error', message: { key: 'session.expired' } }, session: 'revoke' };
    }
    if (code === SESSION_REVOKED_CODE) {
      error.shown = true;
      return { ok: false, error, toast: null, session: 'revoke' };
    }
  }
  if (options.silent || isAllowed(options, code, status)) return { ok: false, error, toast: null, session: null };
  error.shown = true;
  return { ok: false, error, toast: { kind: 'error', message: messageOf(error) }, session: null };
}

/** A response that arrived with a 2xx status: success by the envelope rule, or a failure with its message. */
export function decideResponse(body: unknown, status: number, options: CallOptions = {}): Outcome {
  if (isSuccessEnvelope(body)) {
    return { ok: true, error: null, toast: options.successMessage ? { kind: 'success', message: options.successMessage } : null, session: null };
  }
  const envelope = typeof body === 'object' && body !== null ? (body as Parameters<typeof envelopeError>[0]) : undefined;
  return failure(envelopeError(envelope, status), bodyCodeOf(body), status, options);
}

/** A call that failed: an HTTP error status, a timeout, or no answer at all. */
export function decideFailure(failed: TransportFailure, options: CallOptions = {}): Outcome {
  return failure(transportError(failed), bodyCodeOf(failed.response?.data), failed.response?.status, options);
}

/** The JSON object inside a blob answer (an error the gateway sent instead of a file), else null. */
export async function readBlobJson(blob: Blob): Promise<Loose | null> {
  const looksJson = /json/i.test(blob.type);
  if (!looksJson && blob.size > 64 * 1024) return null;
  let text: string;
  try {
    text = await blob.text();
  } catch {
    return null;
  }
  if (!looksJson && !text.trimStart().startsWith('{')) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Loose) : null;
  } catch {
    return null;
  }
}
