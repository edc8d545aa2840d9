// ESLint rule `srm/slice-boundaries` (README "Add a business area"): one slice per area and side, and no
// slice reaches into another.
//   - app: a file under app/src/features/<area>/ imports nothing under app/src/features/<other>/; what
//     two features share lives in app/src (api/, i18n/, ...) or in the design system.
//   - app, within a feature (issue 19): a file under app/src/features/<area>/api/ imports, of its own
//     feature, only files under that api/ folder; the calls and what they send and answer (list bodies,
//     row types) live there, and the views import them, never the other way round.
//   - gateway: a file under gateway/src/modules/<area>/ imports no other business area's module; the
//     platform modules (files, lookups, system, downloads, print, master) are shared by every area, and an area
//     plugs into them through core/ registries (list resources, file access, print data).
// Only relative specifiers can cross (the packages have no self-aliases), so those are the ones resolved.
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
/** Gateway modules every area may use. */
export const GATEWAY_PLATFORM_MODULES = ['files', 'lookups', 'system', 'downloads', 'print', 'master'];

const APP_FEATURES = 'app/src/features/';
const GATEWAY_MODULES = 'gateway/src/modules/';

/** The slice a repository-relative path belongs to, or undefined outside the sliced folders. */
function sliceOf(relative) {
  for (const [side, prefix] of [
    ['app', APP_FEATURES],
    ['gateway', GATEWAY_MODULES],
  ]) {
    if (!relative.startsWith(prefix)) continue;
    const rest = relative.slice(prefix.length);
    const slash = rest.indexOf('/');
    // A file directly in the folder (modules/index.ts, area.ts) is the wiring, not a slice.
    if (slash < 0) return { side, area: undefined };
    return { side, area: rest.slice(0, slash) };
  }
  return undefined;
}

/**
 * Why `from`, a file of a feature's api/ folder, may not import `to`, a file of the same feature outside
 * that folder (a view, a list configuration, pages.ts), or undefined when it may.
 */
export function apiReachOf(fromRelative, toRelative) {
  if (!fromRelative.startsWith(APP_FEATURES)) return undefined;
  const area = fromRelative.slice(APP_FEATURES.length).split('/')[0];
  const feature = `${APP_FEATURES}${area}`;
  const api = `${feature}/api`;
  if (!fromRelative.startsWith(`${api}/`)) return undefined;
  if (toRelative !== feature && !toRelative.startsWith(`${feature}/`)) return undefined;
  if (toRelative === api || toRelative.startsWith(`${api}/`)) return undefined;
  return `the api of feature "${area}" imports "${toRelative.slice(feature.length + 1) || '.'}"`;
}

/** Why `from` may not import `to`, or undefined when it may. */
export function crossingOf(fromRelative, toRelative) {
  const from = sliceOf(fromRelative);
  const to = sliceOf(toRelative);
  if (!from?.area || !to?.area || from.side !== to.side || from.area === to.area) return undefined;
  if (from.side === 'gateway' && GATEWAY_PLATFORM_MODULES.includes(to.area)) return undefined;
  return `${from.side === 'app' ? 'feature' : 'gateway area'} "${from.area}" imports "${to.area}"`;
}

export const sliceBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "A business area (app feature, gateway module) imports no other area, and an app feature's api/ none of its views." },
    schema: [],
    messages: {
      crossing:
        'Slice boundary: {{what}}. Move what both need to the shared code (app/src/api, app/src/i18n, gateway/src/core) or the design system (README "Add a business area").',
      apiImportsViews:
        "Slice layering: {{what}}. A feature's api/ imports nothing of its own feature outside api/: move what the calls need (a list body builder, a row type) into api/ and let the views import it from there (issue 19).",
    },
  },
  create(context) {
    const fromRelative = path.relative(REPO_ROOT, context.filename).split(path.sep).join('/');
    if (!sliceOf(fromRelative)?.area) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), source.value);
      const toRelative = path.relative(REPO_ROOT, target).split(path.sep).join('/');
      const what = crossingOf(fromRelative, toRelative);
      if (what) return context.report({ node: source, messageId: 'crossing', data: { what } });
      const reach = apiReachOf(fromRelative, toRelative);
      if (reach) context.report({ node: source, messageId: 'apiImportsViews', data: { what: reach } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'slice-boundaries': sliceBoundaries } };
