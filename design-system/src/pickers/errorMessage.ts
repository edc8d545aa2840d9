/**
 * What a picker shows when a loader or a save rejects: the server's message when the rejection carries
 * one (the gateway envelope's `message`, as an Error's message or a `message` field), otherwise nothing,
 * so the caller falls back to its own text (网络异常请重试, 加载失败). Pure.
 */
export function errorMessageOf(error: unknown): string | null {
  if (typeof error === 'string') return error.trim() === '' ? null : error;
  if (error !== null && typeof error === 'object' && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return null;
}

/** The list a rejection carries as `data` (the gateway puts a refused save's field errors there). */
export function errorDataOf(error: unknown): unknown {
  if (error !== null && typeof error === 'object' && 'data' in error) return (error as { data: unknown }).data;
  return undefined;
}
