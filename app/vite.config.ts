import react from '@vitejs/plugin-react';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
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

export default defineConfig({
  plugins: [react(), precompress()],
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
  },
});
