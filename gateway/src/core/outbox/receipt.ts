/**
 * Whether a receiver accepted a message, pure: an HTTP 2xx whose JSON body says `success: true` or
 * `code: 200` (the two answer styles of the ERP gateways). Anything else is a failed attempt, with a
 * short Chinese reason for the sync timeline.
 */
export type Receipt = { ok: true } | { ok: false; error: string };

/** How much of a receiver's answer is kept in an error message. */
const SNIPPET_CHARS = 200;

export function snippet(text: string, max = SNIPPET_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}

function reasonOf(body: Record<string, unknown>): string | undefined {
  for (const key of ['message', 'msg', 'errorMessage', 'error']) {
    const value = body[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}

export function receiptOf(httpStatus: number, bodyText: string): Receipt {
  if (httpStatus < 200 || httpStatus > 299) {
    const text = snippet(bodyText);
    return { ok: false, error: text ? `HTTP ${httpStatus}：${text}` : `HTTP ${httpStatus}` };
  }
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return { ok: false, error: `接收方返回的不是JSON：${snippet(bodyText) || '（空）'}` };
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return { ok: false, error: `接收方未确认成功：${snippet(bodyText)}` };
  const record = body as Record<string, unknown>;
  if (record['success'] === true || record['code'] === 200 || record['code'] === '200') return { ok: true };
  return { ok: false, error: `接收方未确认成功：${snippet(reasonOf(record) ?? bodyText)}` };
}
