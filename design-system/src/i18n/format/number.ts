// Moved to `@srm/rules`; kept so the design system's relative imports keep working.
export * from './index';
