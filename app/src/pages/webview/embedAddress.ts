/**
 * Addresses of embedded pages (spec 01 §2.4 "Embedded micro-frontend page"): an iframe at a base
 * address plus the module path and the full path. Base addresses are the gateway's configuration
 * (EMBED_BASES, `{"<systemName or moduleName>": "https://host/base/"}`), served by GET
 * /gateway/system/webview/embedConfig (embedBases.ts); a system without one (or with a malformed one)
 * has no address, and the page says 网址配置有误.
 */

/** The served base addresses, as far as they are usable: only non-empty texts; anything else counts as not configured. */
export function embedBasesFrom(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== ''));
}

/** A base address usable in an iframe: http(s), or a path on this site. */
function usableBase(base: string | undefined, origin: string): URL | null {
  if (!base) return null;
  try {
    const url = new URL(base.trim(), origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.pathname.endsWith('/')) url.pathname += '/';
    return url;
  } catch {
    return null;
  }
}

const segment = (value: string) => encodeURIComponent(value);

/** `/webview/:systemName/:pageName/:pageCode?`: base of systemName + pageName[/pageCode] + query. */
export function webviewAddress(
  bases: Readonly<Record<string, string>>,
  params: { systemName?: string; pageName?: string; pageCode?: string; search?: string },
  origin: string,
): string | null {
  const { systemName, pageName, pageCode, search = '' } = params;
  if (!systemName || !pageName) return null;
  const base = usableBase(bases[systemName], origin);
  if (!base) return null;
  const path = [pageName, pageCode].filter(Boolean).map((part) => segment(part as string)).join('/');
  return `${base.href}${path}${search}`;
}

/** A menu with a moduleName: base of the module + the app's full path (path and query). */
export function moduleAddress(bases: Readonly<Record<string, string>>, moduleName: string | null | undefined, fullPath: string, origin: string): string | null {
  if (!moduleName) return null;
  const base = usableBase(bases[moduleName], origin);
  if (!base) return null;
  return `${base.href}${fullPath.replace(/^\/+/, '')}`;
}

/**
 * The address 'open in new window' opens (spec 01 §2.4): the embedded page's address with a one-time
 * `ticket` (never the raw token) in its query; any ticket already there is replaced, the rest kept.
 * Null when the address is not usable.
 */
export function withTicket(address: string, ticket: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(address, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.searchParams.set('ticket', ticket);
  return url.href;
}
