/**
 * Security headers on every answer of the app and the API (issue 17):
 * - the app's pages (index.html and the built assets) carry a Content-Security-Policy the app really runs
 *   under: scripts from this origin plus the hash of each inline script of index.html (read at start-up),
 *   styles inline as well (emotion writes `<style>` elements, and the first paint uses a style attribute),
 *   images, fonts, frames and workers from this origin, `blob:` and `data:` where the file viewer and the
 *   print preview need them, frames also from the configured embedded systems (spec 01 §2.4), and
 *   `frame-ancestors 'self'`;
 * - JSON answers of the API: `default-src 'none'; frame-ancestors 'none'` (nothing in them is to run);
 * - the API's other answers (files, PDFs, the API docs viewer, which brings its own policy) are framed by
 *   this origin only (the print preview and the file viewer frame them);
 * - on everything: `X-Content-Type-Options: nosniff`, a `Referrer-Policy`, and HSTS when the request came
 *   over TLS (`request.protocol`, which follows TRUST_PROXY).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const HSTS = 'max-age=31536000; includeSubDomains';
export const API_JSON_POLICY = "default-src 'none'; frame-ancestors 'none'";
export const API_OTHER_POLICY = "frame-ancestors 'self'";

/** The `'sha256-…'` source of each inline `<script>` (one without `src`) of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The embedded systems' base addresses (spec 01 §2.4), EMBED_BASES: the JSON
 * `{"<systemName or moduleName>": "https://host/base/"}`; a base may also be a path on this site
 * (`/gateway/demo-embed/lms/`). Entries that are not non-empty texts are left out; a value that is not
 * a JSON object is refused (the gateway does not start with it).
 */
export function parseEmbedBases(json: string | undefined): Record<string, string> {
  if (!json) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error('EMBED_BASES must be JSON: {"<systemName>": "https://host/base/"}');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('EMBED_BASES must be a JSON object');
  return Object.fromEntries(
    Object.entries(parsed).flatMap(([name, value]) => (typeof value === 'string' && value.trim() !== '' ? [[name, value.trim()] as const] : [])),
  );
}

/**
 * The origins of the embedded systems' absolute http(s) base addresses, which the app's policy lets it
 * frame. Bases on this site (paths) are covered by `'self'`; anything else is left out (the app warns
 * 网址配置有误 for it).
 */
export function embedOriginsOf(bases: Readonly<Record<string, string>>): string[] {
  const origins = new Set<string>();
  for (const value of Object.values(bases)) {
    try {
      const url = new URL(value);
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
    } catch {
      // not an absolute address: a path on this site, or malformed
    }
  }
  return [...origins];
}

/** The origins of the embedded systems of an EMBED_BASES value (parseEmbedBases, then embedOriginsOf). */
export function embedOrigins(json: string | undefined): string[] {
  return embedOriginsOf(parseEmbedBases(json));
}

/** The app's Content-Security-Policy. */
export function appContentSecurityPolicy(options: { scriptHashes: readonly string[]; frameSources: readonly string[] }): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...options.scriptHashes],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'"],
    ['frame-src', "'self'", 'blob:', ...options.frameSources],
    ['worker-src', "'self'", 'blob:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

export interface SecurityHeaderOptions {
  /** The URL prefix of the API (`/gateway`). */
  apiPrefix: string;
  /** URL prefixes under the API whose pages bring their own policy (the API docs viewer). */
  ownPolicyPrefixes: readonly string[];
  /** The built app's folder: the inline scripts of its index.html are hashed into the policy. */
  staticDir: string | undefined;
  /** Origins the app may frame besides its own (the embedded systems). */
  frameSources: readonly string[];
}

function contentSecurityPolicyFor(request: FastifyRequest, reply: FastifyReply, options: SecurityHeaderOptions, appPolicy: string): string | null {
  const path = request.url.split('?', 1)[0] ?? '';
  if (path !== options.apiPrefix && !path.startsWith(`${options.apiPrefix}/`)) return appPolicy;
  if (options.ownPolicyPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return null;
  const type = String(reply.getHeader('content-type') ?? '');
  return type.includes('json') ? API_JSON_POLICY : API_OTHER_POLICY;
}

/** Adds the headers to every answer (an onSend hook, so error and 404 answers get them too). */
export function installSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  let scriptHashes: string[] = [];
  if (options.staticDir) {
    try {
      scriptHashes = inlineScriptHashes(readFileSync(join(options.staticDir, 'index.html'), 'utf8'));
    } catch {
      // no built app in that folder: nothing of it is served
    }
  }
  const appPolicy = appContentSecurityPolicy({ scriptHashes, frameSources: options.frameSources });
  app.addHook('onSend', async (request, reply, payload) => {
    const policy = contentSecurityPolicyFor(request, reply, options, appPolicy);
    if (policy !== null && !reply.hasHeader('content-security-policy')) reply.header('content-security-policy', policy);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', REFERRER_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    return payload;
  });
}
