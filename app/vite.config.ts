import react from '@vitejs/plugin-react';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

// The dev server proxies /gateway to a running gateway (GATEWAY_URL, default http://localhost:8080).
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:8080';

/**
 * Writes a `.br` and a `.gz` next to every text asset of the build, so a static server can send them
 * as they are (the gateway's @fastify/static with `preCompressed: true`) instead of the raw files:
 * scripts/measure-app.mjs measured the uncompressed JS and CSS as the main cost of a slow-network load.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'srm-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => /\.(js|css|html|svg|json)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const target = path.join(outDir, file);
          const body = await readFile(target);
          if (body.length < 1024) return;
          await writeFile(`${target}.gz`, gzipSync(body, { level: 9 }));
          await writeFile(
            `${target}.br`,
            brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
          );
        }),
      );
    },
  };
}

/** The modules the signed-in landing renders one inside the other (router/landing.ts preloads them too). */
const SIGNED_IN_MODULES = ['src/router/RequireAuth.tsx', 'src/shell/MainLayout.tsx'];
const DASHBOARD_MODULES = ['src/router/DashboardRoute.tsx', 'src/pages/dashboard/DashboardPage.tsx'];

/**
 * A small inline script in index.html that, when a token is stored (state/session.ts `srm.token`) and
 * the address is under the route guard, adds `<link rel="modulepreload">` for the chunks of the guard
 * and the shell (and, on / and /dashboard, of the dashboard). They then download alongside the entry
 * chunk instead of after it has run; /login and the signed-out visits fetch none of them.
 */
function signedInPreload(): Plugin {
  let base = '/';
  return {
    name: 'srm-signed-in-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (roots: string[], into = new Set<string>()) => {
          const stack = [...roots];
          while (stack.length > 0) {
            const file = stack.pop()!;
            if (into.has(file)) continue;
            into.add(file);
            stack.push(...(byFile.get(file)?.imports ?? []));
          }
          return into;
        };
        const chunkOf = (module: string) => {
          const chunk = chunks.find((candidate) => candidate.moduleIds.includes(appModule(module)));
          if (!chunk) throw new Error(`signedInPreload: no chunk for ${module}`);
          return chunk.fileName;
        };
        const initial = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
        const signedIn = [...closure(SIGNED_IN_MODULES.map(chunkOf))].filter((file) => !initial.has(file));
        const dashboard = [...closure(DASHBOARD_MODULES.map(chunkOf))].filter((file) => !initial.has(file) && !signedIn.includes(file));
        const urls = (files: string[]) => JSON.stringify(files.map((file) => `${base}${file}`));
        const script =
          `try{var t=localStorage.getItem('srm.token'),p=location.pathname;` +
          `if(t&&t!=='null'&&!/^\\/(login|404|503)\\/?$/.test(p)){var u=${urls(signedIn)};` +
          `if(p==='/'||p==='/dashboard')u=u.concat(${urls(dashboard)});` +
          `u.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)})}}catch(e){}`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}

const appDir = path.dirname(fileURLToPath(import.meta.url));
const appModule = (file: string) => path.join(appDir, file);

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** The modules `roots` import statically, directly or not (stopping at those in `known`). */
function staticClosure(graph: ModuleGraph, roots: string[], known: Set<string> = new Set()): Set<string> {
  const found = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (found.has(id) || known.has(id)) continue;
    found.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

let chunkGroups: { graph: ModuleGraph; groups: Map<string, string> } | null = null;

/**
 * The chunk of a module used only once signed in: `guard` (the route guard's own modules) or `shell`
 * (the main layout's and the dashboard's), null for the others (automatic splitting). Left to the
 * automatic splitting, these were some 40 small chunks, fetched a few at a time over HTTP/1.1 with a
 * round trip each (Lighthouse mobile: most of /dashboard's LCP). Modules that the entry or /login
 * also use stay where they are, so /login downloads nothing more.
 */
function signedInChunk(id: string, graph: ModuleGraph): string | null {
  if (chunkGroups?.graph !== graph) {
    const entry = staticClosure(graph, [appModule('src/main.tsx')]);
    const login = staticClosure(graph, [appModule('src/pages/login/LoginPage.tsx')], entry);
    const outside = new Set([...entry, ...login]);
    const guard = staticClosure(graph, SIGNED_IN_MODULES.slice(0, 1).map(appModule), outside);
    const shell = staticClosure(graph, [...SIGNED_IN_MODULES.slice(1), ...DASHBOARD_MODULES].map(appModule), new Set([...outside, ...guard]));
    const groups = new Map<string, string>();
    for (const module of guard) groups.set(module, 'guard');
    for (const module of shell) groups.set(module, 'shell');
    chunkGroups = { graph, groups };
  }
  return chunkGroups.groups.get(id) ?? null;
}

export default defineConfig({
  plugins: [react(), precompress(), signedInPreload()],
  resolve: {
    // Use the design system's sources in dev and in the app build: no library build needed first.
    conditions: ['@srm/source', 'module', 'browser', 'development|production'],
  },
  server: {
    port: 5173,
    proxy: { '/gateway': { target: gateway, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: (id, context) => signedInChunk(id, context), includeDependenciesRecursively: false }],
        },
      },
    },
  },
});
