// ESLint rule `srm/slice-boundaries` (README "Add a business area"): one slice per area and side, and no
// slice reaches into another.
//   - app: a file under app/src/features/<area>/ imports nothing under app/src/features/<other>/; what
//     two features share lives in app/src (api/, i18n/, ...) or in the design system.
//   - gateway: a file under gateway/src/modules/<area>/ imports no other business area's module; the
//     platform modules (files, lookups, system, downloads, print) are shared by every area, and an area
//     plugs into them through core/ registries (list resources, file access, print data).
// Only relative specifiers can cross (the packages have no self-aliases), so those are the ones resolved.
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
/** Gateway modules every area may use. */
export const GATEWAY_PLATFORM_MODULES = ['files', 'lookups', 'system', 'downloads', 'print'];

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
    docs: { description: 'A business area (app feature, gateway module) imports no other area.' },
    schema: [],
    messages: {
      crossing:
        'Slice boundary: {{what}}. Move what both need to the shared code (app/src/api, app/src/i18n, gateway/src/core) or the design system (README "Add a business area").',
    },
  },
  create(context) {
    const fromRelative = path.relative(REPO_ROOT, context.filename).split(path.sep).join('/');
    if (!sliceOf(fromRelative)?.area) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), source.value);
      const what = crossingOf(fromRelative, path.relative(REPO_ROOT, target).split(path.sep).join('/'));
      if (what) context.report({ node: source, messageId: 'crossing', data: { what } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'slice-boundaries': sliceBoundaries } };
