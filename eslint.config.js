// One lint setup for the whole workspace: typescript-eslint plus the react-hooks rules.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import srm from './scripts/eslint/slice-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tsc/**',
      '**/storybook-static/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['app/src/features/**/*.{ts,tsx}', 'gateway/src/modules/**/*.ts'],
    plugins: { srm },
    rules: { 'srm/slice-boundaries': 'error' },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'scripts/**', '.ci/**'],
    languageOptions: { globals: { ...globals.node } },
  },
);
