// The address rules moved to `@srm/rules`; this module keeps the design system's relative imports working.
export * from '@srm/rules';
