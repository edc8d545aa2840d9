import { defineConfig } from 'tsdown';

/**
 * One ESM module and its types in dist/: what Node loads for the gateway (`node gateway/dist/main.js`)
 * and what the gateway's build typechecks against. yup and dayjs stay external.
 */
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: 'esm',
  platform: 'neutral',
  dts: true,
  sourcemap: true,
  clean: true,
  deps: { skipNodeModulesBundle: true },
  tsconfig: 'tsconfig.lib.json',
});
