import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: ['src/index.ts'],
  format: 'esm',
  platform: 'neutral',
  dts: true,
  sourcemap: true,
  clean: true,
  // Peers and dependencies stay external so consumers dedupe React, emotion and react-aria.
  external: [/^react($|\/)/, /^react-dom($|\/)/, /^@emotion\//, /^react-aria-components($|\/)/, /^dayjs($|\/)/],
  tsconfig: 'tsconfig.lib.json',
});
