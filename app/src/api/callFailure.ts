/**
 * What a caller does with a failed gateway call: usually nothing. The call layer (http.ts) already
 * showed the failure (a 5 s message or the session handling, spec 01 §8), or the call was made silent
 * on purpose (`silent`, `allowedCodes`, DETAIL_LOAD) and its failure only means "no answer". So a
 * caller awaits `unlessFailed(call)` instead of a try/catch that ignores the failure: a call failure
 * resolves to `undefined`, while any other error (a bug in the caller's own code: a TypeError …) is
 * still thrown instead of swallowed.
 */
import { ApiError } from './envelope';

/**
 * A failed call: an ApiError, or an error shaped like one (a test's mock). `shown` tells whether the
 * call layer showed it; `status` and `code` say what the gateway answered, when it did.
 */
export type CallFailure = Error & { readonly shown: boolean; readonly status?: number; readonly code?: number | string };

/** Whether `error` is a call failure: an ApiError, or any Error carrying a boolean `shown`. */
export function isCallFailure(error: unknown): error is CallFailure {
  return error instanceof ApiError || (error instanceof Error && typeof (error as { shown?: unknown }).shown === 'boolean');
}

/**
 * Resolves to the call's answer, or to `undefined` when the call failed (see the module's doc);
 * rejects with any error that is not a call failure. `onFailure` is for a caller that also looks at
 * the failure (a 409 confirm, a refusal shown in a dialog); it is awaited before this resolves.
 *
 * `undefined` stands for the failure: use it with calls whose answer is never `undefined` (an
 * envelope's message, a record, a list, a file). A void call is awaited this way only when nothing
 * has to happen after its success alone.
 */
export async function unlessFailed<T>(call: Promise<T>, onFailure?: (failure: CallFailure) => unknown): Promise<T | undefined> {
  try {
    return await call;
  } catch (error) {
    if (!isCallFailure(error)) throw error;
    await onFailure?.(error);
    return undefined;
  }
}
