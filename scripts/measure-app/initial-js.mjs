// Initial JavaScript of a page: every script response a fresh browser context requests until the
// page is settled (network idle and its main content visible), raw and gzip (level 9) sizes.
import { gzipSync } from 'node:zlib';

/** gzip size at level 9 of a body, as a compressing server would send it. */
export function gzipSize(buffer) {
  return gzipSync(buffer, { level: 9 }).length;
}

function isJavaScript(response) {
  const type = response.headers()['content-type'] ?? '';
  return response.request().resourceType() === 'script' || /javascript|ecmascript/.test(type);
}

function kindOf(response) {
  const type = response.headers()['content-type'] ?? '';
  if (isJavaScript(response)) return 'js';
  if (type.includes('text/css')) return 'css';
  if (type.startsWith('font/') || /\.(woff2?|ttf|otf)$/.test(new URL(response.url()).pathname)) return 'font';
  if (type.includes('text/html')) return 'html';
  return 'other';
}

/**
 * Loads `url` in a new context of `browser` (with `token` in localStorage when given), waits until
 * `ready(page)` resolves and the network is idle, and returns what was downloaded, by kind.
 */
export async function measureInitialLoad(browser, { url, token, ready }) {
  const context = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  if (token) {
    await context.addInitScript((value) => {
      if (localStorage.getItem('srm.token') === null) localStorage.setItem('srm.token', JSON.stringify(value));
    }, token);
  }
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    if (response.status() !== 200) return;
    pending.push(
      response.body().then(
        async (body) => {
          const sizes = await response.request().sizes().catch(() => null);
          return {
            url: response.url(),
            kind: kindOf(response),
            encoding: response.headers()['content-encoding'] ?? null,
            raw: body.length,
            gzip: gzipSize(body),
            transferred: sizes ? sizes.responseBodySize : null,
          };
        },
        () => null,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready(page);
  await page.waitForLoadState('networkidle');
  const finalUrl = page.url();
  const files = (await Promise.all(pending)).filter(Boolean);
  await context.close();

  const sum = (list, key) => list.reduce((total, file) => total + file[key], 0);
  const byKind = {};
  for (const kind of ['js', 'css', 'font', 'html', 'other']) {
    const list = files.filter((file) => file.kind === kind);
    byKind[kind] = { count: list.length, raw: sum(list, 'raw'), gzip: sum(list, 'gzip') };
  }
  const js = files.filter((file) => file.kind === 'js').sort((a, b) => b.gzip - a.gzip);
  return {
    url,
    finalUrl,
    js,
    byKind,
    /** Content-Encoding headers seen on JS, CSS and HTML answers (empty: the server does not compress). */
    encodings: [...new Set(files.filter((file) => file.kind !== 'font').map((file) => file.encoding ?? 'identity'))],
  };
}
