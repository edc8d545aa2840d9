/**
 * `@srm/design-system/validation`: the React-free format rules, their messages and their yup
 * schemas, plus the exact number and money formatters. They live in the workspace package
 * `@srm/rules` (shared with the gateway, which needs no React); the design system re-exports them
 * here and from its barrel, and bundles them into its dist (tsdown.config.ts), so consumers install
 * one package.
 */
export * from '@srm/rules';
