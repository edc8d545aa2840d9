import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev server proxies /gateway to a running gateway (GATEWAY_URL, default http://localhost:8080).
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
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
