import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: ['src/index.ts'],
  format: 'esm',
  platform: 'neutral',
  dts: true,
  sourcemap: true,
  clean: true,
  // Dependencies and peers stay external so consumers dedupe React, emotion and react-aria.
  deps: { skipNodeModulesBundle: true },
  tsconfig: 'tsconfig.lib.json',
});
