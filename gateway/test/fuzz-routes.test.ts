/**
 * The input fuzz: for EVERY operation of the OpenAPI document the built server publishes (so routes a
 * later area adds are covered without anyone listing them), hostile inputs are generated from the
 * operation's declared path parameters, query and body schema (NUL in each string, ids and numbers
 * out of range, negative, fractional or in exponent form, arrays where strings are expected, objects
 * where scalars are, deep nesting, very long strings, wrong content types, ...) and sent as a signed-in
 * administrator (so permission checks don't hide bugs) and, for public operations, anonymously too.
 * No answer may be a 5xx, and every refusal is the envelope {code, success: false, message} with a
 * Chinese message. At most MAX_INPUTS inputs per operation and caller keep the run short.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, LoginInfo } from '../src/api/index.js';
import { CALLBACK_SECRET_HEADER } from '../src/modules/contract/callback.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

/** Inputs per operation and caller. */
const MAX_INPUTS = 20;
/** A valid-looking id that matches no row, so a call that slips through changes nothing. */
const SAMPLE_ID = 987654;
const CALLBACK_SECRET = 'fuzz-secret';

/**
 * 5xx answers still expected, each `METHOD path kind` as narrow as possible, with the reason. Empty
 * when every route holds; an entry here is a bug to fix, not a permission to fail.
 */
const KNOWN_EXCEPTIONS: ReadonlySet<string> = new Set<string>([]);

type JsonSchema = {
  type?: string | string[];
  $ref?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OperationObject {
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface OpenApi {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface Operation {
  method: string;
  path: string;
  isPublic: boolean;
  pathParams: Parameter[];
  queryParams: Parameter[];
  bodySchema: JsonSchema | undefined;
  bodyType: string | undefined;
}

/** One hostile request: the URL and a raw body (JSON text unless contentType says otherwise). */
interface Input {
  kind: string;
  label: string;
  url: string;
  body?: string;
  contentType?: string;
}

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function operationsOf(document: OpenApi): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    if (path.startsWith('/gateway/docs')) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (!HTTP_METHODS.includes(method)) continue;
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const bodyType = Object.keys(content)[0];
      operations.push({
        method: method.toUpperCase(),
        path,
        isPublic: (operation.description ?? '').includes('public'),
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        queryParams: parameters.filter((parameter) => parameter.in === 'query'),
        bodySchema: bodyType ? content[bodyType]?.schema : undefined,
        bodyType,
      });
    }
  }
  return operations;
}

function makeResolver(document: OpenApi) {
  return function resolve(schema: JsonSchema | undefined): JsonSchema {
    let current = schema ?? {};
    for (let hops = 0; current.$ref && hops < 10; hops++) {
      const name = current.$ref.split('/').pop() ?? '';
      current = document.components?.schemas?.[name] ?? {};
    }
    return current;
  };
}

type Resolve = ReturnType<typeof makeResolver>;

function typesOf(schema: JsonSchema, resolve: Resolve): string[] {
  const resolved = resolve(schema);
  const branches = resolved.anyOf ?? resolved.oneOf;
  if (branches) return branches.flatMap((branch) => typesOf(branch, resolve));
  if (resolved.allOf) return resolved.allOf.flatMap((branch) => typesOf(branch, resolve));
  if (Array.isArray(resolved.type)) return resolved.type;
  if (resolved.type) return [resolved.type];
  if (resolved.properties) return ['object'];
  return ['unknown'];
}

/** The first branch of a union that is not null (the one a valid request most likely uses). */
function mainBranch(schema: JsonSchema, resolve: Resolve): JsonSchema {
  const resolved = resolve(schema);
  const branches = resolved.anyOf ?? resolved.oneOf;
  if (!branches) return resolved;
  const chosen = branches.find((branch) => !typesOf(branch, resolve).every((type) => type === 'null')) ?? branches[0] ?? {};
  return mainBranch(chosen, resolve);
}

const STRING_CANDIDATES = ['1', 'x', 'A1', 'abc', '2024-01-01', '2024-01-01 00:00:00', 'a@b.cn', '13800000000', 'print', 'contract'];

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'date') return '2024-01-01';
  if (schema.format === 'date-time') return '2024-01-01T00:00:00Z';
  const minLength = schema.minLength ?? 0;
  if (schema.pattern) {
    try {
      const pattern = new RegExp(schema.pattern, 'u');
      const found = STRING_CANDIDATES.find((candidate) => pattern.test(candidate) && candidate.length >= minLength);
      if (found !== undefined) return found;
    } catch {
      // an ECMAScript-incompatible pattern: fall through
    }
  }
  return 'x'.repeat(Math.max(1, minLength));
}

/** A plausible valid value for a schema (required properties only), ids being SAMPLE_ID. */
function sample(schema: JsonSchema | undefined, resolve: Resolve, name = '', depth = 0): unknown {
  const resolved = mainBranch(schema ?? {}, resolve);
  if (resolved.const !== undefined) return resolved.const;
  if (resolved.enum && resolved.enum.length > 0) return resolved.enum[0];
  if (resolved.default !== undefined) return resolved.default;
  const type = typesOf(resolved, resolve)[0];
  switch (type) {
    case 'integer':
    case 'number': {
      const minimum = resolved.minimum ?? (resolved.exclusiveMinimum === undefined ? 1 : resolved.exclusiveMinimum + 1);
      const maximum = resolved.maximum ?? Number.MAX_SAFE_INTEGER;
      const wanted = /(^id$|Id$|^ids$)/.test(name) ? SAMPLE_ID : Math.max(1, minimum);
      return Math.min(wanted, maximum);
    }
    case 'string':
      return sampleString(resolved);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array': {
      if (depth > 4 || !resolved.minItems) return [];
      return Array.from({ length: resolved.minItems }, () => sample(resolved.items, resolve, name, depth + 1));
    }
    case 'object': {
      const value: Record<string, unknown> = {};
      if (depth > 4) return value;
      for (const key of resolved.required ?? []) value[key] = sample(resolved.properties?.[key], resolve, key, depth + 1);
      return value;
    }
    default:
      return 'x';
  }
}

/** A hostile replacement for one value: raw JSON text (so numbers like 1e400 stay as written). */
interface Hostile {
  kind: string;
  json: string;
  /** The same value in a query string or path (already URL-encoded). */
  text: string;
}

const LONG = 'x'.repeat(20_000);
const DEEP_JSON = `${'['.repeat(5000)}${']'.repeat(5000)}`;

function hostileFor(types: readonly string[]): Hostile[] {
  const numeric = types.includes('integer') || types.includes('number');
  const list: Hostile[] = [];
  if (types.includes('string') || types.includes('unknown')) {
    list.push({ kind: 'nul', json: '"a\\u0000b"', text: 'a%00b' }, { kind: 'surrogate', json: '"a\\ud800b"', text: 'a%ED%A0%80b' });
  }
  if (numeric) {
    list.push(
      { kind: 'huge', json: '99999999999999999999', text: '99999999999999999999' },
      { kind: 'bigint+1', json: '9223372036854775808', text: '9223372036854775808' },
      { kind: 'exponent', json: '1e400', text: '1e400' },
      { kind: 'negative', json: '-1', text: '-1' },
      { kind: 'float', json: '1.5', text: '1.5' },
      { kind: 'string-huge', json: '"99999999999999999999"', text: '1e20' },
    );
  }
  if (!types.includes('array')) list.push({ kind: 'array', json: '["a","b"]', text: '' });
  if (!types.includes('object')) list.push({ kind: 'object', json: '{"a":"b"}', text: '' });
  list.push({ kind: 'long', json: JSON.stringify(LONG), text: LONG });
  if (types.includes('object') || types.includes('array') || types.includes('unknown')) list.push({ kind: 'deep', json: DEEP_JSON, text: '' });
  return list;
}

/** Every leaf of a body schema worth attacking: top-level properties, one level down, first items. */
function bodyTargets(schema: JsonSchema | undefined, resolve: Resolve): Array<{ path: string[]; schema: JsonSchema }> {
  const targets: Array<{ path: string[]; schema: JsonSchema }> = [];
  const walk = (current: JsonSchema, path: string[], depth: number) => {
    const resolved = mainBranch(current, resolve);
    if (depth > 0) targets.push({ path, schema: current });
    if (depth >= 2) return;
    if (resolved.properties) {
      for (const [key, property] of Object.entries(resolved.properties)) walk(property, [...path, key], depth + 1);
    } else if (resolved.items) {
      walk(resolved.items, [...path, '0'], depth + 1);
    }
  };
  if (schema) walk(schema, [], 0);
  return targets;
}

const MARK = '__fuzz_hostile__';

/** The sample body with the value at `path` replaced by raw JSON. */
function bodyWith(base: unknown, path: readonly string[], rawJson: string): string {
  if (path.length === 0) return rawJson;
  const copy: unknown = structuredClone(base ?? {});
  let node = (typeof copy === 'object' && copy !== null ? copy : {}) as Record<string, unknown>;
  const root = node;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (typeof next !== 'object' || next === null) node[key] = /^\d+$/.test(path[path.indexOf(key) + 1] ?? '') ? [] : {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1] as string] = MARK;
  return JSON.stringify(root).replace(`"${MARK}"`, rawJson);
}

function buildPath(operation: Operation, override: Record<string, string>, resolve: Resolve): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    if (override[name] !== undefined) return override[name];
    const parameter = operation.pathParams.find((candidate) => candidate.name === name);
    return encodeURIComponent(String(sample(parameter?.schema, resolve, name)));
  });
}

function queryString(pairs: ReadonlyArray<readonly [string, string]>): string {
  return pairs.length === 0 ? '' : `?${pairs.map(([key, value]) => `${encodeURIComponent(key)}=${value}`).join('&')}`;
}

/** The required query parameters with sample values, URL-encoded. */
function baseQuery(operation: Operation, resolve: Resolve, except?: string): Array<[string, string]> {
  return operation.queryParams
    .filter((parameter) => parameter.required && parameter.name !== except)
    .map((parameter) => [parameter.name, encodeURIComponent(String(sample(parameter.schema, resolve, parameter.name)))]);
}

/** Up to MAX_INPUTS hostile requests, one of each kind first (round robin over the kinds). */
function inputsFor(operation: Operation, resolve: Resolve): Input[] {
  const candidates: Input[] = [];
  const path = buildPath(operation, {}, resolve);
  const query = queryString(baseQuery(operation, resolve));
  const isJson = operation.bodyType === undefined || operation.bodyType.includes('json');
  const sendsBody = operation.method !== 'GET';
  const baseBody = operation.bodySchema && isJson ? sample(operation.bodySchema, resolve) : undefined;
  const bodyText = sendsBody && isJson && baseBody !== undefined ? JSON.stringify(baseBody) : undefined;

  for (const parameter of operation.pathParams) {
    for (const hostile of hostileFor(typesOf(parameter.schema ?? {}, resolve).concat('string', 'integer'))) {
      if (hostile.text === '' || hostile.kind === 'long') continue;
      candidates.push({ kind: `path-${hostile.kind}`, label: `path ${parameter.name}=${hostile.text.slice(0, 30)}`, url: buildPath(operation, { [parameter.name]: hostile.text }, resolve) + query, body: bodyText });
    }
    candidates.push({ kind: 'path-long', label: `path ${parameter.name} long`, url: buildPath(operation, { [parameter.name]: 'x'.repeat(5000) }, resolve) + query, body: bodyText });
  }
  for (const parameter of operation.queryParams) {
    const others = baseQuery(operation, resolve, parameter.name);
    // An id kept as text (`?id=12`, `?ids=1,2`) is still a number to the database.
    const types = typesOf(parameter.schema ?? {}, resolve).concat(/(^ids?$|Ids?$)/.test(parameter.name) ? ['integer'] : []);
    for (const hostile of hostileFor(types)) {
      if (hostile.kind === 'deep') continue;
      const pairs: Array<[string, string]> =
        hostile.kind === 'array' ? [[parameter.name, 'a'], [parameter.name, 'b']] : hostile.kind === 'object' ? [[`${parameter.name}[a]`, 'b']] : [[parameter.name, hostile.text]];
      candidates.push({ kind: `query-${hostile.kind}`, label: `query ${parameter.name} ${hostile.kind}`, url: path + queryString([...others, ...pairs]), body: bodyText });
    }
  }
  // Keys the document does not declare (list filters, paging of the list engine): the same rules hold.
  const generic: Array<[string, string, string]> = [
    ['query-undeclared-nul', 'x.contains', 'a%00b'],
    ['query-paging', 'page', '1e400'],
    ['query-paging', 'pageSize', '99999999999999999999'],
    ['query-undeclared-id', 'id', '9223372036854775808'],
    // A list's keyset cursor is base64 JSON the client echoes back: [sort values, last id, page].
    ['query-cursor', 'cursor', Buffer.from(JSON.stringify([[], 1, 1e15])).toString('base64url')],
  ];
  for (const [kind, key, value] of generic) {
    candidates.push({ kind, label: `query ${key}=${value}`, url: path + queryString([...baseQuery(operation, resolve), [key, value]]), body: bodyText });
  }

  if (sendsBody) {
    if (isJson) {
      for (const target of bodyTargets(operation.bodySchema, resolve)) {
        for (const hostile of hostileFor(typesOf(target.schema, resolve))) {
          candidates.push({ kind: `body-${hostile.kind}`, label: `body ${target.path.join('.')} ${hostile.kind}`, url: path + query, body: bodyWith(baseBody, target.path, hostile.json) });
        }
      }
      candidates.push(
        { kind: 'body-deep', label: 'body nested 5000 deep', url: path + query, body: `{"a":${DEEP_JSON}}` },
        { kind: 'body-nul-key', label: 'body key with NUL', url: path + query, body: '{"a\\u0000":"b"}' },
        { kind: 'body-array', label: 'body is an array', url: path + query, body: '[{"a":"b"}]' },
        { kind: 'body-scalar', label: 'body is a string', url: path + query, body: '"a\\u0000b"' },
        { kind: 'body-malformed', label: 'body is broken JSON', url: path + query, body: '{"a":' },
        { kind: 'body-huge', label: 'body of 3 MB', url: path + query, body: JSON.stringify({ a: 'x'.repeat(3_000_000) }) },
      );
    }
    candidates.push(
      { kind: 'content-type', label: 'text/plain body', url: path + query, body: 'a\u0000b', contentType: 'text/plain' },
      { kind: 'content-type', label: 'multipart without boundary', url: path + query, body: 'x', contentType: 'multipart/form-data' },
      { kind: 'content-type', label: 'form body with NUL', url: path + query, body: 'a=%00', contentType: 'application/x-www-form-urlencoded' },
    );
  }

  // Round robin over the kinds, so every kind is tried before any kind is tried twice.
  const byKind = new Map<string, Input[]>();
  for (const candidate of candidates) byKind.set(candidate.kind, [...(byKind.get(candidate.kind) ?? []), candidate]);
  const chosen: Input[] = [];
  for (let round = 0; chosen.length < MAX_INPUTS && chosen.length < candidates.length; round++) {
    for (const group of byKind.values()) {
      const item = group[round];
      if (item && chosen.length < MAX_INPUTS) chosen.push(item);
    }
  }
  return chosen;
}

const CHINESE = /[\u4e00-\u9fff]/;

describe.each(eachDatabase)('[%s] input fuzz of every operation', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let document: OpenApi;
  let token = '';

  async function signIn(): Promise<void> {
    const login = await app.inject({ method: 'POST', url: '/gateway/system/login/loginByAccount', payload: { account: 'admin', password: 'Admin@123' } });
    expect(login.statusCode, login.body).toBe(200);
    token = login.json<Envelope<LoginInfo>>().data.accessToken;
  }

  beforeAll(async () => {
    app = buildServer({ db: database(), contractCallbackSecret: CALLBACK_SECRET });
    await app.ready();
    document = app.swagger() as unknown as OpenApi;
    await signIn();
  });
  afterAll(async () => {
    await app.close();
  });

  it.each([
    ['anonymous sign-in with NUL in the account', 'POST', '/gateway/system/login/loginByAccount', '{"account":"a\\u0000b","password":"x"}', false],
    ['NUL in a list filter', 'GET', '/gateway/purchase/api/v1/contract/head/page?contractNo.contains=x%00y', undefined, true],
    ['an id in exponent form', 'GET', '/gateway/system/file/1e400', undefined, true],
    ['an id past bigint', 'GET', '/gateway/system/user/99999999999999999999', undefined, true],
    ['a body id past bigint', 'PUT', '/gateway/purchase/api/v1/contract/head/status', '{"id":9223372036854775808,"version":0,"status":"x"}', true],
    ['a page number in exponent form', 'GET', '/gateway/purchase/api/v1/contract/head/page?page=1e400', undefined, true],
    ['arrays where strings are expected', 'POST', '/gateway/system/address/saveAddress', '{"province":["a","b"],"city":["c"]}', true],
    ['arrays where strings are expected in a list', 'POST', '/gateway/system/address/listAddress', '{"queryContent":["a","b"]}', true],
    ['settings nested 5,000 levels deep', 'PUT', '/gateway/system/user/table-settings/t1', `{"settings":{"a":${DEEP_JSON}}}`, true],
  ] as const)('refuses %s with a 400 envelope', async (_case, method, url, body, signedIn) => {
    const response = await app.inject({
      method,
      url,
      headers: { ...(signedIn ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { payload: body }),
    });
    expect(response.statusCode, response.body).toBe(400);
    const envelope = response.json<{ code: number; success: boolean; message: string }>();
    expect(envelope).toMatchObject({ code: 400, success: false });
    expect(envelope.message).toMatch(CHINESE);
  });

  it('answers no hostile input of any operation with a 5xx', { timeout: 300_000 }, async () => {
    const resolve = makeResolver(document);
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(100);
    // The anonymous pass depends on spotting public operations by their documented permission.
    expect(operations.some((operation) => operation.isPublic && operation.path.endsWith('/loginByAccount'))).toBe(true);
    const failures: string[] = [];
    const refusals: string[] = [];
    let sent = 0;
    const started = Date.now();

    const send = (operation: Operation, input: Input, signedIn: boolean) =>
      app.inject({
        method: operation.method as 'GET',
        url: input.url,
        headers: {
          ...(signedIn ? { authorization: `Bearer ${token}` } : {}),
          [CALLBACK_SECRET_HEADER]: CALLBACK_SECRET,
          ...(input.body === undefined ? {} : { 'content-type': input.contentType ?? 'application/json' }),
        },
        ...(input.body === undefined ? {} : { payload: input.body }),
      });

    for (const operation of operations) {
      const inputs = inputsFor(operation, resolve);
      for (const signedIn of operation.isPublic ? [true, false] : [true]) {
        for (const input of inputs) {
          let response = await send(operation, input, signedIn);
          sent++;
          if (signedIn && response.statusCode === 401) {
            // A call signed the administrator out (sign-out, revoked sessions ...): sign in and retry.
            await signIn();
            response = await send(operation, input, signedIn);
            sent++;
          }
          const key = `${operation.method} ${operation.path} ${input.kind}`;
          const who = signedIn ? 'admin' : 'anonymous';
          if (response.statusCode >= 500) {
            if (!KNOWN_EXCEPTIONS.has(key)) failures.push(`${key} (${input.label}, ${who}): ${response.statusCode} ${response.body.slice(0, 200)}`);
            continue;
          }
          if (response.statusCode >= 400) {
            let body: { code?: unknown; success?: unknown; message?: unknown } = {};
            try {
              body = response.json();
            } catch {
              // not JSON: reported below
            }
            if (body.success !== false || typeof body.code !== 'number' || typeof body.message !== 'string' || !CHINESE.test(body.message)) {
              refusals.push(`${key} (${input.label}, ${who}): ${response.statusCode} ${response.body.slice(0, 200)}`);
            }
          }
        }
      }
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.info(`[${target.name}] fuzz: ${operations.length} operations, ${sent} requests, ${failures.length} 5xx, ${seconds} s`);
    if (failures.length > 0 || refusals.length > 0) console.info([...failures, ...refusals].join('\n'));
    expect(failures).toEqual([]);
    expect(refusals).toEqual([]);
  });
});
