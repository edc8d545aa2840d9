/**
 * The response envelope of spec 01 §8, as the file client reads it. React-free.
 * Success: resultCode '0000', or code 200 / '200' / '00000', and success not false.
 */

/** A failed file call: the server's message when it sent one, the HTTP status and the body code. */
export class FileClientError extends Error {
  constructor(
    message: string,
    /** HTTP status, when there was a response. */
    readonly status?: number,
    /** The envelope's code (413, 40301 …). */
    readonly code?: number | string,
    /** The message the server sent (shown as it is); absent for network failures and bodies without one. */
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = 'FileClientError';
  }
}

interface LooseEnvelope {
  code?: unknown;
  resultCode?: unknown;
  success?: unknown;
  message?: unknown;
  data?: unknown;
}

const asEnvelope = (body: unknown): LooseEnvelope | null => (typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as LooseEnvelope) : null);

/** Spec 01 §8: success when resultCode is 0000, or code is 200 or 00000, and success is not false. */
export function isSuccessEnvelope(body: unknown): boolean {
  const envelope = asEnvelope(body);
  if (!envelope || envelope.success === false) return false;
  return envelope.resultCode === '0000' || envelope.code === 200 || envelope.code === '200' || envelope.code === '00000';
}

/** Whether a body looks like an envelope at all (has a code or a success flag). */
export function looksLikeEnvelope(body: unknown): boolean {
  const envelope = asEnvelope(body);
  return Boolean(envelope && ('code' in envelope || 'resultCode' in envelope || 'success' in envelope));
}

/** The error for a failed answer: the server's message when there is one. */
export function envelopeError(body: unknown, status: number | undefined): FileClientError {
  const envelope = asEnvelope(body);
  const message = typeof envelope?.message === 'string' && envelope.message !== '' ? envelope.message : undefined;
  const code = typeof envelope?.code === 'number' || typeof envelope?.code === 'string' ? envelope.code : undefined;
  return new FileClientError(message ?? `Request failed${status === undefined ? '' : ` with status ${status}`}`, status, code, message);
}

/** The data of a successful answer; throws a FileClientError otherwise (HTTP error or failed envelope). */
export function unwrapEnvelope<T>(body: unknown, status: number): T {
  if (status >= 200 && status < 300 && isSuccessEnvelope(body)) return asEnvelope(body)?.data as T;
  throw envelopeError(body, status);
}

/**
 * The text to show for a failed call: the server's message, else the caller's fallback (附件上传失败,
 * 系统错误 … in the user's language).
 */
export function fileErrorMessage(error: unknown, fallback: string): string {
  return error instanceof FileClientError && error.serverMessage ? error.serverMessage : fallback;
}
