import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@srm/source'] },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
