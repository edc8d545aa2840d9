/**
 * The inputs of a print call, checked: `frontParams` (a JSON object or its text, at most 64 KB),
 * `bizId` (an id or a business key) and the name of the file answered or stored. Pure.
 */
import { ApiError } from '../../core/envelope.js';
import { sanitizeFileName } from '../files/names.js';
import { PRINT_MESSAGES } from './messages.js';

/** Serialised size limit of frontParams. */
export const MAX_FRONT_PARAMS_BYTES = 64 * 1024;

/** A business key: letters, digits and `_ . : -`, at most 64 characters. */
export const BIZ_ID_PATTERN = '^[A-Za-z0-9_.:-]{1,64}$';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** frontParams as an object: absent or '' → {}; JSON text is parsed; anything but an object is a 400. */
export function parseFrontParams(raw: unknown): Record<string, unknown> {
  if (raw === undefined || raw === null || raw === '') return {};
  let value: unknown = raw;
  if (typeof raw === 'string') {
    if (Buffer.byteLength(raw, 'utf8') > MAX_FRONT_PARAMS_BYTES) throw new ApiError(400, PRINT_MESSAGES.frontParamsTooLarge);
    try {
      value = JSON.parse(raw);
    } catch {
      throw new ApiError(400, PRINT_MESSAGES.badFrontParams);
    }
  }
  if (!isPlainObject(value)) throw new ApiError(400, PRINT_MESSAGES.badFrontParams);
  if (typeof raw !== 'string' && Buffer.byteLength(JSON.stringify(value), 'utf8') > MAX_FRONT_PARAMS_BYTES) {
    throw new ApiError(400, PRINT_MESSAGES.frontParamsTooLarge);
  }
  return value;
}

/** bizId as text; undefined when absent or blank. */
export function normaliseBizId(raw: string | number | undefined | null): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  const text = String(raw).trim();
  return text === '' ? undefined : text;
}

/** `<name>.<ext>`: the caller's name, else the template's name and the bizId; sanitised. */
export function outputFileName(ext: 'pdf' | 'docx', templateName: string, bizId: string | undefined, requested?: string): string {
  const base = requested?.trim() || (bizId === undefined ? templateName : `${templateName}-${bizId}`);
  const withoutExt = base.replace(/\.(pdf|docx)$/i, '');
  return sanitizeFileName(`${withoutExt}.${ext}`);
}
