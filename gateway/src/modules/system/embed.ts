/**
 * Embedded systems (spec 01 §2.1 /webview/:systemName, §2.4 "Embedded micro-frontend page"), registered
 * under the /gateway prefix:
 *
 * - GET /system/webview/embedConfig (signed in): `{bases}`, the base address of each embedded system or
 *   module (EMBED_BASES, config.ts). The app frames `base + pageName[/pageCode]` or `base + full path`.
 * - GET /demo-embed/* (public): the demo's stand-in for the embedded systems. Without EMBED_BASES the
 *   seeded systems (招标中心 `bidding`; 物流系统 `lms`, also the module of 车辆调度) point here, on this
 *   site, so the app's policy (`frame-src 'self'`) lets it frame them. The page shows which system and
 *   page were embedded (nothing else: it reads no data and needs no sign-in), and answers the shell's
 *   `refreshTable` message by counting it. Its own policy allows its one inline script (by hash) and
 *   being framed by this site only (`frame-ancestors 'self'`).
 */
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { EmbedConfig, Envelope } from '../../api/index.js';
import { ok } from '../../core/envelope.js';
import { PUBLIC, SIGNED_IN } from '../../core/permissions.js';

/** Where the demo page is served, under the /gateway prefix. */
export const DEMO_EMBED_PATH = '/demo-embed';

/** The demo's embedded systems: the system and module names of the seeded menus (db/seeds/menus.ts). */
export const DEMO_EMBED_SYSTEMS = ['bidding', 'lms'] as const;

/** The bases used when EMBED_BASES is unset: the demo page of this gateway, one folder per system. */
export const DEMO_EMBED_BASES: Readonly<Record<string, string>> = Object.fromEntries(
  DEMO_EMBED_SYSTEMS.map((name) => [name, `/gateway${DEMO_EMBED_PATH}/${name}/`]),
);

export interface EmbedRoutesOptions {
  /** The configured bases (config.ts `embedBases`). */
  bases: Readonly<Record<string, string>>;
}

/** The demo page's script: counts the shell's refreshTable messages (spec 01 §2.4) from this site only. */
const DEMO_SCRIPT = `
var count = 0;
window.addEventListener('message', function (event) {
  if (event.origin !== window.location.origin || event.source !== window.parent) return;
  var data = event.data;
  if (!data || data.type !== 'refreshTable') return;
  count += 1;
  document.getElementById('refreshed').textContent = '已刷新 ' + count + ' 次 (refreshTable)';
});
`;

const DEMO_SCRIPT_HASH = `'sha256-${createHash('sha256').update(DEMO_SCRIPT, 'utf8').digest('base64')}'`;

/** The demo page's own policy: nothing but its styles and its one script; framed by this site only. */
export const DEMO_EMBED_POLICY = `default-src 'none'; style-src 'unsafe-inline'; script-src ${DEMO_SCRIPT_HASH}; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The demo page for `<system>/<page path>?<query>` (the `ticket` of 'open in new window' is not shown). */
export function demoEmbedPage(rest: string, query: string): string {
  const [system = '', ...page] = rest.split('/').filter((part) => part !== '');
  const params = new URLSearchParams(query);
  params.delete('ticket');
  const shownQuery = params.toString();
  const systemName = escapeHtml(safeDecode(system) || '（未指定）');
  const pagePath = escapeHtml(`/${page.map(safeDecode).join('/')}${shownQuery ? `?${shownQuery}` : ''}`);
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>演示嵌入页面 · ${systemName}</title>
<style>
  body { margin: 0; font-family: 'Noto Sans SC', system-ui, sans-serif; color: #1f2329; background: #fff; }
  main { padding: 24px; }
  h1 { font-size: 20px; margin: 0 0 16px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 8px 16px; margin: 0 0 16px; }
  dt { color: #4e5969; }
  dd { margin: 0; font-family: monospace; word-break: break-all; }
  p { color: #4e5969; margin: 0 0 8px; }
</style>
</head>
<body>
<main>
<h1>演示嵌入页面</h1>
<dl>
<dt>系统 (system)</dt><dd data-testid="embed-system">${systemName}</dd>
<dt>页面 (page)</dt><dd data-testid="embed-page">${pagePath}</dd>
</dl>
<p>这是网关提供的演示页面，代替尚未配置的外部系统（EMBED_BASES 未设置）。</p>
<p id="refreshed" role="status">尚未刷新</p>
</main>
<script>${DEMO_SCRIPT}</script>
</body>
</html>
`;
}

export const embedRoutes: FastifyPluginAsyncTypebox<EmbedRoutesOptions> = async (app, { bases }) => {
  const config: EmbedConfig = { bases: { ...bases } };

  app.get(
    '/system/webview/embedConfig',
    { schema: { summary: 'The embedded systems\' base addresses (EMBED_BASES, or the demo page): data.bases {"<systemName or moduleName>": "<base>"}' }, config: { permission: SIGNED_IN } },
    async (): Promise<Envelope<EmbedConfig>> => ok(config),
  );

  app.get(`${DEMO_EMBED_PATH}/*`, { schema: { summary: 'The demo page the default embed bases point at (HTML, framed by this site only)' }, config: { permission: PUBLIC } }, async (request, reply) => {
    const [path = '', query = ''] = request.url.split('?', 2);
    const rest = path.slice(path.indexOf(DEMO_EMBED_PATH) + DEMO_EMBED_PATH.length);
    return reply
      .header('content-security-policy', DEMO_EMBED_POLICY)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(demoEmbedPage(rest, query));
  });
};
