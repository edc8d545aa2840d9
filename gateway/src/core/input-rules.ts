/**
 * Rules every request obeys whatever its route's schema says, so no route can forget them (README
 * "Security: input"); each refusal is a 400 envelope with a Chinese message:
 *
 * - no NUL character anywhere: not in the URL (path or query, `%00`), not in a JSON string or key, not
 *   in any parsed body (PostgreSQL refuses NUL in text, which was a 500); no unpaired UTF-16 surrogate
 *   in a string or key either (`"\ud800"`: not text, and jsonb refuses it);
 * - JSON bodies at most JSON_BODY_LIMIT bytes (413) and MAX_JSON_DEPTH levels deep, checked on the raw
 *   text before parsing, so a 5,000-deep body never reaches a recursive function;
 * - numbers that are finite and exact (no `1e400`, no integer past 2^53 - 1) in the query, the params
 *   and the body after the schema's coercion, so they can never overflow a bigint column;
 * - a multipart body must name its boundary;
 * - a malformed URL or an over-long path parameter is a 400 envelope too (`frameworkErrors`).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, failure, MESSAGES } from './envelope.js';
import { registerMessages } from './message-catalogue.js';

/** The largest JSON body, in bytes (Fastify's default, stated here). */
export const JSON_BODY_LIMIT = 1024 * 1024;
/** The deepest nesting of arrays and objects a JSON body may have. */
export const MAX_JSON_DEPTH = 32;

export const INPUT_MESSAGES = {
  nul: (field: string) => `${MESSAGES.badRequest}：${field} 含有非法字符`,
  outOfRange: (field: string) => `${MESSAGES.badRequest}：${field} 超出允许范围`,
  tooDeep: `${MESSAGES.badRequest}：请求内容嵌套层级过深`,
  noBoundary: `${MESSAGES.badRequest}：上传内容格式不正确`,
  badUrl: `${MESSAGES.badRequest}：请求路径格式不正确`,
  paramTooLong: `${MESSAGES.badRequest}：路径参数过长`,
} as const;

// The sentences after 请求参数错误： (validation.badRequest translates the whole).
registerMessages([
  { key: 'input.nul', zh: /^([^\s：]+) 含有非法字符$/, en: '{1} holds a character that is not allowed' },
  { key: 'input.outOfRange', zh: /^([^\s：]+) 超出允许范围$/, en: '{1} is out of range' },
  { key: 'input.tooDeep', zh: '请求内容嵌套层级过深', en: 'the request is nested too deeply' },
  { key: 'input.noBoundary', zh: '上传内容格式不正确', en: 'the upload is not well-formed' },
  { key: 'input.badUrl', zh: '请求路径格式不正确', en: 'the request path is not well-formed' },
  { key: 'input.paramTooLong', zh: '路径参数过长', en: 'a path parameter is too long' },
]);

const bad = (message: string) => new ApiError(400, message);

/** JSON bodies whose text the parser has checked (the preHandler then re-checks their numbers only). */
const CHECKED_BODIES = new WeakSet<object>();

/** The deepest nesting of `[`/`{` in a JSON text (outside strings), stopping once past `limit`. */
export function jsonDepth(text: string, limit: number = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 92 /* \ */) index++;
      else if (char === 34 /* " */) inString = false;
    } else if (char === 34) {
      inString = true;
    } else if (char === 91 /* [ */ || char === 123 /* { */) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (char === 93 /* ] */ || char === 125 /* } */) {
      depth--;
    }
  }
  return deepest;
}

/** Parsed input only (JSON, query strings): never a stream, buffer or other class instance. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as object | null;
  // Query strings and params come as objects of a bare class whose prototype has no prototype.
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
}

/** A node of the walk: its value and where it sits, the path spelled out only for the message. */
interface WalkNode {
  value: unknown;
  parent: WalkNode | null;
  key: string;
}

function pathOf(node: WalkNode, label: string): string {
  const keys: string[] = [];
  for (let at: WalkNode | null = node; at?.parent; at = at.parent) keys.push(at.key);
  return keys.length === 0 ? label : keys.reverse().join('.');
}

/**
 * The first bad value in a parsed input (a string or key holding NUL or a lone surrogate, a number
 * that is not finite or not an exact integer) as the message to answer, or undefined. Walks without
 * recursion, and spells out the field's path only for the message (a walk over a large body makes no
 * strings). `numbersOnly` skips the text checks, for input whose text was checked when it was parsed.
 */
export function findBadValue(input: unknown, label: string, options: { numbersOnly?: boolean } = {}): string | undefined {
  const checkText = options.numbersOnly !== true;
  const stack: WalkNode[] = [{ value: input, parent: null, key: '' }];
  let visited = 0;
  while (stack.length > 0) {
    const node = stack.pop() as WalkNode;
    const { value } = node;
    if (++visited > 1_000_000) return INPUT_MESSAGES.tooDeep;
    if (typeof value === 'string') {
      if (checkText && !isStorableText(value)) return INPUT_MESSAGES.nul(pathOf(node, label));
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value) || (Number.isInteger(value) && !Number.isSafeInteger(value))) return INPUT_MESSAGES.outOfRange(pathOf(node, label));
    } else if (typeof value === 'bigint') {
      return INPUT_MESSAGES.outOfRange(pathOf(node, label));
    } else if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index++) {
        const item: unknown = value[index];
        // Leaves that cannot be bad need no node.
        if (item === null || typeof item === 'boolean' || (typeof item === 'string' && !checkText)) continue;
        stack.push({ value: item, parent: node, key: String(index) });
      }
    } else if (isPlainObject(value)) {
      for (const key in value) {
        if (!Object.hasOwn(value, key)) continue;
        if (checkText && !isStorableText(key)) return INPUT_MESSAGES.nul(pathOf(node, label));
        const item = value[key];
        if (item === null || item === undefined || typeof item === 'boolean' || (typeof item === 'string' && !checkText)) continue;
        stack.push({ value: item, parent: node, key });
      }
    }
  }
  return undefined;
}

/** A lone UTF-16 surrogate: not text at all (PostgreSQL's jsonb refuses it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text PostgreSQL can store: no NUL, no unpaired surrogate. */
export function isStorableText(text: string): boolean {
  return !text.includes('\0') && !LONE_SURROGATE.test(text);
}

function hasNul(url: string): boolean {
  return url.includes('\0') || /%00/i.test(url);
}

/** Fastify's `frameworkErrors`: a malformed URL or an over-long path parameter as a 400 envelope. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? INPUT_MESSAGES.paramTooLong : INPUT_MESSAGES.badUrl;
  void reply.status(400).send(failure(400, message));
}

/** Installs the rules on the root instance (before any route is registered). */
export function installInputRules(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (hasNul(request.raw.url ?? '')) throw bad(INPUT_MESSAGES.nul('请求路径'));
    const type = request.headers['content-type'];
    if (typeof type === 'string' && /^\s*multipart\//i.test(type) && !/;\s*boundary=\S/i.test(type)) throw bad(INPUT_MESSAGES.noBoundary);
  });

  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT }, (request, body, done) => {
    const text = body as string;
    if (jsonDepth(text) > MAX_JSON_DEPTH) {
      done(bad(INPUT_MESSAGES.tooDeep), undefined);
      return;
    }
    parseJson(request, text, (error, parsed) => {
      if (error) {
        done(error, undefined);
        return;
      }
      const message = findBadValue(parsed, '请求体');
      if (message !== undefined) {
        done(bad(message), undefined);
        return;
      }
      if (typeof parsed === 'object' && parsed !== null) CHECKED_BODIES.add(parsed);
      done(null, parsed);
    });
  });

  // After the schema's coercion: '1e400' or '99999999999999999999' may have become a number there.
  // A JSON body's text was checked as it was parsed: only its numbers are looked at again.
  app.addHook('preHandler', async (request) => {
    const { body } = request;
    const message =
      findBadValue(request.params, '路径参数') ??
      findBadValue(request.query, '查询参数') ??
      findBadValue(body, '请求体', { numbersOnly: typeof body === 'object' && body !== null && CHECKED_BODIES.has(body) });
    if (message !== undefined) throw bad(message);
  });
}
