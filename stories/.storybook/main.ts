import type { StorybookConfig } from '@storybook/react-vite';
import path from 'node:path';

/** The react-aria and DOM props most tables need; the other inherited props are left out of the table. */
const INHERITED_PROPS = new Set(['aria-label', 'aria-labelledby', 'children', 'isDisabled', 'isRequired', 'isReadOnly', 'isInvalid', 'value', 'defaultValue', 'onChange', 'placeholder', 'label', 'autoFocus']);

/** A prop declared by the design system itself, or one of the common inherited props above. */
function keepDesignSystemProp(prop: { name: string; parent?: { fileName: string }; declarations?: { fileName: string }[] }): boolean {
  const files = [prop.parent?.fileName, ...(prop.declarations ?? []).map((d) => d.fileName)].filter((file): file is string => file !== undefined);
  if (files.length === 0 || files.some((file) => !file.includes('node_modules'))) return true;
  return INHERITED_PROPS.has(prop.name);
}

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  // public/ holds MSW's service worker (mockServiceWorker.js, from `msw init public`).
  staticDirs: ['../public'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  typescript: {
    // Props tables from the design system's TypeScript sources: real types (ProTable's `columns` is
    // `ProColumn<T>[]`, not `unknown`) and the JSDoc of each prop.
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: path.resolve(import.meta.dirname, '../../design-system/tsconfig.lib.json'),
      include: [path.resolve(import.meta.dirname, '../../design-system/src') + '/**/*.tsx'],
      exclude: ['**/*.test.tsx', '**/*.stories.tsx', '**/node_modules/**'],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: keepDesignSystemProp,
    },
  },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    // Read the design system from its sources, as the app does: no library build needed first.
    viteConfig.resolve ??= {};
    viteConfig.resolve.conditions = ['@srm/source', 'module', 'browser', 'development|production'];
    return viteConfig;
  },
};

export default config;
