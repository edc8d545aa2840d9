/**
 * What a print call answered (spec 01 §8): a PDF to show, or, when the server refused, a JSON envelope
 * `{code, success, message}` in place of the blob. Pure over a Blob.
 */

export type PrintBlobCheck = { ok: true } | { ok: false; message: string | null };

function isJsonType(type: string): boolean {
  return /[/+]json\b/i.test(type);
}

/** The server's message of a JSON error body, or null when it has none (then 获取打印信息出错了 is shown). */
export function envelopeMessage(text: string): string | null {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'message' in body) {
      const message = (body as { message?: unknown }).message;
      if (typeof message === 'string' && message.trim() !== '') return message.trim();
    }
  } catch {
    // Not JSON after all: no message to show.
  }
  return null;
}

/**
 * Whether a blob is a document to show. A JSON body (by its type, or text starting with `{`) holds a
 * coded error: its message, or null. A blob that is neither a PDF nor JSON is shown as it is (a .docx
 * preview, an image); an empty blob is an error without a message.
 */
export async function checkPrintBlob(blob: Blob): Promise<PrintBlobCheck> {
  if (blob.size === 0) return { ok: false, message: null };
  const head = (await blob.slice(0, 16).text()).trimStart();
  if (head.startsWith('%PDF-')) return { ok: true };
  if (isJsonType(blob.type) || head.startsWith('{')) return { ok: false, message: envelopeMessage(await blob.text()) };
  return { ok: true };
}

/** The download name of a printed template: its name with `.pdf`, unless it already ends so. */
export function printFileName(templateName: string): string {
  const name = templateName.trim() || 'print';
  return /\.pdf$/i.test(name) ? name : `${name}.pdf`;
}
